/**
 * Any valid scenario to the compare scenario the app works on. A recommend scenario for one
 * service becomes the same requirement across services (fields the comparison has no place
 * for are listed in `dropped`); an evaluate scenario (a given design) cannot be converted.
 */
import {
  SCENARIO_VERSION,
  parseScenario,
  units,
  type BvRequirement,
  type CompareRequirement,
  type CompareScenario,
  type DioRequirement,
  type FssRequirement,
  type LustreRequirement,
  type Scenario,
  type ScenarioIssue,
} from '../engine/index.ts';
import { describeIssues } from './issueText.ts';

export type Conversion =
  | { readonly ok: true; readonly scenario: CompareScenario; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly message: string; readonly issues?: readonly ScenarioIssue[] };

type Doc = Pick<Exclude<Scenario, { service: 'workloads' }>, 'version' | 'name' | 'notes' | 'pricing' | 'calibration' | 'measured'>;

function common(s: Doc): Partial<CompareScenario> {
  return {
    version: SCENARIO_VERSION,
    ...(s.name !== undefined ? { name: s.name } : {}),
    ...(s.notes !== undefined ? { notes: s.notes } : {}),
    ...(s.pricing !== undefined ? { pricing: s.pricing } : {}),
    ...(s.calibration !== undefined ? { calibration: s.calibration } : {}),
    ...(s.measured !== undefined ? { measured: s.measured } : {}),
  };
}

function fromFss(r: FssRequirement): { requirement: CompareRequirement; dropped: string[] } {
  const { readIoSizeKiB, writeIoSizeKiB, ...rest } = r;
  const dropped = [readIoSizeKiB !== undefined ? 'readIoSizeKiB' : '', writeIoSizeKiB !== undefined ? 'writeIoSizeKiB' : ''].filter(Boolean);
  return { requirement: rest, dropped };
}

function split(total: number | undefined, readPercent: number): { read?: number; write?: number } {
  if (total === undefined) return {};
  const read = (total * readPercent) / 100;
  return { read, write: total - read };
}

/** The comparison's own demand fields, as one service's requirement stated them (one way to state demand everywhere). */
const COMPARE_DEMAND = ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'totalMBps', 'totalIops', 'readSharePercent'] as const;

function comparisonDemand(r: BvRequirement | DioRequirement): Partial<CompareRequirement> | null {
  const out: Partial<CompareRequirement> = {};
  for (const k of COMPARE_DEMAND) if (r[k] !== undefined) out[k] = r[k];
  return Object.keys(out).length > 0 ? out : null;
}

function fromBv(r: BvRequirement): { requirement: CompareRequirement; dropped: string[] } {
  const p = r.readPercent ?? 100;
  const ops = split(r.iops, p);
  const mbps = split(r.throughputMBps, p);
  const stated = comparisonDemand(r);
  const requirement: CompareRequirement = {
    ioSizeKiB: r.ioSizeKiB,
    capacityGB: r.capacityGB,
    ...(stated ?? {}),
    ...(ops.read !== undefined ? { readIops: ops.read, writeIops: ops.write } : {}),
    ...(mbps.read !== undefined ? { readMBps: mbps.read, writeMBps: mbps.write } : {}),
    ...(r.instanceShape !== undefined ? { clientShape: r.instanceShape } : {}),
    ...(r.ocpus !== undefined ? { clientOcpus: r.ocpus } : {}),
  };
  const dropped = [r.performanceLevel !== undefined ? 'performanceLevel' : '', r.attachment !== undefined ? 'attachment' : ''].filter(Boolean);
  return { requirement, dropped };
}

function fromDio(r: DioRequirement): { requirement: CompareRequirement; dropped: string[] } {
  const ops = split(r.iops, r.readPercent ?? 100);
  const stated = comparisonDemand(r);
  const requirement: CompareRequirement = {
    ioSizeKiB: r.ioSizeKiB,
    ...(stated ?? { readIops: ops.read, writeIops: ops.write }),
    ...(r.usableCapacityGB !== undefined ? { capacityGB: r.usableCapacityGB } : {}),
    ...(r.raid !== undefined ? { raid: r.raid } : {}),
    ...(r.basis !== undefined ? { basis: r.basis } : {}),
    ...(r.maxLatencyUs !== undefined ? { maxLatencyMs: units.usToMs(r.maxLatencyUs) } : {}),
  };
  return { requirement, dropped: [] };
}

function fromLustre(r: LustreRequirement): { requirement: CompareRequirement; dropped: string[] } {
  const { performanceTierMBpsPerTB, latencyMs, ...rest } = r;
  const dropped = [performanceTierMBpsPerTB !== undefined ? 'performanceTierMBpsPerTB' : '', latencyMs !== undefined ? 'latencyMs' : ''].filter(Boolean);
  return { requirement: rest, dropped };
}

/** The compare scenario for a valid scenario, validated again after conversion. */
export function toCompareScenario(s: Scenario): Conversion {
  if (s.service === 'compare') return { ok: true, scenario: s, dropped: [] };
  if (s.service === 'workloads') return { ok: false, message: 'this is a plan of several workloads (version 6); the form holds one workload at a time' };
  if (s.mode === 'evaluate') {
    return {
      ok: false,
      message: `this is a ${s.service} "evaluate" scenario (a given design); the planner reads "recommend" scenarios, which state a requirement`,
    };
  }
  let converted: { requirement: CompareRequirement; dropped: string[] };
  let catalogs: CompareScenario['catalogs'];
  switch (s.service) {
    case 'file-storage':
      converted = fromFss(s.requirement);
      catalogs = s.catalog ? { fileStorage: s.catalog } : undefined;
      break;
    case 'block-volume':
      converted = fromBv(s.requirement);
      catalogs = s.catalog ? { blockVolume: s.catalog } : undefined;
      break;
    case 'dense-io':
      converted = fromDio(s.requirement);
      catalogs = s.catalog ? { denseIo: s.catalog } : undefined;
      break;
    case 'lustre':
      converted = fromLustre(s.requirement);
      catalogs = s.catalog ? { lustre: s.catalog } : undefined;
      break;
  }
  // Growth and the daily profile are the comparison's as they are any plan's (issue 36).
  const overTime = { ...(s.growth ? { growth: s.growth } : {}), ...(s.profile ? { profile: s.profile } : {}) };
  const doc = { ...common(s), mode: 'recommend', service: 'compare', ...(catalogs ? { catalogs } : {}), requirement: converted.requirement, ...overTime };
  const parsed = parseScenario(doc);
  if (!parsed.ok) return { ok: false, message: `the ${s.service} scenario could not be converted: ${describeIssues(parsed.issues)}` };
  return { ok: true, scenario: parsed.value as CompareScenario, dropped: converted.dropped };
}

export { describeIssues };

/** Parses an unknown value (already JSON-decoded) all the way to a compare scenario. */
export function readCompareScenario(input: unknown): Conversion {
  const parsed = parseScenario(input);
  if (!parsed.ok) return { ok: false, message: describeIssues(parsed.issues), issues: parsed.issues };
  return toCompareScenario(parsed.value);
}
