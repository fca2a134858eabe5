/**
 * A name every object inherits (`toString`, `constructor`, `__proto__` …) is no service, mode,
 * catalog edition, type, level, shape, price key or metadata operation: fed into every field
 * looked up by name, through every way in, it is refused with the ordinary message naming the
 * field ("must be one of …", "unknown field …", "may not use the key …"), never a throw
 * (issue 27 item 1).
 */
import { describe, expect, it, vi } from 'vitest';
import { waysIn } from '../fixtures/waysIn.ts';

const names = Object.getOwnPropertyNames(Object.prototype);

const base = () => ({
  version: 5,
  mode: 'recommend',
  service: 'compare',
  requirement: { readMBps: 100, ioSizeKiB: 64, capacityGB: 1000 } as Record<string, unknown>,
});
/** An object with one own key (JSON.parse makes even `__proto__` an own key, as a link or file does). */
const keyed = (key: string, value: unknown) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value)}}`) as Record<string, unknown>;
const calibration = {
  service: 'block-volume',
  catalog: 'bv-current',
  design: '1x100GB@balanced',
  ioSizeKiB: 8,
  readPercent: 50,
  latencyUs: 500,
  iops: 100,
  throughputMBps: 1,
};

/** Each field looked up by name: its path, and the document with the name in it. */
const fields: readonly [path: string, doc: (name: string) => unknown][] = [
  ['service', (n) => ({ ...base(), service: n })],
  ['mode', (n) => ({ ...base(), mode: n })],
  ...(['fileStorage', 'blockVolume', 'denseIo', 'lustre'] as const).map((family): [string, (n: string) => unknown] => [
    `catalogs.${family}`,
    (n) => ({ ...base(), catalogs: { [family]: n } }),
  ]),
  ['catalogs', (n) => ({ ...base(), catalogs: keyed(n, 'fss-current') })],
  ...(['mountTargetType', 'raid', 'basis', 'fssBasis', 'billBasis', 'tlsClient', 'clientShape'] as const).map((field): [string, (n: string) => unknown] => [
    `requirement.${field}`,
    (n) => ({ ...base(), requirement: { ...base().requirement, clients: 2, [field]: n } }),
  ]),
  ['requirement.metadataOpsPerSecond', (n) => ({ ...base(), requirement: { ...base().requirement, metadataOpsPerSecond: keyed(n, 10) } })],
  ['requirement', (n) => ({ ...base(), requirement: { ...base().requirement, ...keyed(n, 1) } })],
  ['pricing.overrides', (n) => ({ ...base(), pricing: { overrides: keyed(n, 1) } })],
  ['calibration.service', (n) => ({ ...base(), calibration: { ...calibration, service: n } })],
  ['calibration.catalog', (n) => ({ ...base(), calibration: { ...calibration, catalog: n } })],
];

const ordinary = /one of|unknown field|may not use the key/;

describe('inherited names in every field looked up by name, through every way in', () => {
  for (const [way, read] of Object.entries(waysIn)) {
    it(`${way}: refused with the ordinary message naming the field`, () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const [path, doc] of fields) {
        for (const name of names) {
          const outcome = read(doc(name));
          expect(outcome.refused, `${way} ${path} = ${name}`).toBe(true);
          expect(outcome.message, `${way} ${path} = ${name}`).toMatch(ordinary);
          expect(outcome.message, `${way} ${path} = ${name}`).toContain(path);
        }
      }
      vi.restoreAllMocks();
    });
  }
});

describe('inherited names as an embed message type', () => {
  it('are refused with the message types the planner reads', async () => {
    const { decide } = await import('../../src/embed/protocol.ts');
    const host = 'https://portal.example.com';
    for (const name of names) {
      const d = decide({ origin: host, fromParent: true, data: { type: `oci-planner:${name}`, version: 1, requestId: 7 } }, [host]);
      expect(d.kind, name).toBe('reject');
      if (d.kind === 'reject')
        expect(d.reply).toMatchObject({ requestId: 7, message: expect.stringMatching(/type must be one of oci-planner:set-scenario, oci-planner:get-plan/) });
    }
  });
});

describe('a version that is not a number (issue 27 item 2)', () => {
  for (const version of [{}, [], '5', null, true]) {
    it(`${JSON.stringify(version)}: every way in names the field`, () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const [way, read] of Object.entries(waysIn)) {
        const outcome = read({ ...base(), version });
        expect(outcome.refused, way).toBe(true);
        expect(outcome.message, way).toContain('version must be a number');
        expect(outcome.message, way).not.toContain('[object Object]');
      }
      vi.restoreAllMocks();
    });
  }
});

describe("a link's view and language named after an inherited property", () => {
  it('are refused with the ordinary message naming the part; the link opens without them', async () => {
    const { createPlanStore } = await import('../../src/store/planStore.ts');
    const { encodeScenario } = await import('../../src/store/url.ts');
    const scenario = `#scenario=${encodeScenario(base() as never)}`;
    for (const part of ['view', 'lang'] as const) {
      for (const name of [...names, 'nowhere']) {
        const store = createPlanStore({ storage: null, hash: `${scenario}&${part}=${encodeURIComponent(name)}` });
        const s = store.getState();
        expect(s.notice?.message, `${part}=${name}`).toMatch(new RegExp(`^The link's ${part} ".*" is not one of `));
        expect(s.view).toBe('compare');
        expect(s.locale).toBe('en');
        expect(s.scenario.requirement.readMBps).toBe(100);
      }
    }
  });
});
