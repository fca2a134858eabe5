/**
 * File Storage shared by several workloads: their file systems may be exported through the same
 * mount targets, whose limits (backend IOPS, read and write bandwidth, connections) then carry
 * the sum of their loads (S-MT's per-mount-target limits, the File Storage planner's model in
 * `fss/limits.ts`). Which mount targets of which type carry which file systems is chosen here.
 */
import { mountTargetTypes } from '../../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import {
  isClientSide,
  loadFromRequirement,
  mountTargetLimits,
  withinServiceQuota,
  type FssLoad,
  type FssRecommendation,
  type TenancyMountTargetLimits,
} from '../fss/index.ts';
import type { LimitId, LimitUse } from '../results/parts.ts';
import type { FssRequirement, Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import type { SharedMountTargets } from './types.ts';
import { entitlementShares } from './bill.ts';

/** One workload's file system: its requirement as File Storage reads it, and its plan alone. */
export interface FssMember {
  readonly name: string;
  readonly requirement: FssRequirement;
  readonly plan: FssRecommendation;
  readonly dedicated: boolean;
}

/** The mount-target limits a shared mount target is judged on (the clients' own stay with each workload); connections are hard. */
const IDS = ['backendIops', 'sharedBandwidth', 'readBandwidth', 'writeBandwidth', 'connections'] as const satisfies readonly LimitId[];
const HARD: readonly boolean[] = IDS.map((id) => id === 'connections');

/** One load's use of one mount target of a type, per limit of `IDS` (0 where the edition has no such limit). */
type Uses = Float64Array;

interface Group {
  readonly members: FssMember[];
  /** Per type the edition has: the members' summed use of one mount target of it. */
  readonly sums: Map<MountTargetType, Uses>;
  type: MountTargetType;
  mountTargets: number;
  peak: number;
  binding: LimitId;
  /** The group's target, a fraction (the strictest of its members'). */
  target: number;
  readonly dedicated: boolean;
  readonly shared: boolean;
}

const EPS = 1e-9;

/** A load's use of one mount target of `type`, per limit (`mountTargetLimits` at N = 1). */
function usesOf(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType): Uses {
  return usesFrom(mountTargetLimits(load, edition, type, 1));
}

/** The uses of `IDS` among a set of limit uses. */
function usesFrom(limits: readonly LimitUse[]): Uses {
  const out = new Float64Array(IDS.length);
  for (const l of limits) {
    const i = (IDS as readonly LimitId[]).indexOf(l.id);
    if (i >= 0) out[i] = l.utilization;
  }
  return out;
}

/** Whether `a` + `b` (b may be absent) fit a target (a fraction; hard limits at 100%), their peak and the limit nearest its target. */
function judge(a: Uses, b: Uses | null, target: number): { fits: boolean; peak: number; binding: LimitId } {
  let fits = true;
  let peak = 0;
  let worst = -1;
  let binding: LimitId = IDS[0];
  for (let i = 0; i < IDS.length; i++) {
    const use = a[i]! + (b ? b[i]! : 0);
    const limit = HARD[i] ? 1 : target;
    if (use > limit + EPS) fits = false;
    peak = Math.max(peak, use);
    if (use / limit > worst) {
      worst = use / limit;
      binding = IDS[i]!;
    }
  }
  return { fits, peak: finite(peak), binding };
}

/**
 * The use of one mount target of `type` carrying every load at once: per limit, the sum of each
 * load's utilization (each part's share of the mount target's time, as a mixed load's is in
 * `backendIopsCapacity`); the clients' own limits stay with each workload. Fits when every soft
 * limit is within `target` (a fraction) and every hard one within 100%.
 */
export function sharedUse(
  loads: readonly FssLoad[],
  edition: FssMountTargetEdition,
  type: MountTargetType,
  target: number,
): { fits: boolean; peak: number; binding: LimitId } {
  const sums = new Float64Array(IDS.length);
  for (const load of loads) {
    const u = usesOf(load, edition, type);
    for (let i = 0; i < IDS.length; i++) sums[i]! += u[i]!;
  }
  return judge(sums, null, target);
}

const entitlementGB = (edition: FssMountTargetEdition, type: MountTargetType) => edition.mountTargets[type]?.capacityEntitlementGB.value ?? 0;

/**
 * The type one shared mount target of a group and a newcomer takes: among the types every
 * member allows (a member that fixed its type allows only that one) and that need no limit
 * increase a member did not need alone, those whose single mount target carries the summed
 * load at the group's target; the least capacity entitlement first (Standard has none), then
 * the least busy.
 */
function bestType(
  members: readonly FssMember[],
  g: Group,
  c: ReadonlyMap<MountTargetType, Uses>,
  edition: FssMountTargetEdition,
  target: number,
  tenancy: TenancyMountTargetLimits | undefined,
) {
  let best: { type: MountTargetType; peak: number; binding: LimitId } | null = null;
  for (const [t, sum] of g.sums) {
    const mine = c.get(t);
    // A type the newcomer cannot take (it fixed another), or one it would need a limit increase for.
    if (mine === undefined) continue;
    if (!withinServiceQuota(edition, t, 1, tenancy) && !members.some((m) => m.plan.design.mountTargetType === t)) continue;
    const use = judge(sum, mine, target);
    if (!use.fits) continue;
    if (
      best === null ||
      entitlementGB(edition, t) < entitlementGB(edition, best.type) ||
      (entitlementGB(edition, t) === entitlementGB(edition, best.type) && use.peak < best.peak - EPS)
    ) {
      best = { type: t, ...use };
    }
  }
  return best;
}

/** The peak and binding limit of a plan alone (its mount-target limits, not its clients'). */
function alone(plan: FssRecommendation): { peak: number; binding: LimitId } {
  let peak = 0;
  let binding: LimitId = plan.loads[0]?.id ?? 'backendIops';
  for (const l of plan.loads) {
    if (isClientSide(l.id)) continue;
    if (l.utilization > peak) {
      peak = l.utilization;
      binding = l.id;
    }
  }
  return { peak: finite(peak), binding };
}

/**
 * The mount targets of the workloads on File Storage. A workload that asked for mount targets of
 * its own, needs more than one alone, or is not carried alone keeps its own design as the File
 * Storage planner sizes it. The others share single mount targets, placed busiest first (first
 * fit decreasing): a workload joins the first group whose one mount target, of the type
 * `bestType` picks, still carries every member at the strictest target and brings no more
 * capacity entitlement than the group and the workload alone did; else it starts a group with
 * its own design. The fewest mount targets and the least entitlement are sought, not proven.
 * Out: the groups, with each member's name, and the capacity entitlement priced (HPMT price, S-PRICE).
 */
export function shareMountTargets(
  members: readonly FssMember[],
  edition: FssMountTargetEdition,
  pricing: Pricing | undefined,
  tenancy?: TenancyMountTargetLimits,
): SharedMountTargets[] {
  const groups: Group[] = [];
  // Types a shared mount target may take: those within the default per-AD limit, or one a member needed alone.
  const types = mountTargetTypes.filter(
    (t) => edition.mountTargets[t] !== undefined && (withinServiceQuota(edition, t, 1, tenancy) || members.some((m) => m.plan.design.mountTargetType === t)),
  );
  const candidates: { m: FssMember; uses: Map<MountTargetType, Uses>; peak: number; binding: LimitId }[] = [];
  for (const m of members) {
    const own = alone(m.plan);
    const target = m.plan.targetUtilizationPercent / 100;
    if (m.dedicated || m.plan.design.mountTargets > 1 || !m.plan.feasible) {
      const g: Group = {
        members: [m],
        sums: new Map(),
        type: m.plan.design.mountTargetType,
        mountTargets: m.plan.design.mountTargets,
        ...own,
        target,
        dedicated: m.dedicated,
        shared: false,
      };
      groups.push(g);
    } else {
      const load = loadFromRequirement(m.requirement);
      // The types it may take (the one it fixed, else all); its own type's use is its plan's (at one mount target).
      const allowed = m.requirement.mountTargetType !== undefined ? [m.requirement.mountTargetType] : types;
      const own_ = m.plan.design.mountTargetType;
      candidates.push({ m, uses: new Map(allowed.map((t) => [t, t === own_ ? usesFrom(m.plan.loads) : usesOf(load, edition, t)])), ...own });
    }
  }
  candidates.sort((a, b) => b.peak - a.peak);
  for (const c of candidates) {
    const target = c.m.plan.targetUtilizationPercent / 100;
    let placed = false;
    for (const g of groups) {
      if (!g.shared) continue;
      const members = [...g.members, c.m];
      const t = Math.min(g.target, target);
      const best = bestType(members, g, c.uses, edition, t, tenancy);
      if (!best || entitlementGB(edition, best.type) > entitlementGB(edition, g.type) + entitlementGB(edition, c.m.plan.design.mountTargetType) + EPS) continue;
      g.members.push(c.m);
      for (const [ty, sum] of g.sums) {
        const u = c.uses.get(ty);
        // A type the newcomer cannot take is no longer the group's to take.
        if (u === undefined) g.sums.delete(ty);
        else for (let i = 0; i < IDS.length; i++) sum[i]! += u[i]!;
      }
      Object.assign(g, { type: best.type, peak: best.peak, binding: best.binding, target: t });
      placed = true;
      break;
    }
    if (!placed) {
      const type = c.m.plan.design.mountTargetType;
      const sums = new Map([...c.uses].map(([ty, u]) => [ty, Float64Array.from(u)]));
      groups.push({ members: [c.m], sums, type, mountTargets: 1, peak: c.peak, binding: c.binding, target, dedicated: false, shared: true });
    }
  }
  const order = (g: Group) => Math.min(...g.members.map((m) => members.indexOf(m)));
  const sorted = [...groups].sort((a, b) => order(a) - order(b));
  const storedGB = members.reduce((sum, m) => sum + (m.requirement.capacityGB ?? 0), 0);
  const shares = entitlementShares(
    sorted.map((g) => ({ mountTargetType: g.type, mountTargets: g.mountTargets })),
    edition,
    storedGB,
    pricing,
  );
  return sorted.map((g, i) => ({
    mountTargetType: g.type,
    mountTargets: g.mountTargets,
    workloads: [...g.members].sort((a, b) => members.indexOf(a) - members.indexOf(b)).map((m) => m.name),
    dedicated: g.dedicated,
    peakUtilizationPercent: finite(g.peak * 100),
    bindingLimit: g.binding,
    targetUtilizationPercent: finite(g.target * 100),
    ...shares[i]!,
    monthlyUSD: shares[i]!.extraUSD,
  }));
}
