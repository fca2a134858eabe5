/**
 * Runs `npm start`'s server (scripts/start.mjs) on the built dist/ for a test, and reads the
 * addresses it prints: the planner's (the first address printed) and the embedding demo's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface Started {
  readonly child: ChildProcess;
  /** The planner's address, without the trailing slash. */
  readonly url: string;
  /** The embedding demo's address, when one is served. */
  readonly demoUrl: string | undefined;
  readonly output: string;
}

// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** Starts scripts/start.mjs; resolves once it prints its addresses (and the allowed origins). */
export function startNpmStart(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no address in time:\n${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const text = plain(output);
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(text);
      if (match && /embed the planner/.test(text)) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, demoUrl: /Embedding demo: (\S+)/.exec(text)?.[1], output: text });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

/** Runs scripts/start.mjs expecting it to stop: its exit code and output. */
export function runNpmStartToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(() => child.kill(), 30_000);
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: plain(output) });
    });
  });
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
