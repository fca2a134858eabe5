/**
 * One workload on one service the user fixed: that service's plan alone, exactly as the
 * comparison plans it (the same requirement mapping, the same catalog), and the same reasons a
 * comparison's entry gives for not carrying it, without planning the other three services.
 */
import { latencyFacts } from '../../catalog/index.ts';
import { recommendBlockVolume } from '../bv/index.ts';
import { bvRequirementOf, dioPlanOf, dioRequirementOf, dioSpreadOf, fssRequirementOf, lustreRequirementOf, recommendDenseIoSpread } from '../compare/index.ts';
import { latencyReason, type CompareReason, type ServiceId } from '../compare/types.ts';
import { mountTargetEdition, recommendFileStorage, recommendFss2019 } from '../fss/index.ts';
import { lustreEdition, lustreLatencyCarried, recommendLustre } from '../lustre/index.ts';
import type { Catalogs, Chosen, CompareRequirement, Pricing } from '../scenario/schema.ts';
import type { WorkloadPlan } from './types.ts';

/**
 * One service's plan of a comparison's requirement (MB/s, IOPS, KiB, GB, ms), as
 * `compareServices` plans it for that service: the requirement mapped by `fssRequirementOf`
 * (…), the catalog edition of `ids`, the chosen design when given. A File Storage mount-target
 * type the edition lacks is planned without it; `typeMissing` says so (the entry's `type-missing`).
 */
export function planService(
  service: ServiceId,
  r: CompareRequirement,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
  chosen: Chosen | undefined,
): { plan: WorkloadPlan; typeMissing: boolean } {
  switch (service) {
    case 'file-storage': {
      const req = fssRequirementOf(r);
      const edition = mountTargetEdition(ids.fileStorage);
      if (!edition) return { plan: recommendFss2019(req, pricing), typeMissing: false };
      const typeMissing = req.mountTargetType !== undefined && !edition.mountTargets[req.mountTargetType];
      const plan = recommendFileStorage(ids.fileStorage, typeMissing ? { ...req, mountTargetType: undefined } : req, pricing, chosen?.fileStorage)!;
      return { plan, typeMissing };
    }
    case 'block-volume':
      return { plan: recommendBlockVolume(ids.blockVolume, bvRequirementOf(r), pricing, chosen?.blockVolume, r.capacityGB ?? 0)!, typeMissing: false };
    case 'dense-io':
      return { plan: recommendDenseIoSpread(ids.denseIo, dioRequirementOf(r), pricing, dioPlanOf(r), chosen?.denseIo, dioSpreadOf(r)), typeMissing: false };
    case 'lustre':
      return { plan: recommendLustre(ids.lustre, lustreRequirementOf(r), pricing, chosen?.lustre), typeMissing: false };
  }
}

/** Whether a service gives several clients the same data (File Storage and Lustre do; block and local NVMe do not). */
const SHARED_ACCESS: Readonly<Record<ServiceId, boolean>> = { 'file-storage': true, 'block-volume': false, 'dense-io': false, lustre: true };

/** The service's stated latency, ms: File Storage and Block Volume (`latencyFacts`), local NVMe, Lustre's edition. */
function latencyOf(service: ServiceId, ids: Required<Catalogs>): number {
  switch (service) {
    case 'file-storage':
      return latencyFacts.fssMs.value;
    case 'block-volume':
      return latencyFacts.bvMs.value;
    case 'dense-io':
      return latencyFacts.nvmeMs.value;
    case 'lustre':
      return lustreEdition(ids.lustre).latencyMs.value;
  }
}

/**
 * Why a plan does not carry a requirement, as a comparison's entry says it (`compareServices`
 * step 3): the mount-target type missing, each critical warning, no shared access for several
 * clients that asked for it, a stated latency (ms) above the ceiling asked. Empty: it carries.
 */
export function reasonsOf(service: ServiceId, plan: WorkloadPlan, r: CompareRequirement, ids: Required<Catalogs>, typeMissing: boolean): CompareReason[] {
  const why: CompareReason[] = [];
  if (typeMissing) why.push({ code: 'type-missing', params: { edition: ids.fileStorage, type: r.mountTargetType! } });
  for (const w of plan.warnings) if (w.severity === 'critical') why.push({ code: 'critical-warning', params: { warning: w.id } });
  const clients = r.clients ?? 1;
  if ((r.sharedAccess ?? false) && clients > 1 && !SHARED_ACCESS[service]) why.push({ code: 'not-shared', params: { clients } });
  const slow = latencyReason(latencyOf(service, ids), r.maxLatencyMs, service === 'lustre' && lustreLatencyCarried(ids.lustre));
  if (slow) why.push(slow);
  return why;
}
