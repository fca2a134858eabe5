/**
 * The per-availability-domain service limits a plan's workloads use together: every mount
 * target, volume, host and file system counts against one limit of the tenancy, so a limit
 * increase is requested once for the plan, never once per workload. The plan assumes one
 * availability domain (`one-availability-domain`).
 */
import { mountTargetTypes } from '../../catalog/index.ts';
import type { FssMountTargetEdition, SourceId } from '../../catalog/types.ts';
import { bvEdition } from '../bv/index.ts';
import { quotaInUse, type TenancyMountTargetLimits } from '../fss/index.ts';
import type { CompareResult } from '../compare/types.ts';
import type { SharedLimit, SharedMountTargets } from './types.ts';

/** A plan billed or counted once: one service's design and the workloads it carries. */
export interface CarriedPlan {
  readonly plan: CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'] | CompareResult['fileStorage'];
  readonly workloads: readonly string[];
}

function limitOf(limit: string, used: number, allowed: number | null, workloads: readonly string[], sources: readonly SourceId[]): SharedLimit {
  return { limit, used, allowed, increaseNeeded: allowed !== null && used > allowed, workloads: [...new Set(workloads)], sources };
}

/**
 * One line per limit the plan uses, counted over every workload together:
 * - `fss-mount-targets:<type>`: mount targets of a type against the edition's default per AD
 *   (`quotaInUse`: the tenancy's own where the plan gives it, else S-MTPERF / S-FSOVR / the
 *   paper's own figure; null where none is given);
 * - `bv-capacity-per-ad`: Block Volume GB against the edition's aggregate per AD (S-LIMITS,
 *   where the edition gives one; else null);
 * - `dio-hosts:<shape>`: Dense I/O hosts of a shape (no default limit is given: null);
 * - `lustre-file-systems`: Lustre file systems (only the quota's name is published, S-LFSQUOTA: null).
 */
export function sharedLimits(
  mountTargets: readonly SharedMountTargets[],
  fssEdition: FssMountTargetEdition | undefined,
  bvPlans: readonly CarriedPlan[],
  dioPlans: readonly CarriedPlan[],
  lustrePlans: readonly CarriedPlan[],
  bvCatalog: string,
  tenancy?: TenancyMountTargetLimits,
): SharedLimit[] {
  const out: SharedLimit[] = [];
  if (fssEdition) {
    for (const t of mountTargetTypes) {
      const groups = mountTargets.filter((g) => g.mountTargetType === t);
      if (groups.length === 0) continue;
      const quota = quotaInUse(fssEdition, t, tenancy);
      const used = groups.reduce((s, g) => s + g.mountTargets, 0);
      out.push(
        limitOf(
          `fss-mount-targets:${t}`,
          used,
          quota ? quota.value : null,
          groups.flatMap((g) => g.workloads),
          quota?.documented ? [quota.documented.source] : [],
        ),
      );
    }
  }
  if (bvPlans.length > 0) {
    const aggregate = bvEdition(bvCatalog)?.aggregateLimitPerAdGB ?? null;
    let gb = 0;
    for (const p of bvPlans) if (p.plan.service === 'block-volume') gb += p.plan.design.volumes * p.plan.design.volumeSizeGB;
    out.push(
      limitOf(
        'bv-capacity-per-ad',
        gb,
        aggregate ? aggregate.value : null,
        bvPlans.flatMap((p) => p.workloads),
        aggregate ? [aggregate.source] : [],
      ),
    );
  }
  const shapes = new Map<string, { used: number; workloads: string[] }>();
  for (const p of dioPlans) {
    if (p.plan.service !== 'dense-io') continue;
    const s = shapes.get(p.plan.design.shape) ?? { used: 0, workloads: [] };
    s.used += p.plan.instances;
    s.workloads.push(...p.workloads);
    shapes.set(p.plan.design.shape, s);
  }
  for (const [shape, s] of shapes) out.push(limitOf(`dio-hosts:${shape}`, s.used, null, s.workloads, []));
  if (lustrePlans.length > 0) {
    out.push(
      limitOf(
        'lustre-file-systems',
        lustrePlans.length,
        null,
        lustrePlans.flatMap((p) => p.workloads),
        ['S-LFSQUOTA'],
      ),
    );
  }
  return out;
}
