/**
 * The form's fields: which requirement key each one fills, its kind and its units. Field ids
 * are requirement keys (`readMBps`), or `metadataOpsPerSecond.<op>` for one metadata rate.
 * Canonical units are the engine's: MB/s (decimal), KiB (binary), GB (decimal).
 */
import { scenario, units, catalog, type CompareRequirement } from '../engine/index.ts';

export interface UnitSpec {
  readonly id: string;
  /** Canonical value = displayed value × factor. */
  readonly factor: number;
  readonly symbol: string;
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
  { id: 'MBps', factor: 1, symbol: 'MB/s' },
  { id: 'GBps', factor: units.MB_PER_GB, symbol: 'GB/s' },
];
const ioSizeUnits: readonly UnitSpec[] = [
  { id: 'KiB', factor: 1, symbol: 'KiB' },
  { id: 'MiB', factor: units.KIB_PER_MIB, symbol: 'MiB' },
];
const capacityUnits: readonly UnitSpec[] = [
  { id: 'GB', factor: 1, symbol: 'GB' },
  { id: 'TB', factor: units.GB_PER_TB, symbol: 'TB' },
];
const countUnit: readonly UnitSpec[] = [{ id: 'count', factor: 1, symbol: '' }];
const memoryUnit: readonly UnitSpec[] = [{ id: 'GB', factor: 1, symbol: 'GB' }];
const percentUnit: readonly UnitSpec[] = [{ id: 'percent', factor: 1, symbol: '%' }];
const msUnit: readonly UnitSpec[] = [{ id: 'ms', factor: 1, symbol: 'ms' }];
const opsUnit: readonly UnitSpec[] = [{ id: 'ops', factor: 1, symbol: 'ops/s' }];

export const METADATA_PREFIX = 'metadataOpsPerSecond.';

const baseFields: readonly FieldSpec[] = [
  { id: 'readMBps', kind: 'number', optional: true, units: throughputUnits },
  { id: 'writeMBps', kind: 'number', optional: true, units: throughputUnits },
  { id: 'readIops', kind: 'number', optional: true, units: opsUnit },
  { id: 'writeIops', kind: 'number', optional: true, units: opsUnit },
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

export const fieldSpecs: readonly FieldSpec[] = [...baseFields, ...metadataFields];

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
