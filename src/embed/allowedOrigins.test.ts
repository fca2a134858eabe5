import { describe, expect, it } from 'vitest';
import { parseEmbedOrigins, readOriginsSetting } from '../../scripts/embed-origins.mjs';
import { EMBED_ORIGINS_FILE, loadAllowedOrigins, readOriginsDocument } from './allowedOrigins.ts';
import { parseAllowedOrigins } from './protocol.ts';

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadAllowedOrigins', () => {
  it("takes the server's embed-origins.json over the build's list", async () => {
    const asked: string[] = [];
    const read = await loadAllowedOrigins('https://built.example', (url) => {
      asked.push(url);
      return json({ allowedOrigins: ['https://portal.example', 'https://intranet.example:8443'] })();
    });
    expect(asked).toEqual([EMBED_ORIGINS_FILE]); // relative: the app's own folder on its own origin
    expect(read).toEqual({ origins: ['https://portal.example', 'https://intranet.example:8443'], invalid: [], source: 'server' });
  });

  it('an empty list from the server allows nobody, whatever the build allowed', async () => {
    expect(await loadAllowedOrigins('https://built.example', json({ allowedOrigins: [] }))).toEqual({ origins: [], invalid: [], source: 'server' });
  });

  it('lists the entries that are not origins, and does not allow them', async () => {
    const read = await loadAllowedOrigins(
      undefined,
      json({ allowedOrigins: ['https://ok.example', '*', 'https://a.example/path', 'https://b.example,https://c.example'] }),
    );
    expect(read.origins).toEqual(['https://ok.example']);
    expect(read.invalid).toEqual(['*', 'https://a.example/path', 'https://b.example,https://c.example']);
  });

  it.each([
    ['no file (404)', () => Promise.resolve(new Response('Not Found', { status: 404 }))],
    ['an HTML page in its place (a single-page fallback)', () => Promise.resolve(new Response('<!doctype html><title>x</title>', { status: 200 }))],
    ['JSON of another shape', json({ origins: ['https://portal.example'] })],
    ['a network error (offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to the build's list on %s", async (_what, fetchFile) => {
    expect(await loadAllowedOrigins('https://built.example, https://other.example', fetchFile)).toEqual({
      origins: ['https://built.example', 'https://other.example'],
      invalid: [],
      source: 'build',
    });
  });
});

describe('readOriginsDocument', () => {
  it('refuses anything but { allowedOrigins: string[] }', () => {
    for (const bad of [null, 'x', [], { allowedOrigins: 'https://a.example' }, { allowedOrigins: [1] }]) expect(readOriginsDocument(bad)).toBeNull();
  });
});

describe('the server and the planner read an origin list the same way', () => {
  const cases = [
    'https://portal.example',
    'https://portal.example/',
    'http://127.0.0.1:4174',
    ' https://a.example , https://a.example ',
    'https://portal.example/path',
    'https://user@portal.example',
    'https://portal.example?x=1',
    'ftp://portal.example',
    '*',
    'null',
    'https://*.example',
    'portal.example',
    'HTTPS://Portal.Example',
    '',
  ];
  it.each(cases)('%j', (text) => {
    expect(parseEmbedOrigins(text)).toEqual(parseAllowedOrigins(text));
  });

  it('the server refuses a setting with a bad entry, naming it and showing the form', () => {
    expect(() => readOriginsSetting('EMBED_ALLOWED_ORIGINS', 'https://ok.example,https://portal.example/app')).toThrow(
      /EMBED_ALLOWED_ORIGINS: not an origin: "https:\/\/portal.example\/app"\. .*e\.g\. EMBED_ALLOWED_ORIGINS=https:\/\/portal\.example,https:\/\/intranet\.example/,
    );
    expect(readOriginsSetting('EMBED_ALLOWED_ORIGINS', '')).toEqual([]);
  });
});
