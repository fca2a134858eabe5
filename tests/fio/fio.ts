/** The real fio for the fio tests, found or installed as any system tool the tests run (`tests/setup/systemTool.ts`). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { findSystemTool } from '../setup/systemTool.ts';

/** The path of fio, installing Debian's `fio` package if none is present and this process may. */
export const findFio = (): string => findSystemTool({ program: 'fio', envVar: 'FIO_PATH', debianPackage: 'fio', neededBy: 'the fio tests' });

const run = promisify(execFile);

/** Runs fio on a job file in `cwd`, writing JSON to `output`; resolves when fio exits 0. */
export async function runFio(jobFile: string, output: string, cwd: string, extra: readonly string[] = []): Promise<void> {
  await run(findFio(), [...extra, '--output-format=json', `--output=${output}`, jobFile], { cwd, timeout: 60_000 });
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function accepts(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((done) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      done(true);
    });
    s.once('error', () => done(false));
  });
}

/** A `fio --server` on 127.0.0.1 (one "client" of client/server mode); `stop()` ends that process only. */
export async function startFioServer(): Promise<{ host: string; stop: () => void }> {
  const { spawn } = await import('node:child_process');
  const port = await freePort();
  const child = spawn(findFio(), [`--server=ip:127.0.0.1,${port}`], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`fio --server did not listen on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { host: `ip:127.0.0.1,${port}`, stop: () => child.kill() };
}
