/**
 * Block-volume limits of the instance the volumes attach to: IOPS, throughput, attachments,
 * and whether it can use Ultra High Performance (multipath).
 */
import { findShape, flexVmBlockVolumeRule } from '../../catalog/index.ts';
import type { Cited, InstanceShape } from '../../catalog/types.ts';
import type { Attachment } from './volume.ts';
import { effectiveOcpus, instanceNetwork } from '../clients/network.ts';

export interface InstanceLimits {
  readonly shapeId: string;
  readonly ocpus: number;
  readonly maxIops: number;
  readonly maxMBps: number;
  readonly maxAttachments: number;
  readonly uhpCapable: boolean;
  readonly iopsSource: Cited;
  readonly mbpsSource: Cited;
  readonly attachmentsSource: Cited;
}

/**
 * Limits of a shape: the published per-instance row where there is one; for Flex VMs the
 * rule of 20,000 IOPS and 120 MB/s per Gb/s of network, up to 600,000 IOPS and 4,800 MB/s.
 * Returns null for an unknown shape or one with no published figures.
 */
export function instanceLimits(shapeId: string, ocpus: number | undefined, attachment: Attachment, defaultAttachments: Cited): InstanceLimits | null {
  const shape = findShape(shapeId);
  if (!shape) return null;
  const n = effectiveOcpus(shape, ocpus);
  const rule = flexVmBlockVolumeRule;
  let maxIops: Cited | number | null = shape.bvMaxIops;
  let maxMBps: Cited | number | null = shape.bvMaxMBps;
  if (!maxIops || !maxMBps) {
    if (shape.kind !== 'vm') return null;
    const net = instanceNetwork(shapeId, ocpus);
    if (!net) return null;
    maxIops = Math.min(rule.iopsPerGbps.value * net.gbps, rule.maxIops.value);
    maxMBps = Math.min(rule.mbpsPerGbps.value * net.gbps, rule.maxMBps.value);
  }
  const attachments = attachmentLimit(shape, attachment, defaultAttachments);
  return {
    shapeId,
    ocpus: n,
    maxIops: typeof maxIops === 'number' ? maxIops : maxIops.value,
    maxMBps: typeof maxMBps === 'number' ? maxMBps : maxMBps.value,
    maxAttachments: attachments.value,
    uhpCapable: shape.kind === 'bm' || n >= rule.uhpMinOcpus.value,
    iopsSource: typeof maxIops === 'number' ? rule.iopsPerGbps : maxIops,
    mbpsSource: typeof maxMBps === 'number' ? rule.mbpsPerGbps : maxMBps,
    attachmentsSource: attachments,
  };
}

function attachmentLimit(shape: InstanceShape, attachment: Attachment, fallback: Cited): Cited {
  if (attachment === 'paravirtualized' && shape.maxParavirtualizedAttachments) return shape.maxParavirtualizedAttachments;
  return shape.maxAttachments ?? fallback;
}
