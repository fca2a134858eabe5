/**
 * `npm start`'s server (scripts/start.mjs, `vite preview`): it sends the headers a deployment
 * should send (docs/security.md), with `frame-ancestors` from the embed origins set where it
 * is served (EMBED_ALLOWED_ORIGINS), refuses a setting that is not origins, and when its port
 * is taken it says so and serves on the next free one.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runNpmStartToExit, startNpmStart } from './npmStart.ts';

let child: ChildProcess | undefined;
let blocker: Server | undefined;

afterEach(async () => {
  child?.kill();
  child = undefined;
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  blocker = undefined;
});

async function start(env: Record<string, string>): Promise<{ url: string; output: string }> {
  const started = await startNpmStart(env);
  child = started.child;
  return started;
}

describe('npm start: headers and port', () => {
  it('sends the CSP with frame-ancestors, nosniff and no referrer', async () => {
    const port = await freePort();
    const { url } = await start({ PORT: String(port), EMBED_ALLOWED_ORIGINS: '', EMBED_DEMO: '0' });
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await (await fetch(`${url}/embed-origins.json`)).json()).toEqual({ allowedOrigins: [] });
  }, 30_000);

  it('lets the origins of EMBED_ALLOWED_ORIGINS frame it, and tells the planner the same list', async () => {
    const port = await freePort();
    const { url } = await start({ PORT: String(port), EMBED_ALLOWED_ORIGINS: 'https://portal.example, https://intranet.example', EMBED_DEMO: '0' });
    const res = await fetch(`${url}/`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://portal.example https://intranet.example");
    const file = await fetch(`${url}/embed-origins.json`);
    expect(file.headers.get('cache-control')).toBe('no-cache');
    expect(await file.json()).toEqual({ allowedOrigins: ['https://portal.example', 'https://intranet.example'] });
  }, 30_000);

  it('refuses a setting that is not origins, saying which entries and how to write them', async () => {
    const { code, output } = await runNpmStartToExit({
      PORT: String(await freePort()),
      EMBED_ALLOWED_ORIGINS: 'https://portal.example,https://intranet.example/app,*',
    });
    expect(code).toBe(1);
    expect(output).toContain('EMBED_ALLOWED_ORIGINS: not an origin: "https://intranet.example/app", "*"');
    expect(output).toContain('e.g. EMBED_ALLOWED_ORIGINS=https://portal.example,https://intranet.example');
    expect(output).not.toMatch(/127\.0\.0\.1:\d+/); // nothing served
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
