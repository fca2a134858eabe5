import { describe, expect, it } from 'vitest';
import { SCENARIO_VERSION, type CompareScenario } from '../engine/index.ts';
import { defaultScenario } from './initialState.ts';
import { buildHash, decodeScenario, encodeScenario, MAX_ENCODED_LENGTH, readHash } from './url.ts';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('encodeScenario / decodeScenario', () => {
  it('round-trips a scenario, UTF-8 names included, without padding', () => {
    const scenario: CompareScenario = { ...defaultScenario(), name: '東京 DB — ✓ plan', notes: 'é'.repeat(7) };
    const encoded = encodeScenario(scenario);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeScenario(encoded)).toEqual({ ok: true, scenario, dropped: [] });
  });

  it('rejects text that is not base64url', () => {
    const r = decodeScenario('not base64!!');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/base64url/);
  });

  it('rejects base64url that is not JSON', () => {
    const r = decodeScenario(b64url('{nope'));
    expect(r).toEqual({ ok: false, message: 'the scenario is not valid JSON' });
  });

  it('rejects bytes that are not UTF-8', () => {
    const r = decodeScenario(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'));
    expect(r.ok).toBe(false);
  });

  it('rejects another scenario version, naming it', () => {
    const next = SCENARIO_VERSION + 1;
    const r = decodeScenario(b64url(JSON.stringify({ ...defaultScenario(), version: next })));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(`version ${next} is not supported`);
  });

  it('says which field is wrong', () => {
    const bad = { ...defaultScenario(), requirement: { ...defaultScenario().requirement, readMBps: -1 } };
    const r = decodeScenario(b64url(JSON.stringify(bad)));
    expect(r).toEqual({
      ok: false,
      message: 'requirement.readMBps must be at least 0',
      issues: [{ path: 'requirement.readMBps', code: 'tooSmall', params: { minimum: 0, inclusive: true, origin: 'number' } }],
    });
  });

  it(`rejects input longer than ${MAX_ENCODED_LENGTH} characters before decoding it`, () => {
    const r = decodeScenario('A'.repeat(MAX_ENCODED_LENGTH + 4));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/too long/);
  });

  it('converts a File Storage recommend scenario to a comparison', () => {
    const fss = {
      version: 1,
      mode: 'recommend',
      service: 'file-storage',
      catalog: 'fss-2024-11',
      requirement: { readMBps: 800, ioSizeKiB: 64, readIoSizeKiB: 128 },
    };
    const r = decodeScenario(b64url(JSON.stringify(fss)));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.scenario.service).toBe('compare');
      expect(r.scenario.catalogs).toEqual({ fileStorage: 'fss-2024-11' });
      expect(r.scenario.requirement).toEqual({ readMBps: 800, ioSizeKiB: 64 });
      expect(r.dropped).toEqual(['readIoSizeKiB']);
    }
  });
});

describe('readHash / buildHash', () => {
  it('carries the view after the scenario, and leaves out the default view', () => {
    const s = defaultScenario();
    expect(buildHash(s, 'compare')).toBe(`#scenario=${encodeScenario(s)}`);
    const hash = buildHash(s, 'dense-io');
    expect(hash.endsWith('&view=dense-io')).toBe(true);
    const read = readHash(hash);
    expect(read.view).toBe('dense-io');
    expect(read.scenario).toEqual({ ok: true, scenario: s, dropped: [] });
  });

  it('carries the Lustre view', () => {
    const s = defaultScenario();
    const hash = buildHash(s, 'lustre');
    expect(hash.endsWith('&view=lustre')).toBe(true);
    expect(readHash(hash).view).toBe('lustre');
  });

  it('reads no scenario from an empty or unrelated hash; an unknown view or language is left out and named', () => {
    expect(readHash('')).toEqual({ scenario: null, view: undefined });
    expect(readHash('#results&view=nope')).toEqual({
      scenario: null,
      view: undefined,
      unknown: [{ field: 'view', value: 'nope', allowed: 'compare, file-storage, block-volume, dense-io, lustre' }],
    });
    expect(readHash('#results&lang=fr').unknown).toEqual([{ field: 'lang', value: 'fr', allowed: 'en, ja' }]);
  });
});
