/**
 * The derived workload as a scenario the planner takes: the requirement of one service (or of
 * the comparison) filled from the measurements, and a recommend scenario around it. Fields the
 * measurements do not give are left out; `missing` names the required ones among them (the
 * I/O size, for instance, needs operations as well as bytes).
 */
import { SCENARIO_VERSION, parseScenario, type Scenario } from '../scenario/index.ts';
import type { ScenarioIssue } from '../scenario/issues.ts';
import type { DerivedWorkload } from './derive.ts';
import { measuredFields, type Measured } from '../scenario/measured.ts';

export const measuredServices = ['file-storage', 'block-volume', 'dense-io', 'lustre', 'compare'] as const;
export type MeasuredService = (typeof measuredServices)[number];

const mbps = (w: DerivedWorkload) => (w.fields.readMBps ?? 0) + (w.fields.writeMBps ?? 0);
const iops = (w: DerivedWorkload) => (w.fields.readIops ?? 0) + (w.fields.writeIops ?? 0);
const readPercent = (w: DerivedWorkload) => {
  const total = iops(w) > 0 ? iops(w) : mbps(w);
  const read = iops(w) > 0 ? (w.fields.readIops ?? 0) : (w.fields.readMBps ?? 0);
  return total > 0 ? Math.round((read / total) * 1000) / 10 : undefined;
};
const has = <T>(v: T | undefined, key: string): Record<string, T> => (v === undefined ? {} : { [key]: v });

/** The requirement fields for a service, and the required fields the measurements left empty. */
export function requirementFor(w: DerivedWorkload, service: MeasuredService): { requirement: Record<string, unknown>; missing: string[] } {
  const f = w.fields;
  const demand = { ...has(f.readMBps, 'readMBps'), ...has(f.writeMBps, 'writeMBps'), ...has(f.readIops, 'readIops'), ...has(f.writeIops, 'writeIops') };
  const meta = Object.keys(w.metadataOpsPerSecond).length > 0 ? { metadataOpsPerSecond: w.metadataOpsPerSecond } : {};
  const size = has(f.ioSizeKiB, 'ioSizeKiB');
  const missing = f.ioSizeKiB === undefined ? ['ioSizeKiB'] : [];
  let requirement: Record<string, unknown>;
  if (service === 'file-storage')
    requirement = {
      ...demand,
      ...size,
      ...has(f.readIoSizeKiB, 'readIoSizeKiB'),
      ...has(f.writeIoSizeKiB, 'writeIoSizeKiB'),
      ...meta,
      ...has(f.capacityGB, 'capacityGB'),
      ...has(f.clients, 'clients'),
    };
  else if (service === 'lustre') requirement = { ...demand, ...size, ...meta, ...has(f.capacityGB, 'capacityGB'), ...has(f.clients, 'clients') };
  else if (service === 'compare') requirement = { ...demand, ...size, ...meta, ...has(f.capacityGB, 'capacityGB'), ...has(f.clients, 'clients') };
  else if (service === 'block-volume') {
    requirement = {
      iops: iops(w),
      throughputMBps: Math.round(mbps(w) * 100) / 100,
      ...size,
      ...has(readPercent(w), 'readPercent'),
      ...has(f.capacityGB, 'capacityGB'),
    };
    if (f.capacityGB === undefined) missing.push('capacityGB');
  } else {
    requirement = { iops: iops(w), ...size, ...has(readPercent(w), 'readPercent'), ...has(f.capacityGB, 'usableCapacityGB') };
    if (readPercent(w) === undefined) missing.push('readPercent');
  }
  return { requirement, missing };
}

/** Where the requirement came from, as the scenario carries it (`measured`). */
export function measuredOf(w: DerivedWorkload, requirement: Readonly<Record<string, unknown>>, base: Readonly<Record<string, unknown>> = {}): Measured {
  const fields = measuredFields.filter((f) => requirement[f] !== undefined && base[f] === undefined);
  const metrics = [...new Set(Object.values(w.provenance).flatMap((p) => p?.metrics ?? []))].slice(0, 100);
  const resolution = Object.values(w.provenance).find((p) => p?.resolutionSeconds)?.resolutionSeconds;
  return {
    statistic: w.statistic,
    basis: w.basis,
    from: new Date(w.fromMs).toISOString(),
    to: new Date(w.toMs).toISOString(),
    // The file's own name, not the folder it sat in on the user's machine.
    files: w.files.slice(0, 50).map((f) => ({ name: (f.name.split(/[\\/]/).pop() || f.name).slice(-200), format: f.format })),
    metrics: metrics.map((m) => m.slice(0, 80)),
    fields,
    ...(resolution ? { resolutionSeconds: resolution } : {}),
  };
}

/**
 * A recommend scenario for the service with the derived requirement over `base` (fields the
 * user gave: a capacity, an I/O size), checked by the scenario schema.
 */
export function scenarioFromWorkload(
  w: DerivedWorkload,
  service: MeasuredService,
  base: Readonly<Record<string, unknown>> = {},
): { ok: true; scenario: Scenario } | { ok: false; missing: string[]; issues: ScenarioIssue[] } {
  const { requirement, missing } = requirementFor(w, service);
  const merged = { ...requirement, ...base };
  const stillMissing = missing.filter((k) => merged[k] === undefined);
  if (stillMissing.length > 0) return { ok: false, missing: stillMissing, issues: [] };
  const parsed = parseScenario({ version: SCENARIO_VERSION, mode: 'recommend', service, requirement: merged, measured: measuredOf(w, requirement, base) });
  return parsed.ok ? { ok: true, scenario: parsed.value } : { ok: false, missing: [], issues: [...parsed.issues] };
}

/** A derived figure the scenario schema refuses: its field, the value, and the bound it passes. */
export interface OutOfBounds {
  readonly field: string;
  readonly value: number;
  readonly code: 'tooBig' | 'tooSmall';
  readonly bound: number;
}

/**
 * The derived figures the scenario schema refuses, checked by the same schema a typed-in
 * requirement goes through (a comparison's requirement: the widest of the services'), so a
 * workload the form would not take is named before it is offered, never dropped on "use".
 */
export function outOfBounds(w: DerivedWorkload): OutOfBounds[] {
  const { requirement } = requirementFor(w, 'compare');
  const parsed = parseScenario({ version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, ...requirement } });
  if (parsed.ok) return [];
  return parsed.issues.flatMap((issue) => {
    const field = issue.path.startsWith('requirement.') ? issue.path.slice('requirement.'.length).split('.')[0]! : '';
    const value = (w.fields as Record<string, number | undefined>)[field];
    if (value === undefined || (issue.code !== 'tooBig' && issue.code !== 'tooSmall')) return [];
    const bound = Number(issue.code === 'tooBig' ? issue.params.maximum : issue.params.minimum);
    return [{ field, value, code: issue.code, bound }];
  });
}
