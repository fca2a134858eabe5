/**
 * The form's fields: which requirement key each one fills, its kind and its units. Field ids
 * are requirement keys (`readMBps`), or `metadataOpsPerSecond.<op>` for one metadata rate, or
 * `tenancyLimits.mountTargetsPerAd.<type>` for the tenancy's own limit of one mount-target type.
 * Canonical units are the engine's: MB/s (decimal), KiB (binary), GB (decimal).
 */
import { scenario, units, catalog, fss, type CompareRequirement } from '../engine/index.ts';

export interface UnitSpec {
  readonly id: string;
  /** Canonical value = displayed value × factor. */
  readonly factor: number;
  readonly symbol: string;
  /** What a user may type after the number for this unit, lower case without spaces (`unitText.ts`). */
  readonly aliases?: readonly string[];
}

export type FieldKind = 'number' | 'integer' | 'choice' | 'flag' | 'text';

export interface FieldSpec {
  readonly id: string;
  readonly kind: FieldKind;
  readonly optional: boolean;
  /** The first unit is canonical. */
  readonly units?: readonly UnitSpec[];
  /** Allowed values for a `choice` field. */
  readonly choices?: readonly string[];
}

const throughputUnits: readonly UnitSpec[] = [
  { id: 'MBps', factor: 1, symbol: 'MB/s', aliases: ['mb/s', 'mbps', 'mb/sec'] },
  { id: 'GBps', factor: units.MB_PER_GB, symbol: 'GB/s', aliases: ['gb/s', 'gbps', 'gb/sec'] },
];
// "8K" and "1M" are how people say I/O sizes, and mean binary sizes (fio's bs=8k is 8 KiB).
const ioSizeUnits: readonly UnitSpec[] = [
  { id: 'KiB', factor: 1, symbol: 'KiB', aliases: ['kib', 'kb', 'k'] },
  { id: 'MiB', factor: units.KIB_PER_MIB, symbol: 'MiB', aliases: ['mib', 'mb', 'm'] },
];
const capacityUnits: readonly UnitSpec[] = [
  { id: 'GB', factor: 1, symbol: 'GB', aliases: ['gb'] },
  { id: 'TB', factor: units.GB_PER_TB, symbol: 'TB', aliases: ['tb'] },
];
const countUnit: readonly UnitSpec[] = [{ id: 'count', factor: 1, symbol: '' }];
const memoryUnit: readonly UnitSpec[] = [{ id: 'GB', factor: 1, symbol: 'GB', aliases: ['gb'] }];
const percentUnit: readonly UnitSpec[] = [{ id: 'percent', factor: 1, symbol: '%', aliases: ['%'] }];
const msUnit: readonly UnitSpec[] = [{ id: 'ms', factor: 1, symbol: 'ms', aliases: ['ms'] }];
const opsUnit: readonly UnitSpec[] = [{ id: 'ops', factor: 1, symbol: 'ops/s', aliases: ['iops', 'ops/s', 'ops', 'op/s', 'io/s'] }];

export const METADATA_PREFIX = 'metadataOpsPerSecond.';
/** The tenancy's own per-AD limit of one mount-target type (`tenancyLimits.mountTargetsPerAd.<type>`). */
export const TENANCY_PREFIX = 'tenancyLimits.mountTargetsPerAd.';

const baseFields: readonly FieldSpec[] = [
  { id: 'readMBps', kind: 'number', optional: true, units: throughputUnits },
  { id: 'writeMBps', kind: 'number', optional: true, units: throughputUnits },
  { id: 'readIops', kind: 'number', optional: true, units: opsUnit },
  { id: 'writeIops', kind: 'number', optional: true, units: opsUnit },
  // The same demand as totals and a read share (the form shows one way or the other; demand.ts).
  { id: 'totalMBps', kind: 'number', optional: true, units: throughputUnits },
  { id: 'totalIops', kind: 'number', optional: true, units: opsUnit },
  { id: 'readSharePercent', kind: 'number', optional: true, units: percentUnit },
  { id: 'ioSizeKiB', kind: 'number', optional: false, units: ioSizeUnits },
  { id: 'capacityGB', kind: 'number', optional: true, units: capacityUnits },
  { id: 'clients', kind: 'integer', optional: true, units: countUnit },
  { id: 'clientShape', kind: 'text', optional: true },
  { id: 'clientOcpus', kind: 'number', optional: true, units: countUnit },
  { id: 'clientMemoryGB', kind: 'number', optional: true, units: memoryUnit },
  { id: 'nconnect', kind: 'integer', optional: true, units: countUnit },
  { id: 'inTransitEncryption', kind: 'flag', optional: true },
  { id: 'tlsClient', kind: 'choice', optional: true, choices: ['linux', 'windows'] },
  { id: 'threadsPerClient', kind: 'integer', optional: true, units: countUnit },
  { id: 'queueDepth', kind: 'integer', optional: true, units: countUnit },
  { id: 'fssLatencyMs', kind: 'number', optional: true, units: msUnit },
  { id: 'bvLatencyMs', kind: 'number', optional: true, units: msUnit },
  { id: 'targetUtilizationPercent', kind: 'number', optional: true, units: percentUnit },
  { id: 'mountTargetType', kind: 'choice', optional: true, choices: catalog.mountTargetTypes },
  { id: 'raid', kind: 'choice', optional: true, choices: catalog.raidLevels },
  { id: 'basis', kind: 'choice', optional: true, choices: ['sla', 'typical'] },
  { id: 'fssBasis', kind: 'choice', optional: true, choices: fss.fssBases },
  { id: 'scratchData', kind: 'flag', optional: true },
  { id: 'sharedAccess', kind: 'flag', optional: true },
  { id: 'maxLatencyMs', kind: 'number', optional: true, units: msUnit },
  { id: 'billBasis', kind: 'choice', optional: true, choices: scenario.billBases },
];

const metadataFields: readonly FieldSpec[] = scenario.metadataOps.map((op) => ({
  id: METADATA_PREFIX + op,
  kind: 'number' as const,
  optional: true,
  units: opsUnit,
}));

const tenancyFields: readonly FieldSpec[] = catalog.mountTargetTypes.map((type) => ({
  id: TENANCY_PREFIX + type,
  kind: 'integer' as const,
  optional: true,
  units: countUnit,
}));

export const fieldSpecs: readonly FieldSpec[] = [...baseFields, ...metadataFields, ...tenancyFields];

const byId = new Map(fieldSpecs.map((f) => [f.id, f]));

export function findField(id: string): FieldSpec | undefined {
  return byId.get(id);
}

/** The unit a field shows in, by id; the canonical unit when `unitId` is unknown. */
export function unitOf(spec: FieldSpec, unitId: string | undefined): UnitSpec | undefined {
  return spec.units?.find((u) => u.id === unitId) ?? spec.units?.[0];
}

/** The form field an engine issue path names (`requirement.readMBps` -> `readMBps`), or null. */
export function fieldIdOfPath(path: string): string | null {
  if (!path.startsWith('requirement.')) return null;
  const rest = path.slice('requirement.'.length);
  return byId.has(rest) ? rest : null;
}

type RequirementValue = number | string | boolean | undefined;

/** The value a field holds in a requirement (canonical unit). */
export function readRequirement(r: CompareRequirement, id: string): RequirementValue {
  if (id.startsWith(METADATA_PREFIX)) {
    const op = id.slice(METADATA_PREFIX.length) as keyof NonNullable<CompareRequirement['metadataOpsPerSecond']>;
    return r.metadataOpsPerSecond?.[op];
  }
  if (id.startsWith(TENANCY_PREFIX)) {
    const type = id.slice(TENANCY_PREFIX.length) as keyof NonNullable<NonNullable<CompareRequirement['tenancyLimits']>['mountTargetsPerAd']>;
    return r.tenancyLimits?.mountTargetsPerAd?.[type];
  }
  return r[id as keyof CompareRequirement] as RequirementValue;
}

/** A copy of the requirement with one field set (undefined removes it). Not validated. */
export function writeRequirement(r: CompareRequirement, id: string, value: RequirementValue): CompareRequirement {
  if (id.startsWith(METADATA_PREFIX)) {
    const op = id.slice(METADATA_PREFIX.length);
    const rates: Record<string, number> = { ...r.metadataOpsPerSecond };
    if (value === undefined) delete rates[op];
    else rates[op] = value as number;
    const { metadataOpsPerSecond: _old, ...rest } = r;
    return Object.keys(rates).length > 0 ? { ...rest, metadataOpsPerSecond: rates } : rest;
  }
  if (id.startsWith(TENANCY_PREFIX)) {
    const type = id.slice(TENANCY_PREFIX.length);
    const limits: Record<string, number> = { ...r.tenancyLimits?.mountTargetsPerAd };
    if (value === undefined) delete limits[type];
    else limits[type] = value as number;
    const { tenancyLimits: _old, ...rest } = r;
    return Object.keys(limits).length > 0 ? { ...rest, tenancyLimits: { mountTargetsPerAd: limits } } : rest;
  }
  const next: Record<string, unknown> = { ...r };
  if (value === undefined) delete next[id];
  else next[id] = value;
  return next as CompareRequirement;
}

/** A readable unit for a value: GB/s from 1,000 MB/s, MiB for whole MiB, TB from 1,000 GB. */
export function naturalUnit(spec: FieldSpec, value: RequirementValue): string | undefined {
  const units = spec.units;
  if (!units || units.length < 2) return units?.[0]?.id;
  const big = units[1]!;
  if (typeof value !== 'number') return units[0]!.id;
  return value >= big.factor && Number.isInteger((value / big.factor) * 1000) ? big.id : units[0]!.id;
}

/**
 * The fields a requirement fills, in the form's order (the metadata rates as one,
 * `metadataOpsPerSecond`): what an example sets, and what starting again clears.
 */
export function filledFields(r: CompareRequirement): string[] {
  const out: string[] = [];
  for (const spec of baseFields) if (readRequirement(r, spec.id) !== undefined) out.push(spec.id);
  if (r.metadataOpsPerSecond && Object.keys(r.metadataOpsPerSecond).length > 0) out.push('metadataOpsPerSecond');
  if (r.tenancyLimits) out.push('tenancyLimits');
  return out;
}
