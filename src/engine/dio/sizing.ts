/**
 * Dense I/O sizing: for each shape, the RAID layout it is planned with, how many hosts, what
 * they carry against the requirement at the target utilization, and, when no shape carries it,
 * the closest design and what would make one fit (remedies).
 */
import { raidLevels, raidLevelsCatalog } from '../../catalog/index.ts';
import type { DenseIoShape, DioEdition } from '../../catalog/types.ts';
import { monthlyUSD, type CostLineInput } from '../cost/prices.ts';
import { instanceCost } from '../cost/instancePrice.ts';
import { frontEndIops, raidLayout, typicalIops } from './iops.ts';
import type { DioRuledOutCode } from '../results/reasons.ts';
import type { Remedy } from '../results/parts.ts';
import type { Pricing, RaidLevel } from '../scenario/schema.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';
import { GB_PER_TB } from '../units.ts';

/**
 * The share of the drives' IOPS a plan may use when the requirement names none, percent: the
 * one every service plans to (`targetUtilization.ts`), so a comparison gives every service the
 * same headroom.
 */
export const DIO_DEFAULT_TARGET_UTILIZATION_PERCENT = DEFAULT_TARGET_UTILIZATION_PERCENT;

/**
 * How the RAID level was chosen: `entered` by the user; `protected` the default where the data
 * must survive a drive (a comparison against services that keep data safe): RAID 10, or RAID 1
 * where the drives allow only a mirror; `scratch` RAID 0 because the workload says its data is
 * scratch or can be rebuilt; `default` RAID 0, the single-service default.
 */
export type DioRaidRule = 'entered' | 'protected' | 'scratch' | 'default';

/** The hosts a Dense I/O design must be: as many as the clients they replace, each at least as large. */
export interface DioHosts {
  readonly count: number;
  /** Each host's least OCPUs (the client's), or null where not known. */
  readonly ocpus: number | null;
  /** Each host's least memory, GB (the client's), or null where not known. */
  readonly memoryGB: number | null;
}

export interface DioOption {
  readonly shape: string;
  /** The RAID level this shape is planned with. */
  readonly raid: RaidLevel;
  /** How many hosts of the shape. */
  readonly instances: number;
  /** Front-end IOPS of all the hosts after the RAID write penalty (before the target utilization). */
  readonly iops: number;
  readonly usableCapacityGB: number;
  readonly monthlyUSD: number | null;
  readonly fits: boolean;
  readonly reason?: DioRuledOutCode;
}

/** What one sizing pass needs: the demand, the target, the hosts and how RAID is chosen. */
export interface DioSizingInput {
  readonly iops: number;
  readonly readPercent: number;
  readonly capacityGB: number;
  readonly basis: 'sla' | 'typical';
  /** Target utilization of the drives' IOPS, as a fraction (0.8). */
  readonly target: number;
  readonly hosts: DioHosts;
  /** The RAID level every shape is planned with, or null for the protected layout by drive count. */
  readonly raid: RaidLevel | null;
  /** 4 KiB operations one I/O counts as (`dioIoFactor`): the published figures are at 4 KiB. */
  readonly ioFactor: number;
}

export interface SizedOption {
  readonly option: DioOption;
  /** The worst use of a limit against its target (IOPS to the target, capacity and host size to 100%); MAX_VALUE when the layout is impossible. */
  readonly worst: number;
}

/** The price lines of one host of a shape, or null where no public price was found. */
export function dioCostLines(shape: DenseIoShape, instances = 1): CostLineInput[] | null {
  switch (shape.priceFamily) {
    case 'denseio-e4':
    case 'denseio-e5': {
      const e4 = shape.priceFamily === 'denseio-e4';
      return [
        { code: 'dioOcpus', params: {}, key: e4 ? 'denseIoE4Ocpu' : 'denseIoE5Ocpu', quantity: instances * shape.ocpus.value, unit: 'OCPU' },
        { code: 'dioMemory', params: {}, key: e4 ? 'denseIoE4MemoryGB' : 'denseIoE5MemoryGB', quantity: instances * shape.memoryGB.value, unit: 'GB' },
        { code: 'dioNvme', params: {}, key: e4 ? 'denseIoE4NvmeTB' : 'denseIoE5NvmeTB', quantity: instances * shape.rawTB.value, unit: 'TB' },
      ];
    }
    case 'denseio-x7':
      return [{ code: 'dioOcpusAll', params: {}, key: 'denseIoX7Ocpu', quantity: instances * shape.ocpus.value, unit: 'OCPU' }];
    default:
      return null;
  }
}

/**
 * The protected layout of `drives` drives: RAID 10 where the drives allow it (an even count of
 * at least 4), else RAID 1 (exactly 2), by the RAID catalog's drive rules. Null where neither
 * can be built (one drive, or an odd count): such a shape cannot be protected by mirroring.
 */
export function protectedRaid(drives: number): RaidLevel | null {
  for (const level of ['10', '1'] as const) if (raidLayout(level, drives).valid) return level;
  return null;
}

/** The level a shape is planned with: the one given, else the protected one (RAID 1 named for fewer than 4 drives, RAID 10 otherwise, where none can be built). */
export function raidFor(raid: RaidLevel | null, drives: number): RaidLevel {
  return raid ?? protectedRaid(drives) ?? (drives < 4 ? '1' : '10');
}

const EPS = 1e-9;
const ratio = (demand: number, capacity: number) => (demand <= 0 ? 0 : capacity > 0 ? demand / capacity : Number.MAX_VALUE);

/** One host's front-end IOPS at the workload's I/O size and usable GB at a RAID level. */
function perHost(shape: DenseIoShape, raid: RaidLevel, readPercent: number, basis: 'sla' | 'typical', ioFactor: number) {
  const layout = raidLayout(raid, shape.drives.value);
  const raw = basis === 'sla' ? shape.slaIops.value : typicalIops(shape, readPercent).iops;
  return {
    valid: layout.valid,
    iops: frontEndIops(raw, readPercent, layout.writePenalty) / ioFactor,
    usableGB: layout.valid ? layout.usableDrives * shape.driveTB.value * GB_PER_TB : 0,
  };
}

/** Whether a shape is at least as large as each host must be (OCPUs and memory). */
function hostRatio(shape: DenseIoShape, hosts: DioHosts): number {
  return Math.max(ratio(hosts.ocpus ?? 0, shape.ocpus.value), ratio(hosts.memoryGB ?? 0, shape.memoryGB.value));
}

/**
 * One shape against the requirement: `instances` hosts at its RAID level carry the IOPS to the
 * target utilization (front-end IOPS × target ≥ demand) and the usable capacity to 100%, each
 * host at least the client's OCPUs and memory. `worst` is the largest of IOPS use / target,
 * capacity use and host size use: at most 1 exactly when the shape fits.
 */
export function sizeShape(shape: DenseIoShape, input: DioSizingInput, pricing?: Pricing, instances = input.hosts.count): SizedOption {
  const raid = raidFor(input.raid, shape.drives.value);
  const host = perHost(shape, raid, input.readPercent, input.basis, input.ioFactor);
  const iops = host.iops * instances;
  const usable = host.usableGB * instances;
  const iopsUse = ratio(input.iops, iops * input.target);
  const capacityUse = ratio(input.capacityGB, usable);
  const hostUse = hostRatio(shape, input.hosts);
  const reason: DioRuledOutCode | undefined = !host.valid
    ? 'raid-layout'
    : hostUse > 1 + EPS
      ? 'host-too-small'
      : iopsUse > 1 + EPS
        ? 'too-few-iops'
        : capacityUse > 1 + EPS
          ? 'too-little-capacity'
          : undefined;
  const lines = dioCostLines(shape, instances);
  const price = lines ? monthlyUSD(lines, pricing) : (instanceCost('dioInstance', shape.id, instances, pricing)?.monthlyUSD ?? null);
  // Literals, not a spread: every shape is sized on every plan.
  const option: DioOption = reason
    ? { shape: shape.id, raid, instances, iops, usableCapacityGB: usable, monthlyUSD: price, fits: false, reason }
    : { shape: shape.id, raid, instances, iops, usableCapacityGB: usable, monthlyUSD: price, fits: true };
  return { option, worst: host.valid ? Math.max(iopsUse, capacityUse, hostUse) : Number.MAX_VALUE };
}

const cheaper = (a: DioOption, b: DioOption) => (a.monthlyUSD ?? Number.MAX_VALUE) - (b.monthlyUSD ?? Number.MAX_VALUE);

/** The closest design when none fits: the smallest worst use against its target, the cheaper on a tie. */
export function closestOption(sized: readonly SizedOption[]): SizedOption {
  return [...sized].sort((a, b) => (Math.abs(a.worst - b.worst) > EPS * Math.max(1, a.worst) ? a.worst - b.worst : cheaper(a.option, b.option)))[0]!;
}

/**
 * What would make a Dense I/O design carry a requirement none carries, with figures:
 * - `more-instances`: the fewest hosts (more than the clients) of one shape that carry it, the cheapest of those;
 * - `raise-target`: the lowest target utilization (at most 100%) at which a design of this many hosts carries the IOPS;
 * - `other-raid`: another RAID level at which a design fits, a protected one first (variant `unprotected` for RAID 0);
 * - `split-workload`: each client asks more OCPUs or memory than any shape has: split its work.
 */
export function dioRemedies(edition: DioEdition, input: DioSizingInput, pricing?: Pricing): Remedy[] {
  const out: Remedy[] = [];
  const shapes = edition.shapes;
  const hostsFit = shapes.filter((s) => hostRatio(s, input.hosts) <= 1 + EPS);
  if (hostsFit.length === 0) {
    const maxOcpus = Math.max(...shapes.map((s) => s.ocpus.value));
    const maxMemoryGB = Math.max(...shapes.map((s) => s.memoryGB.value));
    return [{ code: 'split-workload', params: { variant: 'host', ocpus: input.hosts.ocpus ?? 0, memoryGB: input.hosts.memoryGB ?? 0, maxOcpus, maxMemoryGB } }];
  }
  // More hosts: per shape, the fewest that carry the IOPS (to the target) and the capacity.
  let more: DioOption | null = null;
  for (const shape of hostsFit) {
    const raid = raidFor(input.raid, shape.drives.value);
    const host = perHost(shape, raid, input.readPercent, input.basis, input.ioFactor);
    if (!host.valid || host.iops <= 0 || (input.capacityGB > 0 && host.usableGB <= 0)) continue;
    const needed = Math.max(
      input.hosts.count + 1,
      Math.ceil(input.iops / (host.iops * input.target) - EPS),
      input.capacityGB > 0 ? Math.ceil(input.capacityGB / host.usableGB - EPS) : 0,
    );
    if (!Number.isFinite(needed) || needed > 100_000) continue;
    const o = sizeShape(shape, input, pricing, needed).option;
    if (o.fits && (more === null || o.instances < more.instances || (o.instances === more.instances && cheaper(o, more) < 0))) more = o;
  }
  if (more) out.push({ code: 'more-instances', params: { variant: 'dio', instances: more.instances, shape: more.shape, raid: more.raid } });
  // A higher target: where the IOPS alone stop a shape.
  let lowest: { targetPercent: number; shape: string } | null = null;
  for (const shape of hostsFit) {
    const sized = sizeShape(shape, { ...input, target: 1 }, pricing);
    if (!sized.option.fits) continue;
    const targetPercent = Math.ceil((100 * input.iops) / sized.option.iops - EPS);
    if (targetPercent <= 100 && (lowest === null || targetPercent < lowest.targetPercent)) lowest = { targetPercent, shape: shape.id };
  }
  if (lowest && lowest.targetPercent > input.target * 100) out.push({ code: 'raise-target', params: lowest });
  // Another RAID level: protected levels (that survive a drive) before RAID 0.
  const tried = new Set(input.raid === null ? (['10', '1'] as RaidLevel[]) : [input.raid]);
  const candidates = raidLevels.filter((l) => !tried.has(l));
  const byLevel = candidates
    .map((level) => {
      const fits = hostsFit.map((s) => sizeShape(s, { ...input, raid: level }, pricing).option).filter((o) => o.fits);
      return fits.sort(cheaper)[0];
    })
    .filter((o): o is DioOption => o !== undefined);
  const isProtected = (o: DioOption) => raidLevelsCatalog[o.raid].failuresTolerated.value > 0;
  const pick = [...byLevel].sort((a, b) => Number(isProtected(b)) - Number(isProtected(a)) || cheaper(a, b))[0];
  if (pick)
    out.push({
      code: 'other-raid',
      params: isProtected(pick) ? { raid: pick.raid, shape: pick.shape } : { variant: 'unprotected', raid: pick.raid, shape: pick.shape },
    });
  if (out.length === 0) out.push({ code: 'split-workload', params: { variant: 'demand', iops: input.iops, capacityGB: input.capacityGB } });
  return out;
}
