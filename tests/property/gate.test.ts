/**
 * The gate, generated (issue 27, "Done when"): scenario documents with an inherited or reserved
 * name, or an absurd number, or a value of the wrong kind, in any field, sent through every way
 * in (the engine, the command line, a link, an import, the stored session, a pinned plan, a
 * saved scenario, an embed message). Nothing throws; a document refused is refused with a
 * message naming the field (the command line exits 2); one taken plans without a throw.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { planText } from '../../src/cli.ts';
import { compareServices, parseScenario, type CompareScenario } from '../../src/engine/index.ts';
import { waysIn } from '../fixtures/waysIn.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(60);

const inherited = Object.getOwnPropertyNames(Object.prototype);
const reserved = ['__proto__', 'constructor', 'prototype', 'then', 'toJSON', ''];
const absurd = [5e-324, -5e-324, 1e-308, 1e308, -1, -0, 0, 2 ** 53 + 1, 1e21, 0.1 + 0.2, Number.MAX_SAFE_INTEGER];

/** Every field of a comparison, top level and requirement. */
const requirementFields = [
  'readMBps',
  'writeMBps',
  'readIops',
  'writeIops',
  'totalMBps',
  'totalIops',
  'readSharePercent',
  'ioSizeKiB',
  'capacityGB',
  'mountTargetType',
  'targetUtilizationPercent',
  'clients',
  'clientShape',
  'clientOcpus',
  'nconnect',
  'inTransitEncryption',
  'tlsClient',
  'threadsPerClient',
  'queueDepth',
  'fssLatencyMs',
  'bvLatencyMs',
  'raid',
  'basis',
  'fssBasis',
  'sharedAccess',
  'maxLatencyMs',
  'clientMemoryGB',
  'billBasis',
  'scratchData',
  'metadataOpsPerSecond',
];
const topFields = ['version', 'mode', 'service', 'name', 'notes', 'catalogs', 'pricing', 'calibration'];

/** A total needs its read share, and the other way round: the message may name the field that is missing. */
const related: Readonly<Record<string, readonly string[]>> = {
  'requirement.totalIops': ['requirement.readSharePercent'],
  'requirement.totalMBps': ['requirement.readSharePercent'],
  'requirement.readSharePercent': ['requirement.totalIops', 'requirement.totalMBps'],
};

const valueArb = fc.oneof(
  fc.constantFrom(...inherited, ...reserved),
  fc.constantFrom(...absurd),
  fc.constantFrom({}, [], null, true, 'x'.repeat(10_000), { toString: 1 }),
  fc.double({ noNaN: true }),
);

const docArb = fc.record({
  where: fc.constantFrom('top', 'requirement'),
  top: fc.constantFrom(...topFields),
  field: fc.constantFrom(...requirementFields),
  value: valueArb,
});

function documentOf(d: { where: string; top: string; field: string; value: unknown }): { doc: Record<string, unknown>; path: string } {
  const requirement: Record<string, unknown> = { readMBps: 500, ioSizeKiB: 64, capacityGB: 1000, clients: 2 };
  const doc: Record<string, unknown> = { version: 5, mode: 'recommend', service: 'compare', requirement };
  // Own keys, as JSON.parse makes them (even "__proto__").
  if (d.where === 'top') Object.defineProperty(doc, d.top, { value: d.value, enumerable: true, writable: true, configurable: true });
  else Object.defineProperty(requirement, d.field, { value: d.value, enumerable: true, writable: true, configurable: true });
  return { doc, path: d.where === 'top' ? d.top : `requirement.${d.field}` };
}

describe('hostile documents through every way in', () => {
  it('no throw; refused with the field named (exit 2 from the command line), or taken and planned', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(docArb, (d) => {
        const { doc, path } = documentOf(d);
        // As text (a file, a link, storage) the document is what JSON makes of it.
        const asJson = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
        const parsed = parseScenario(asJson);
        if (parsed.ok) {
          const s = parsed.value as CompareScenario;
          expect(() => compareServices(s.requirement, s.catalogs, s.pricing, s.calibration)).not.toThrow();
        }
        const cli = planText(JSON.stringify(doc));
        expect(cli.code === 0 || cli.code === 2, cli.stderr).toBe(true);
        for (const [way, read] of Object.entries(waysIn)) {
          const outcome = read(way === 'embed' ? doc : asJson);
          if (!outcome.refused) continue;
          const named = [path, ...(related[path] ?? [])].some((p) => outcome.message.includes(p));
          expect(named, `${way}: ${path} = ${(JSON.stringify(d.value) ?? typeof d.value).slice(0, 40)}: ${outcome.message}`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    warn.mockRestore();
  });
});
