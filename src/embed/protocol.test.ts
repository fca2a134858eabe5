import { describe, expect, it } from 'vitest';
import { compareServices, type CompareScenario } from '../engine/index.ts';
import { readEmbedParams } from './params.ts';
import {
  decide,
  errorMessage,
  heightMessage,
  parseAllowedOrigins,
  planMessage,
  readyMessage,
  resultFor,
  targetOrigins,
  type IncomingEvent,
} from './protocol.ts';

const HOST = 'https://portal.example.com';
const OTHER = 'https://evil.example';
const allowed = [HOST, 'http://127.0.0.1:5173'];

const fssScenario = {
  version: 1,
  mode: 'recommend',
  service: 'file-storage',
  catalog: 'fss-2024-11',
  requirement: { readMBps: 1500, writeMBps: 500, ioSizeKiB: 64, clients: 40, readIoSizeKiB: 128 },
};

const compareScenario: CompareScenario = {
  version: 7,
  mode: 'recommend',
  service: 'compare',
  requirement: { readMBps: 800, writeMBps: 200, ioSizeKiB: 64, capacityGB: 5000 },
};

const fromHost = (data: unknown, extra: Partial<IncomingEvent> = {}): IncomingEvent => ({ origin: HOST, data, fromParent: true, ...extra });

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list of origins, trimmed and without duplicates', () => {
    expect(parseAllowedOrigins(' https://portal.example.com , http://127.0.0.1:5173/,https://portal.example.com')).toEqual({
      origins: ['https://portal.example.com', 'http://127.0.0.1:5173'],
      invalid: [],
    });
  });

  it('allows nothing when unset or empty', () => {
    expect(parseAllowedOrigins(undefined)).toEqual({ origins: [], invalid: [] });
    expect(parseAllowedOrigins(' , ')).toEqual({ origins: [], invalid: [] });
  });

  it('refuses wildcards, paths, other schemes and non-canonical spellings', () => {
    const { origins, invalid } = parseAllowedOrigins(
      '*, null, https://a.example/portal, ftp://b.example, https://c.example:443, https://d.example?x=1, https://ok.example',
    );
    expect(origins).toEqual(['https://ok.example']);
    expect(invalid).toEqual(['*', 'null', 'https://a.example/portal', 'ftp://b.example', 'https://c.example:443', 'https://d.example?x=1']);
  });
});

describe('decide: who is listened to', () => {
  const getPlan = { type: 'oci-planner:get-plan', version: 1 };

  it('ignores every origin that is not allowed, even with a valid message', () => {
    const d = decide({ origin: OTHER, data: getPlan, fromParent: true }, allowed);
    expect(d.kind).toBe('ignore');
    expect(d.kind === 'ignore' && d.reason).toContain('origin https://evil.example is not allowed');
  });

  it('ignores everything when no origin is allowed (the default build)', () => {
    expect(decide(fromHost(getPlan), []).kind).toBe('ignore');
  });

  it('ignores an allowed origin that is not the embedding page', () => {
    const d = decide(fromHost(getPlan, { fromParent: false }), allowed);
    expect(d.kind === 'ignore' && d.reason).toContain('did not come from the embedding page');
  });

  it('ignores messages that are not planner messages (other libraries on the host)', () => {
    for (const data of [null, 'hello', 42, { type: 'webpackOk' }, { source: 'react-devtools' }]) {
      expect(decide(fromHost(data), allowed).kind).toBe('ignore');
    }
  });
});

describe('decide: what the host may ask', () => {
  it('answers get-plan, with the request id', () => {
    expect(decide(fromHost({ type: 'oci-planner:get-plan', version: 1, requestId: 'r1' }), allowed)).toEqual({
      kind: 'get-plan',
      origin: HOST,
      requestId: 'r1',
    });
    expect(decide(fromHost({ type: 'oci-planner:get-plan', version: 1 }), allowed)).toEqual({ kind: 'get-plan', origin: HOST });
  });

  it('takes a compare scenario as it is', () => {
    const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario: compareScenario, requestId: 7 }), allowed);
    expect(d).toEqual({ kind: 'set-scenario', origin: HOST, scenario: compareScenario, dropped: [], requestId: 7 });
  });

  it("converts a one-service scenario as the store's import does, listing what it dropped", () => {
    const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario: fssScenario }), allowed);
    expect(d.kind).toBe('set-scenario');
    if (d.kind !== 'set-scenario') return;
    expect(d.scenario.service).toBe('compare');
    expect(d.scenario.requirement.readMBps).toBe(1500);
    expect(d.scenario.catalogs).toEqual({ fileStorage: 'fss-2024-11' });
    expect(d.dropped).toEqual(['readIoSizeKiB']);
  });

  it('takes growth, a daily profile and the demand as totals on a one-service scenario, as on a comparison (issue 36)', () => {
    const growth = { capacityPercentPerYear: 40, performancePercentPerYear: 60, horizonMonths: 12 };
    const profile = { peakHours: 9, offPeakLevelPercent: 30 };
    for (const service of ['file-storage', 'block-volume', 'dense-io', 'lustre']) {
      const capacity = service === 'dense-io' ? { usableCapacityGB: 10_000 } : { capacityGB: 10_000 };
      const scenario = { mode: 'recommend', service, requirement: { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, ...capacity }, growth, profile };
      const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario }), allowed);
      expect(d.kind, service).toBe('set-scenario');
      if (d.kind !== 'set-scenario') continue;
      expect(d.scenario.growth).toEqual(growth);
      expect(d.scenario.profile).toEqual(profile);
      expect(d.scenario.requirement).toMatchObject({ totalIops: 150_000, readSharePercent: 70, capacityGB: 10_000 });
    }
  });

  it('refuses a scenario with a __proto__ key, as links and files do (one parser for every way in)', () => {
    const scenario = structuredClone(JSON.parse('{"mode": "recommend", "service": "compare", "requirement": {"ioSizeKiB": 4, "__proto__": {"readMBps": 1}}}'));
    const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario }), allowed);
    expect(d.kind).toBe('reject');
    if (d.kind === 'reject') expect(d.reply.message).toContain('__proto__');
  });

  it('refuses an invalid scenario with a specific message for the host', () => {
    const bad = { ...compareScenario, requirement: { ...compareScenario.requirement, readMBps: -5 } };
    const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario: bad, requestId: 'x' }), allowed);
    expect(d.kind).toBe('reject');
    if (d.kind !== 'reject') return;
    expect(d.origin).toBe(HOST);
    expect(d.reply).toEqual({
      type: 'oci-planner:error',
      version: 1,
      requestId: 'x',
      message: expect.stringContaining('requirement.readMBps must be at least 0'),
    });
  });

  it('refuses an evaluate scenario (a given design), which the planner cannot show', () => {
    const evaluate = { mode: 'evaluate', service: 'dense-io', design: { shape: 'BM.DenseIO.E5.128' }, workload: { readPercent: 70, ioSizeKiB: 4 } };
    const d = decide(fromHost({ type: 'oci-planner:set-scenario', version: 1, scenario: evaluate }), allowed);
    expect(d.kind === 'reject' && d.reply.message).toContain('"evaluate" scenario');
  });

  it('refuses another protocol version, an unknown type and a missing scenario', () => {
    const cases: [unknown, string][] = [
      [{ type: 'oci-planner:get-plan', version: 2 }, 'version must be 1'],
      [{ type: 'oci-planner:get-plan' }, 'version must be 1'],
      [{ type: 'oci-planner:reset', version: 1 }, 'oci-planner:reset'],
      [{ type: 'oci-planner:set-scenario', version: 1 }, 'unsupported message'],
    ];
    for (const [data, text] of cases) {
      const d = decide(fromHost(data), allowed);
      expect(d.kind, JSON.stringify(data)).toBe('reject');
      expect(d.kind === 'reject' && d.reply.message, JSON.stringify(data)).toContain(text);
    }
  });
});

describe('outgoing messages', () => {
  const result = compareServices(compareScenario.requirement, compareScenario.catalogs, compareScenario.pricing);

  it('are versioned objects with the oci-planner: prefix', () => {
    expect(readyMessage('file-storage')).toEqual({ type: 'oci-planner:ready', version: 1, service: 'file-storage' });
    expect(heightMessage(512.2)).toEqual({ type: 'oci-planner:height', version: 1, height: 513 });
    expect(errorMessage('no', 'id-1')).toEqual({ type: 'oci-planner:error', version: 1, message: 'no', requestId: 'id-1' });
  });

  it("carry the locked service's recommendation, or the whole comparison", () => {
    expect(resultFor('compare', result)).toBe(result);
    expect(resultFor('file-storage', result)).toBe(result.fileStorage);
    expect(resultFor('block-volume', result)).toBe(result.blockVolume);
    expect(resultFor('dense-io', result)).toBe(result.denseIo);
    const plan = planMessage('file-storage', compareScenario, result, 3);
    expect(plan).toMatchObject({ type: 'oci-planner:plan', version: 1, service: 'file-storage', scenario: compareScenario, requestId: 3 });
    expect(plan.result).toBe(result.fileStorage);
    // The verdict the planner shows for that service, the same as the comparison's.
    const entry = result.entries.find((e) => e.service === 'file-storage')!;
    expect(plan.verdict).toEqual({ verdict: entry.verdict, caveats: entry.caveats, why: entry.why, design: 'recommended', remedies: [] });
    const all = planMessage('compare', compareScenario, result).verdict as Record<string, { verdict: string }>;
    expect(Object.keys(all)).toEqual(['file-storage', 'block-volume', 'dense-io', 'lustre']);
  });

  it('call a design that does not carry the closest, never recommended, and carry what would make it fit', () => {
    // One client cannot move 20 GB/s: no Lustre design carries it, and the remedies say how many clients would.
    const scenario: CompareScenario = {
      ...compareScenario,
      requirement: { readMBps: 20_000, ioSizeKiB: 1024, capacityGB: 100_000, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 },
    };
    const short = compareServices(scenario.requirement);
    const verdict = planMessage('lustre', scenario, short).verdict as unknown as { design: string; verdict: string; remedies: { code: string }[] };
    expect(verdict.verdict).toBe('does-not');
    expect(verdict.design).toBe('closest');
    expect(verdict.remedies.map((r) => r.code)).toContain('more-clients');
    const all = planMessage('compare', scenario, short).verdict as Record<string, { design: string; verdict: string }>;
    for (const v of Object.values(all)) expect(v.design).toBe(v.verdict === 'does-not' ? 'closest' : 'recommended');
  });

  it('survive postMessage (structured clone) and JSON unchanged', () => {
    const plan = planMessage('compare', compareScenario, result);
    expect(structuredClone(plan)).toEqual(plan);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });
});

describe('targetOrigins', () => {
  it('answers the allowed origin that last spoke', () => {
    expect(targetOrigins({ allowedOrigins: allowed, lastSender: HOST, parentOrigin: 'http://127.0.0.1:5173' })).toEqual([HOST]);
  });

  it('before any message: the embedding page if allowed (ancestorOrigins, then the referrer)', () => {
    expect(targetOrigins({ allowedOrigins: allowed, parentOrigin: HOST })).toEqual([HOST]);
    expect(targetOrigins({ allowedOrigins: allowed, parentOrigin: null, referrer: `${HOST}/pages/storage?x=1` })).toEqual([HOST]);
    expect(targetOrigins({ allowedOrigins: allowed, parentOrigin: OTHER, referrer: `${HOST}/` })).toEqual([HOST]);
  });

  it('else every allowed origin, and never one that is not allowed', () => {
    expect(targetOrigins({ allowedOrigins: allowed, parentOrigin: OTHER, referrer: 'not a url' })).toEqual(allowed);
    expect(targetOrigins({ allowedOrigins: [], parentOrigin: OTHER, lastSender: OTHER })).toEqual([]);
  });
});

describe('readEmbedParams', () => {
  it('is off unless embed=1', () => {
    expect(readEmbedParams('')).toEqual({ embed: false, service: null });
    expect(readEmbedParams('?embed=0&service=dense-io')).toEqual({ embed: false, service: null });
    expect(readEmbedParams('?embed=true')).toEqual({ embed: false, service: null });
  });

  it('locks a known service and ignores an unknown one', () => {
    expect(readEmbedParams('?embed=1&service=file-storage')).toEqual({ embed: true, service: 'file-storage' });
    expect(readEmbedParams('embed=1&service=compare')).toEqual({ embed: true, service: 'compare' });
    expect(readEmbedParams('?embed=1&service=lustre')).toEqual({ embed: true, service: 'lustre' });
    expect(readEmbedParams('?embed=1&service=tape')).toEqual({ embed: true, service: null });
    expect(readEmbedParams('?embed=1')).toEqual({ embed: true, service: null });
  });
});
