/**
 * `npm start`'s server (scripts/start.mjs, `vite preview`): it sends the headers a deployment
 * should send (docs/security.md), with `frame-ancestors` from the allowed embed origins, and
 * when its port is taken it says so and serves on the next free one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let blocker: Server | undefined;

afterEach(async () => {
  child?.kill();
  child = undefined;
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  blocker = undefined;
});

/** Starts scripts/start.mjs and resolves with its output once it prints a local address. */
function start(env: Record<string, string>): Promise<{ url: string; output: string }> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no address in time:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('npm start: headers and port', () => {
  it('sends the CSP with frame-ancestors, nosniff and no referrer', async () => {
    const port = await freePort();
    const { url } = await start({ PORT: String(port), VITE_EMBED_ALLOWED_ORIGINS: '' });
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  }, 30_000);

  it('lets the allowed embed origins frame it', async () => {
    const port = await freePort();
    const { url } = await start({ PORT: String(port), VITE_EMBED_ALLOWED_ORIGINS: 'https://portal.example.com' });
    const res = await fetch(`${url}/`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://portal.example.com");
  }, 30_000);

  it('says so when its port is taken, and serves on the next free one', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(port, '127.0.0.1', resolve));
    const { url, output } = await start({ PORT: String(port) });
    expect(output).toContain(`Port ${port} is in use`);
    expect(url).not.toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`${url}/`)).status).toBe(200);
  }, 30_000);
});
