/**
 * Dense I/O in a comparison: how it is planned beyond its requirement (the hosts that replace
 * the clients on the whole bill, the protected RAID default) and what its bill says about it.
 */
import { findShape } from '../../catalog/index.ts';
import { effectiveOcpus } from '../clients/network.ts';
import { atLeastOnceADay, type DioDemand } from '../scenario/demand.ts';
import type { DioPlanOptions, DioRecommendation } from '../dio/index.ts';
import type { BillBasis, CompareRequirement } from '../scenario/schema.ts';
import { billBasisOf, clientLocalNvmeNote, clientMemoryOf, clientsReplaceable, type BillNote } from '../cost/wholeBill.ts';

/**
 * How a comparison plans Dense I/O beyond its requirement. RAID: unless the user chose a level,
 * a protected layout (`protectedRaid`: RAID 10, or RAID 1 where the drives allow only a mirror),
 * since the other services keep the data safe and OCI does not protect local NVMe; RAID 0 when
 * the workload says its data is scratch (`scratchData`). Hosts: on the whole bill, with clients
 * entered, the workload runs on the Dense I/O hosts, so there are as many hosts as clients, each
 * at least a client's OCPUs (the shape's, or the Flex OCPUs entered, else its minimum) and memory
 * (when entered, else OCI's default for a Flex shape, `clientMemoryOf`). On storage prices, without
 * clients, or with clients a Dense I/O host cannot replace (a GPU or HPC shape, `clientsReplaceable`),
 * the hosts are sized for the storage alone.
 */
export function dioPlanOf(r: CompareRequirement): DioPlanOptions {
  const raidRule = r.scratchData ? 'scratch' : 'protected';
  if (billBasisOf(r).basis !== 'whole' || r.clients === undefined || !clientsReplaceable(r)) return { raidRule };
  const shape = r.clientShape ? findShape(r.clientShape) : undefined;
  const ocpus = shape ? effectiveOcpus(shape, r.clientOcpus) : (r.clientOcpus ?? null);
  return { raidRule, hosts: { count: r.clients, ocpus, memoryGB: clientMemoryOf(r).memoryGB } };
}

/**
 * Whether a comparison lets Dense I/O spread its data over more hosts than one (`recommendDenseIoSpread`):
 * on the whole bill, when the clients are hosts a Dense I/O host cannot replace (`clientsReplaceable`).
 */
export function dioSpreadOf(r: CompareRequirement): boolean {
  return billBasisOf(r).basis === 'whole' && !clientsReplaceable(r);
}

/** What a Dense I/O whole bill assumed about the hosts (`dioPlanOf`), as notes. */
export function dioBillNotes(r: CompareRequirement, dio: DioRecommendation, basis: BillBasis): BillNote[] {
  if (!clientsReplaceable(r)) {
    const nvme = clientLocalNvmeNote(r);
    return [{ code: 'dio-beside-clients', params: { shape: r.clientShape ?? '' } }, ...(nvme ? [nvme] : [])];
  }
  if (r.clients === undefined) return [];
  if (basis !== 'whole') return [{ code: 'dio-hosts-unsized', params: { clients: r.clients } }];
  const notes: BillNote[] = [
    {
      code: 'dio-hosts-replace-clients',
      params: { hosts: dio.instances, shape: dio.design.shape, ocpus: dio.hosts.ocpus ?? 0, memoryGB: dio.hosts.memoryGB ?? 0 },
    },
  ];
  if (dio.hosts.memoryGB === null) notes.push({ code: 'dio-host-memory-unchecked', params: {} });
  return notes;
}

/**
 * The Dense I/O requirement of one host of a comparison's Dense I/O design: its share of the
 * IOPS and of the capacity, at the RAID level the comparison chose (what a one-service view or a
 * fio bundle of that design plans and tests).
 */
export function dioHostRequirementOf(req: DioDemand, dio: Pick<DioRecommendation, 'instances' | 'design'>): DioDemand {
  const n = Math.max(1, dio.instances);
  return {
    ...req,
    iops: atLeastOnceADay(req.iops / n),
    ...(req.usableCapacityGB !== undefined ? { usableCapacityGB: req.usableCapacityGB / n } : {}),
    raid: dio.design.raid,
  };
}
