/**
 * Dense I/O (local NVMe) planning: IOPS by read/write mix for each shape, RAID usable
 * capacity and write penalty, and the cheapest shape that carries a requirement.
 */
import { ownEntry } from '../../catalog/own.ts';
import { defaultCatalogs, dioEditions, raidLevelsCatalog } from '../../catalog/index.ts';
import type { DenseIoShape, DioEdition, SourceId } from '../../catalog/types.ts';
import { priceLines } from '../cost/prices.ts';
import { NO_REMEDIES, withRemedies } from '../results/lazyRemedies.ts';
import { instanceCost } from '../cost/instancePrice.ts';
import { dioCostLines, dioRemedies, type DioHosts, type DioOption, type DioRaidRule } from './sizing.ts';
import { limitUse, type EvaluationBase, type Cost, type LimitUse, type PlanWarning, type Remedy } from '../results/parts.ts';
import type { DioDesign, DioRequirement, DioWorkload, Pricing, RaidLevel } from '../scenario/schema.ts';
import { dioDemandOf, type DioDemand } from '../scenario/demand.ts';
import { chooseDioDesign, dioSizing, type DioChoice, type DioChosen, type DioPlanOptions, type DioSizing } from './choose.ts';
import type { DioReason } from '../results/reasons.ts';
import { GB_PER_TB } from '../units.ts';
import {
  deviceIops,
  dioIoFactor,
  frontEndIops,
  headlineCheck,
  raidLayout,
  slaIops,
  typicalIops,
  type IopsBasis,
  type MixIops,
  type RaidLayout,
  type RaidViolation,
} from './iops.ts';

export { DIO_DEFAULT_TARGET_UTILIZATION_PERCENT, protectedRaid, type DioHosts, type DioOption, type DioRaidRule } from './sizing.ts';
export type { DioChosen, DioPlanOptions } from './choose.ts';
export {
  deviceIops,
  dioIoFactor,
  frontEndIops,
  headlineCheck,
  raidLayout,
  slaIops,
  typicalIops,
  type IopsBasis,
  type MixIops,
  type RaidLayout,
  type RaidViolation,
};

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
  /** How many hosts of the shape the figures are for (IOPS, capacity and cost are all of them). */
  readonly instances: number;
}

export interface DioRecommendation {
  readonly service: 'dense-io';
  readonly mode: 'recommend';
  readonly catalog: string;
  /** True when the design carries the requirement; false when it is the closest design (`remedies` say what would fit). */
  readonly feasible: boolean;
  /** The cheapest design that carries the requirement, or the closest one when none does. */
  readonly design: { readonly shape: string; readonly raid: RaidLevel };
  /** Hosts of the shape: the clients the hosts replace in a comparison's whole bill, else 1. */
  readonly instances: number;
  /** What the hosts had to be at least (OCPUs, memory; null where not asked). */
  readonly hosts: DioHosts;
  /** How the RAID level was chosen. */
  readonly raidRule: DioRaidRule;
  /** The share of the drives' IOPS the plan uses at most, percent (80 by default); capacity is planned to 100%. */
  readonly targetUtilizationPercent: number;
  /** What would make a design carry the requirement (empty when one does). */
  readonly remedies: readonly Remedy[];
  readonly evaluation: DioEvaluation;
  readonly loads: readonly LimitUse[];
  readonly reason: DioReason;
  readonly alternatives: readonly DioOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** The Dense I/O catalog edition of an id (`dio-2019-10`, `dio-current`), the default edition when none is given; undefined for an unknown id. */
export function dioEdition(id: string | undefined): DioEdition | undefined {
  return ownEntry<DioEdition>(dioEditions, id ?? defaultCatalogs.denseIo);
}

function dioCost(shape: DenseIoShape, pricing?: Pricing, instances = 1): Cost {
  const lines = dioCostLines(shape, instances);
  return lines ? priceLines(lines, pricing) : (instanceCost('dioInstance', shape.id, instances, pricing) ?? priceLines([], pricing, 'noPublicPrice'));
}

const durability: PlanWarning = {
  id: 'nvme-durability',
  severity: 'warning',
  params: {},
  sources: ['S-NVMEINFO', 'oci-2019-10'],
};

/**
 * One Dense I/O design on `instances` hosts of a shape: front-end IOPS after the RAID write penalty
 * at a read share (percent 0–100), on the SLA floor (4 KiB random write: oci-2019-10, S-NVMEPERF) or
 * the typical figure; usable and raw GB (RAID rule: 'engineering'); latency µs (oci-2019-10); the
 * demand (IOPS, GB, target percent) weighed when given. Over 4 KiB an I/O counts as its size over
 * 4 KiB of the published 4 KiB operations (`dioIoFactor`), and a note says so.
 */
export function evaluateShape(
  edition: DioEdition,
  shape: DenseIoShape,
  raid: RaidLevel,
  readPercent: number,
  ioSizeKiB: number,
  basis: 'sla' | 'typical',
  pricing?: Pricing,
  demand?: { iops: number; capacityGB: number; instances?: number; targetPercent?: number },
): DioEvaluation {
  const instances = demand?.instances ?? 1;
  const target = (demand?.targetPercent ?? 100) / 100;
  const layout = raidLayout(raid, shape.drives.value);
  const floor = slaIops(shape);
  const typical = typicalIops(shape, readPercent);
  const chosen = basis === 'sla' ? floor : typical;
  // Operations at the workload's I/O size: the 4 KiB figures held to the bytes they move (`dioIoFactor`).
  const factor = dioIoFactor(ioSizeKiB);
  const guaranteed = frontEndIops(floor.iops, readPercent, layout.writePenalty) / factor;
  const typicalFront = frontEndIops(typical.iops, readPercent, layout.writePenalty) / factor;
  const iops = (basis === 'sla' ? guaranteed : typicalFront) * instances;
  const usableGB = (layout.valid ? layout.usableDrives * shape.driveTB.value * GB_PER_TB : 0) * instances;
  // The drives' IOPS are a performance limit (planned to the target utilization); usable
  // capacity is hard (planned to 100%). Both are the whole design's: every host's drives.
  const limits = [
    limitUse('deviceIops', demand?.iops ?? iops, iops, 'iops', chosen.cited),
    limitUse('usableCapacity', demand?.capacityGB ?? usableGB, usableGB, 'GB', shape.driveTB, true),
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
  if (factor > 1) warnings.push({ id: 'io-size', severity: 'info', params: { ioSizeKiB, factor }, sources: [shape.slaIops.source] });
  if (basis === 'typical' && typical.basis !== 'measured')
    warnings.push({
      id: 'typical-not-guaranteed',
      severity: 'info',
      params: { variant: typical.basis === 'sla' ? 'sla' : 'extrapolated', guaranteed },
      sources: [shape.slaIops.source],
    });
  if (shape.generation === 'previous')
    warnings.push({ id: 'previous-generation', severity: 'info', params: { shape: shape.shapeName }, sources: [shape.ocpus.source] });
  const binding = limits[0]!.utilization / target >= limits[1]!.utilization ? limits[0]! : limits[1]!;
  return {
    service: 'dense-io',
    catalog: edition.id,
    design: { shape: shape.id, raid },
    iops,
    iopsBasis: chosen.basis,
    guaranteedIops: guaranteed * instances,
    typicalIops: typicalFront * instances,
    typicalBasis: typical.basis,
    rawIops: chosen.iops * instances,
    readPercent,
    writePenalty: layout.writePenalty,
    usableCapacityGB: usableGB,
    rawCapacityGB: shape.rawTB.value * GB_PER_TB * instances,
    latencyUs: edition.latencyUs.value,
    feasible: layout.valid,
    instances,
    limits,
    bottleneck: binding.id,
    explanation:
      binding.id === 'deviceIops'
        ? { model: 'dio', limit: 'deviceIops', params: { shape: shape.id, iops, readPercent, raid, writePenalty: layout.writePenalty, basis: chosen.basis } }
        : { model: 'dio', limit: 'usableCapacity', params: { shape: shape.id, usableGB, raid } },
    cost: dioCost(shape, pricing, instances),
    warnings,
    sources: [...new Set<SourceId>([...edition.sources, shape.slaIops.source, 'engineering', 'S-PRICE'])],
  };
}

/**
 * Evaluate mode: one host of the named shape (id or OCI shape name) at its RAID level (RAID 0
 * when none), for a workload's read share (percent 0–100), I/O size (KiB) and basis (SLA by
 * default); see `evaluateShape`. Undefined for an unknown edition or shape.
 */
export function evaluateDenseIo(catalog: string | undefined, design: DioDesign, workload: DioWorkload, pricing?: Pricing): DioEvaluation | undefined {
  const edition = dioEdition(catalog);
  const shape = edition?.shapes.find((s) => s.id === design.shape || s.shapeName === design.shape);
  if (!edition || !shape) return undefined;
  return evaluateShape(edition, shape, design.raid ?? '0', workload.readPercent, workload.ioSizeKiB, workload.basis ?? 'sla', pricing);
}

/**
 * Recommend mode: the cheapest design that carries the requirement: `instances` hosts of one
 * shape (1, or as many as the clients they replace), each at least the client's OCPUs and
 * memory, whose drives' front-end IOPS after the RAID write penalty, used to the target
 * utilization (80% by default), and whose usable capacity (to 100%) carry the IOPS and the
 * capacity. The RAID level is the one asked, else RAID 0 (the single-service default), or per
 * shape the protected layout (`protectedRaid`) a comparison asks for. Current generation
 * first, then the cheapest. When none carries it, the closest design (least over its limits,
 * `closestOption`) and what would make one fit (`dioRemedies`). With `byUser` (a shape the
 * edition has, by id), that shape is weighed instead (reason `dio-chosen`), at its RAID level
 * when given (else as the plan would build it), sized and checked as any option.
 */
export function recommendDenseIo(
  catalog: string | undefined,
  given: DioRequirement,
  pricing?: Pricing,
  plan: DioPlanOptions = {},
  byUser?: DioChosen,
): DioRecommendation | undefined {
  const edition = dioEdition(catalog);
  if (!edition) return undefined;
  // Its own way (IOPS and a read share) or the comparison's (`dioDemandOf`): one plan either way.
  const r = dioDemandOf(given);
  const sizing = dioSizing(r, plan);
  const { input, basis, capacity, targetPercent, hosts } = sizing;
  const choice = chooseDioDesign(edition, input, pricing, byUser);
  const { best, pinned, options } = choice;
  const evaluation = evaluateShape(
    edition,
    edition.shapes.find((x) => x.id === best.shape)!,
    best.raid,
    r.readPercent,
    r.ioSizeKiB,
    basis,
    pricing,
    {
      iops: r.iops,
      capacityGB: capacity,
      instances: best.instances,
      targetPercent,
    },
  );
  const warnings = dioRecommendWarnings(edition, r, sizing, choice, evaluation);
  const out: DioRecommendation = {
    service: 'dense-io',
    mode: 'recommend',
    catalog: edition.id,
    feasible: best.fits,
    design: evaluation.design,
    instances: best.instances,
    hosts,
    raidRule: sizing.raidRule,
    targetUtilizationPercent: targetPercent,
    // One plan, one answer: the evaluation states the recommendation's own verdict.
    evaluation: { ...evaluation, feasible: best.fits },
    loads: evaluation.limits,
    reason: {
      code: pinned ? 'dio-chosen' : !best.fits ? 'dio-none' : choice.generationRank(best.shape) === 0 ? 'dio-cheapest' : 'dio-previous',
      params: { shape: best.shape, iops: r.iops, readPercent: r.readPercent, capacityGB: capacity, raid: best.raid, basis },
    },
    remedies: NO_REMEDIES,
    alternatives: options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
  return withRemedies(out, best.fits, () => dioRemedies(edition, input, pricing));
}

/**
 * What a recommendation adds to its design's warnings, in order: the hosts asked are bigger
 * than any shape (`dio-hosts-too-small`, S-SHAPES-NEW) and no single shape carries it
 * (`dio-infeasible`, said only when none does: a shape the user chose may not) before them;
 * a stated latency under the edition's promise (`latency`) after.
 */
function dioRecommendWarnings(edition: DioEdition, r: DioDemand, sizing: DioSizing, choice: DioChoice, evaluation: DioEvaluation): PlanWarning[] {
  const { options, best } = choice;
  const { hosts } = sizing;
  const warnings = [...evaluation.warnings];
  if (choice.fitting.length === 0) {
    warnings.unshift({
      id: 'dio-infeasible',
      severity: 'critical',
      params: { variant: sizing.basis, iops: r.iops, capacityGB: sizing.capacity, raid: best.raid },
      sources: [evaluation.sources[0] ?? 'oci-2019-10'],
    });
  }
  if (options.every((o) => o.reason === 'host-too-small' || o.reason === 'raid-layout') && options.some((o) => o.reason === 'host-too-small')) {
    warnings.unshift({
      id: 'dio-hosts-too-small',
      severity: 'critical',
      params: {
        hosts: hosts.count,
        ocpus: hosts.ocpus ?? 0,
        memoryGB: hosts.memoryGB ?? 0,
        maxOcpus: Math.max(...edition.shapes.map((s) => s.ocpus.value)),
        maxMemoryGB: Math.max(...edition.shapes.map((s) => s.memoryGB.value)),
      },
      sources: ['S-SHAPES-NEW'],
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
  return warnings;
}
