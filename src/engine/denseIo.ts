/**
 * Dense I/O (local NVMe) planning: IOPS by read/write mix for each shape, RAID usable
 * capacity and write penalty, and the cheapest shape that carries a requirement.
 */
import { defaultCatalogs, dioEditions, raidLevelsCatalog } from '../catalog/index.ts';
import type { Cited, DenseIoShape, DioEdition, SourceId } from '../catalog/types.ts';
import { monthlyUSD, priceLines, type CostLineInput } from './cost.ts';
import { limitUse, type EvaluationBase, type Cost, type LimitUse, type PlanWarning } from './results.ts';
import type { DioDesign, DioRequirement, DioWorkload, Pricing, RaidLevel } from './scenario.ts';
import type { DioReason, DioRuledOutCode } from './reasons.ts';
import { GB_PER_TB, finite } from './units.ts';

export type IopsBasis = 'measured' | 'sla' | 'extrapolated';

export interface MixIops {
  readonly iops: number;
  readonly basis: IopsBasis;
  /** The catalog figure the IOPS come from, with the basis of this use of it. */
  readonly cited: Cited;
}

export interface DioEvaluation extends EvaluationBase<'dense-io'> {
  readonly design: { readonly shape: string; readonly raid: RaidLevel };
  /** Front-end IOPS after the RAID write penalty, on the basis asked for. */
  readonly iops: number;
  readonly iopsBasis: IopsBasis;
  /** Front-end IOPS from the SLA floor after the RAID penalty: what OCI guarantees. */
  readonly guaranteedIops: number;
  /** Front-end IOPS from the typical (measured or extrapolated) figure, after RAID. */
  readonly typicalIops: number;
  readonly typicalBasis: IopsBasis;
  readonly rawIops: number;
  readonly readPercent: number;
  readonly writePenalty: number;
  readonly usableCapacityGB: number;
  readonly rawCapacityGB: number;
  readonly latencyUs: number;
  /** False when the RAID layout is not possible on this shape's drives. */
  readonly feasible: boolean;
}

export interface DioOption {
  readonly shape: string;
  readonly iops: number;
  readonly usableCapacityGB: number;
  readonly monthlyUSD: number | null;
  readonly fits: boolean;
  readonly reason?: DioRuledOutCode;
}

export interface DioRecommendation {
  readonly service: 'dense-io';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly feasible: boolean;
  readonly design: { readonly shape: string; readonly raid: RaidLevel };
  readonly evaluation: DioEvaluation;
  readonly loads: readonly LimitUse[];
  readonly reason: DioReason;
  readonly alternatives: readonly DioOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

export function dioEdition(id: string | undefined): DioEdition | undefined {
  return dioEditions[(id ?? defaultCatalogs.denseIo) as keyof typeof dioEditions];
}

/** Linear interpolation of the one-device curve between the measured mixes (flat outside). */
export function deviceIops(shape: DenseIoShape, readPercent: number): number | null {
  const curve = shape.deviceIopsByReadPercent;
  if (!curve || curve.length === 0) return null;
  const first = curve[0]!;
  if (readPercent <= first.readPercent) return first.iops.value;
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1]!;
    const b = curve[i]!;
    if (readPercent <= b.readPercent) {
      const t = (readPercent - a.readPercent) / (b.readPercent - a.readPercent);
      return a.iops.value + (b.iops.value - a.iops.value) * t;
    }
  }
  return curve[curve.length - 1]!.iops.value;
}

/**
 * Typical IOPS of the whole shape at a mix. Where all devices were measured at one mix, the
 * one-device curve is scaled to pass through that point (measured at that mix, extrapolated
 * elsewhere); otherwise one device x drives (extrapolated). Without any measurement the SLA
 * floor is all there is.
 */
export function typicalIops(shape: DenseIoShape, readPercent: number): MixIops {
  const device = deviceIops(shape, readPercent);
  if (device === null) {
    return slaIops(shape);
  }
  // One device's measured curve × the drives; `headlineCheck` compares it with the deck's headline.
  const measured = shape.deviceIopsByReadPercent![0]!.iops;
  return { iops: device * shape.drives.value, basis: 'extrapolated', cited: { ...measured, basis: 'extrapolated' } };
}

/**
 * The deck's all-devices headline ("~3.0MM" at 50/50 on BM.DenseIO2.52) against the one-device
 * curve × the drives at the same mix. The curve is measured at seven mixes; the headline is a
 * single figure printed to one decimal of a million, so the planner plans on the curve and
 * shows the difference.
 */
export function headlineCheck(shape: DenseIoShape): { readonly headline: number; readonly readPercent: number; readonly curve: number; readonly differencePercent: number } | null {
  const all = shape.allDevicesMeasured;
  const device = all ? deviceIops(shape, all.readPercent) : null;
  if (!all || device === null) return null;
  const curve = device * shape.drives.value;
  return { headline: all.iops.value, readPercent: all.readPercent, curve, differencePercent: ((all.iops.value - curve) / curve) * 100 };
}

/** The SLA floor: defined at 4 KiB 100% random write; applied by the planner at every mix. */
export function slaIops(shape: DenseIoShape): MixIops {
  return { iops: shape.slaIops.value, basis: 'sla', cited: shape.slaIops };
}

export interface RaidLayout {
  readonly usableDrives: number;
  readonly writePenalty: number;
  readonly valid: boolean;
  /** Why an invalid layout is not possible, as a code with the rule's figures (absent when valid). */
  readonly violation?: RaidViolation;
}

/** The drive rule a RAID layout breaks: too few drives, an odd count where pairs are needed, or too many. */
export interface RaidViolation {
  readonly code: 'tooFewDrives' | 'oddDrives' | 'tooManyDrives';
  readonly drives: number;
  readonly minDrives: number;
  readonly maxDrives: number | null;
}

/** Usable drives and write penalty of a RAID level over `drives` drives. */
export function raidLayout(raid: RaidLevel, drives: number): RaidLayout {
  const spec = raidLevelsCatalog[raid];
  const code = drives < spec.minDrives.value ? 'tooFewDrives'
    : spec.evenDrives && drives % 2 !== 0 ? 'oddDrives'
    : spec.maxDrives !== undefined && drives > spec.maxDrives.value ? 'tooManyDrives'
    : null;
  const usable = raid === '0' ? drives : raid === '1' || raid === '10' ? drives / 2 : raid === '5' ? drives - 1 : drives - 2;
  return code === null
    ? { usableDrives: usable, writePenalty: spec.writePenalty.value, valid: true }
    : {
        usableDrives: Math.max(0, usable),
        writePenalty: spec.writePenalty.value,
        valid: false,
        violation: { code, drives, minDrives: spec.minDrives.value, maxDrives: spec.maxDrives?.value ?? null },
      };
}

/** Front-end IOPS from back-end IOPS under a write penalty: raw / (read + write x penalty). */
export function frontEndIops(rawIops: number, readPercent: number, penalty: number): number {
  const r = readPercent / 100;
  return finite(rawIops / (r + (1 - r) * penalty));
}

/** The price lines of a shape, or null where no public price was found. */
function dioCostLines(shape: DenseIoShape): CostLineInput[] | null {
  switch (shape.priceFamily) {
    case 'denseio-e4':
    case 'denseio-e5': {
      const e4 = shape.priceFamily === 'denseio-e4';
      return [
        { code: 'dioOcpus', params: {}, key: e4 ? 'denseIoE4Ocpu' : 'denseIoE5Ocpu', quantity: shape.ocpus.value, unit: 'OCPU' },
        { code: 'dioMemory', params: {}, key: e4 ? 'denseIoE4MemoryGB' : 'denseIoE5MemoryGB', quantity: shape.memoryGB.value, unit: 'GB' },
        { code: 'dioNvme', params: {}, key: e4 ? 'denseIoE4NvmeTB' : 'denseIoE5NvmeTB', quantity: shape.rawTB.value, unit: 'TB' },
      ];
    }
    case 'denseio-x7':
      return [{ code: 'dioOcpusAll', params: {}, key: 'denseIoX7Ocpu', quantity: shape.ocpus.value, unit: 'OCPU' }];
    default:
      return null;
  }
}

function dioCost(shape: DenseIoShape, pricing?: Pricing): Cost {
  const lines = dioCostLines(shape);
  return lines ? priceLines(lines, pricing) : priceLines([], pricing, 'noPublicPrice');
}

const durability: PlanWarning = {
  id: 'nvme-durability',
  severity: 'warning',
  params: {},
  sources: ['S-NVMEINFO', 'oci-2019-10'],
};

export function evaluateShape(edition: DioEdition, shape: DenseIoShape, raid: RaidLevel, readPercent: number, ioSizeKiB: number, basis: 'sla' | 'typical', pricing?: Pricing, demand?: { iops: number; capacityGB: number }): DioEvaluation {
  const layout = raidLayout(raid, shape.drives.value);
  const floor = slaIops(shape);
  const typical = typicalIops(shape, readPercent);
  const chosen = basis === 'sla' ? floor : typical;
  const guaranteed = frontEndIops(floor.iops, readPercent, layout.writePenalty);
  const typicalFront = frontEndIops(typical.iops, readPercent, layout.writePenalty);
  const iops = basis === 'sla' ? guaranteed : typicalFront;
  const usableGB = layout.valid ? layout.usableDrives * shape.driveTB.value * GB_PER_TB : 0;
  const limits = [
    limitUse('deviceIops', demand?.iops ?? iops, iops, 'iops', chosen.cited),
    limitUse('usableCapacity', demand?.capacityGB ?? usableGB, usableGB, 'GB', shape.driveTB),
  ];
  const warnings: PlanWarning[] = [durability];
  if (!layout.valid) warnings.push({ id: 'raid-invalid', severity: 'critical', params: { raid, drives: shape.drives.value, minDrives: raidLevelsCatalog[raid].minDrives.value }, sources: ['engineering'] });
  if (raid === '0' && shape.drives.value > 1) warnings.push({ id: 'raid0', severity: 'warning', params: {}, sources: ['engineering'] });
  if (ioSizeKiB > 4) warnings.push({ id: 'io-size', severity: 'info', params: { ioSizeKiB }, sources: [shape.slaIops.source] });
  if (basis === 'typical' && typical.basis !== 'measured') warnings.push({ id: 'typical-not-guaranteed', severity: 'info', params: { variant: typical.basis === 'sla' ? 'sla' : 'extrapolated', guaranteed }, sources: [shape.slaIops.source] });
  if (shape.generation === 'previous') warnings.push({ id: 'previous-generation', severity: 'info', params: { shape: shape.shapeName }, sources: [shape.ocpus.source] });
  const binding = limits[0]!.utilization >= limits[1]!.utilization ? limits[0]! : limits[1]!;
  return {
    service: 'dense-io',
    catalog: edition.id,
    design: { shape: shape.id, raid },
    iops,
    iopsBasis: chosen.basis,
    guaranteedIops: guaranteed,
    typicalIops: typicalFront,
    typicalBasis: typical.basis,
    rawIops: chosen.iops,
    readPercent,
    writePenalty: layout.writePenalty,
    usableCapacityGB: usableGB,
    rawCapacityGB: shape.rawTB.value * GB_PER_TB,
    latencyUs: edition.latencyUs.value,
    feasible: layout.valid,
    limits,
    bottleneck: binding.id,
    explanation: binding.id === 'deviceIops'
      ? { model: 'dio', limit: 'deviceIops', params: { shape: shape.id, iops, readPercent, raid, writePenalty: layout.writePenalty, basis: chosen.basis } }
      : { model: 'dio', limit: 'usableCapacity', params: { shape: shape.id, usableGB, raid } },
    cost: dioCost(shape, pricing),
    warnings,
    sources: [...new Set<SourceId>([...edition.sources, shape.slaIops.source, 'engineering', 'S-PRICE'])],
  };
}

export function evaluateDenseIo(catalog: string | undefined, design: DioDesign, workload: DioWorkload, pricing?: Pricing): DioEvaluation | undefined {
  const edition = dioEdition(catalog);
  const shape = edition?.shapes.find((s) => s.id === design.shape || s.shapeName === design.shape);
  if (!edition || !shape) return undefined;
  return evaluateShape(edition, shape, design.raid ?? '0', workload.readPercent, workload.ioSizeKiB, workload.basis ?? 'sla', pricing);
}

const rankCache = new WeakMap<DioEdition, ReadonlyMap<string, number>>();

/** Current generation first (0), then previous (1), by shape id; worked out once per edition. */
function generationRanks(edition: DioEdition): ReadonlyMap<string, number> {
  let ranks = rankCache.get(edition);
  if (!ranks) {
    ranks = new Map(edition.shapes.map((s) => [s.id, s.generation === 'current' ? 0 : 1]));
    rankCache.set(edition, ranks);
  }
  return ranks;
}

/** Recommend mode: the cheapest shape whose IOPS (after RAID) and usable capacity carry the requirement. */
export function recommendDenseIo(catalog: string | undefined, r: DioRequirement, pricing?: Pricing): DioRecommendation | undefined {
  const edition = dioEdition(catalog);
  if (!edition) return undefined;
  const raid = r.raid ?? '0';
  const basis = r.basis ?? 'sla';
  const capacity = r.usableCapacityGB ?? 0;
  // The figures each option needs, without the sentences and warnings of a full evaluation:
  // only the chosen shape is evaluated in full.
  const options: DioOption[] = edition.shapes.map((shape) => {
    const layout = raidLayout(raid, shape.drives.value);
    const raw = basis === 'sla' ? shape.slaIops.value : typicalIops(shape, r.readPercent).iops;
    const iops = frontEndIops(raw, r.readPercent, layout.writePenalty);
    const usable = layout.valid ? layout.usableDrives * shape.driveTB.value * GB_PER_TB : 0;
    const lines = dioCostLines(shape);
    const fits = layout.valid && iops >= r.iops && usable >= capacity;
    const reason: DioRuledOutCode | undefined = !layout.valid ? 'raid-layout' : iops < r.iops ? 'too-few-iops' : usable < capacity ? 'too-little-capacity' : undefined;
    const monthly = lines ? monthlyUSD(lines, pricing) : null;
    return reason ? { shape: shape.id, iops, usableCapacityGB: usable, monthlyUSD: monthly, fits, reason } : { shape: shape.id, iops, usableCapacityGB: usable, monthlyUSD: monthly, fits };
  });
  const ranks = generationRanks(edition);
  const generationRank = (id: string) => ranks.get(id) ?? 1;
  const byCost = (a: DioOption, b: DioOption) =>
    generationRank(a.shape) - generationRank(b.shape) ||
    (a.monthlyUSD ?? Number.MAX_VALUE) - (b.monthlyUSD ?? Number.MAX_VALUE) ||
    a.iops - b.iops;
  const fitting = options.filter((o) => o.fits).sort(byCost);
  const best = fitting[0] ?? [...options].sort((a, b) => Math.min(b.iops / Math.max(r.iops, 1), b.usableCapacityGB / Math.max(capacity, 1)) - Math.min(a.iops / Math.max(r.iops, 1), a.usableCapacityGB / Math.max(capacity, 1)))[0]!;
  const evaluation = evaluateShape(edition, edition.shapes.find((x) => x.id === best.shape)!, raid, r.readPercent, r.ioSizeKiB, basis, pricing, { iops: r.iops, capacityGB: capacity });
  const warnings = [...evaluation.warnings];
  if (!best.fits) {
    warnings.unshift({ id: 'dio-infeasible', severity: 'critical', params: { variant: basis, iops: r.iops, capacityGB: capacity, raid }, sources: [evaluation.sources[0] ?? 'oci-2019-10'] });
  }
  if (r.maxLatencyUs !== undefined && r.maxLatencyUs < edition.latencyUs.value) {
    warnings.push({ id: 'latency', severity: 'warning', params: { maxLatencyUs: r.maxLatencyUs, promisedUs: edition.latencyUs.value }, sources: [edition.latencyUs.source] });
  }
  return {
    service: 'dense-io',
    mode: 'recommend',
    catalog: edition.id,
    feasible: best.fits,
    design: evaluation.design,
    evaluation,
    loads: evaluation.limits,
    reason: {
      code: !best.fits ? 'dio-none' : generationRank(best.shape) === 0 ? 'dio-cheapest' : 'dio-previous',
      params: { shape: best.shape, iops: r.iops, readPercent: r.readPercent, capacityGB: capacity, raid, basis },
    },
    alternatives: options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}
