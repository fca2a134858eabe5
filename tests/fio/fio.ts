/**
 * The real fio for the fio tests. It comes from the system:
 *
 * 1. `FIO_PATH`, if set (it must exist);
 * 2. /usr/bin/fio, /usr/local/bin/fio;
 * 3. otherwise, when running as root on a machine with apt-get, `apt-get install fio` once
 *    (after an `apt-get update` if the first attempt fails: the package lists may be stale);
 * 4. otherwise a clear error saying how to provide one.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { promisify } from 'node:util';

const CANDIDATES = ['/usr/bin/fio', '/usr/local/bin/fio'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const aptBusy = () =>
  spawnSync('sh', ['-c', 'pgrep -x apt-get >/dev/null || pgrep -x apt >/dev/null || pgrep -x dpkg >/dev/null'], { stdio: 'ignore' }).status === 0;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function aptInstall(): void {
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'fio'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let installAttempted = false;

/** The path of fio, installing Debian's `fio` package if none is present and this process may. */
export function findFio(): string {
  const fromEnv = process.env.FIO_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`FIO_PATH is set to ${fromEnv}, but that is not an executable file.`);
    return fromEnv;
  }
  let found = CANDIDATES.find(isExecutable);
  if (found) return found;
  if (hasAptGet() && aptBusy()) {
    console.warn('[fio] apt/dpkg is busy; waiting up to 10 minutes for it…');
    const deadline = Date.now() + 10 * 60_000;
    while (aptBusy() && Date.now() < deadline) sleep(2000);
    found = CANDIDATES.find(isExecutable);
    if (found) return found;
  }
  if (!installAttempted && isRoot() && hasAptGet()) {
    installAttempted = true;
    console.warn('[fio] No fio found; installing Debian package "fio" with apt-get (one time)…');
    try {
      aptInstall();
    } catch {
      try {
        execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'] });
        aptInstall();
      } catch (error) {
        throw new Error(`Installing fio with apt-get failed: ${(error as Error).message}`);
      }
    }
    found = CANDIDATES.find(isExecutable);
    if (found) return found;
  }
  throw new Error(
    [
      'No fio found for the fio tests.',
      `Looked at $FIO_PATH (unset) and ${CANDIDATES.join(', ')}.`,
      'Install it (Debian/Ubuntu: `sudo apt-get install fio`), or set FIO_PATH, then run the tests again.',
    ].join('\n'),
  );
}

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
