/**
 * Dense I/O (local NVMe) planning: IOPS by read/write mix for each shape, RAID usable
 * capacity and write penalty, and the cheapest shape that carries a requirement.
 */
import { defaultCatalogs, dioEditions, raidLevelsCatalog } from '../catalog/index.ts';
import type { DenseIoShape, DioEdition, SourceId } from '../catalog/types.ts';
import { monthlyUSD, priceLines, type CostLineInput } from './cost.ts';
import { limitUse, type EvaluationBase, type Cost, type LimitUse, type PlanWarning } from './results.ts';
import type { DioDesign, DioRequirement, DioWorkload, Pricing, RaidLevel } from './scenario.ts';
import type { DioReason, DioRuledOutCode } from './reasons.ts';
import { GB_PER_TB } from './units.ts';
import {
  deviceIops,
  frontEndIops,
  headlineCheck,
  raidLayout,
  slaIops,
  typicalIops,
  type IopsBasis,
  type MixIops,
  type RaidLayout,
  type RaidViolation,
} from './dioIops.ts';

export { deviceIops, frontEndIops, headlineCheck, raidLayout, slaIops, typicalIops, type IopsBasis, type MixIops, type RaidLayout, type RaidViolation };

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

export function evaluateShape(
  edition: DioEdition,
  shape: DenseIoShape,
  raid: RaidLevel,
  readPercent: number,
  ioSizeKiB: number,
  basis: 'sla' | 'typical',
  pricing?: Pricing,
  demand?: { iops: number; capacityGB: number },
): DioEvaluation {
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
  if (!layout.valid)
    warnings.push({
      id: 'raid-invalid',
      severity: 'critical',
      params: { raid, drives: shape.drives.value, minDrives: raidLevelsCatalog[raid].minDrives.value },
      sources: ['engineering'],
    });
  if (raid === '0' && shape.drives.value > 1) warnings.push({ id: 'raid0', severity: 'warning', params: {}, sources: ['engineering'] });
  if (ioSizeKiB > 4) warnings.push({ id: 'io-size', severity: 'info', params: { ioSizeKiB }, sources: [shape.slaIops.source] });
  if (basis === 'typical' && typical.basis !== 'measured')
    warnings.push({
      id: 'typical-not-guaranteed',
      severity: 'info',
      params: { variant: typical.basis === 'sla' ? 'sla' : 'extrapolated', guaranteed },
      sources: [shape.slaIops.source],
    });
  if (shape.generation === 'previous')
    warnings.push({ id: 'previous-generation', severity: 'info', params: { shape: shape.shapeName }, sources: [shape.ocpus.source] });
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
    explanation:
      binding.id === 'deviceIops'
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
    const reason: DioRuledOutCode | undefined = !layout.valid
      ? 'raid-layout'
      : iops < r.iops
        ? 'too-few-iops'
        : usable < capacity
          ? 'too-little-capacity'
          : undefined;
    const monthly = lines ? monthlyUSD(lines, pricing) : null;
    return reason
      ? { shape: shape.id, iops, usableCapacityGB: usable, monthlyUSD: monthly, fits, reason }
      : { shape: shape.id, iops, usableCapacityGB: usable, monthlyUSD: monthly, fits };
  });
  const ranks = generationRanks(edition);
  const generationRank = (id: string) => ranks.get(id) ?? 1;
  const byCost = (a: DioOption, b: DioOption) =>
    generationRank(a.shape) - generationRank(b.shape) || (a.monthlyUSD ?? Number.MAX_VALUE) - (b.monthlyUSD ?? Number.MAX_VALUE) || a.iops - b.iops;
  const fitting = options.filter((o) => o.fits).sort(byCost);
  const best =
    fitting[0] ??
    [...options].sort(
      (a, b) =>
        Math.min(b.iops / Math.max(r.iops, 1), b.usableCapacityGB / Math.max(capacity, 1)) -
        Math.min(a.iops / Math.max(r.iops, 1), a.usableCapacityGB / Math.max(capacity, 1)),
    )[0]!;
  const evaluation = evaluateShape(
    edition,
    edition.shapes.find((x) => x.id === best.shape)!,
    raid,
    r.readPercent,
    r.ioSizeKiB,
    basis,
    pricing,
    { iops: r.iops, capacityGB: capacity },
  );
  const warnings = [...evaluation.warnings];
  if (!best.fits) {
    warnings.unshift({
      id: 'dio-infeasible',
      severity: 'critical',
      params: { variant: basis, iops: r.iops, capacityGB: capacity, raid },
      sources: [evaluation.sources[0] ?? 'oci-2019-10'],
    });
  }
  if (r.maxLatencyUs !== undefined && r.maxLatencyUs < edition.latencyUs.value) {
    warnings.push({
      id: 'latency',
      severity: 'warning',
      params: { variant: 'stated', maxLatencyUs: r.maxLatencyUs, promisedUs: edition.latencyUs.value },
      sources: [edition.latencyUs.source],
    });
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
