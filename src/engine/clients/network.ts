/**
 * Client instances: the network bandwidth that bounds what each can move over NFS.
 */
import { findShape } from '../../catalog/index.ts';
import type { Cited, InstanceShape } from '../../catalog/types.ts';
import { gbpsToMBps } from '../units.ts';

export interface ClientNetwork {
  readonly shapeId: string;
  readonly ocpus: number;
  readonly gbps: number;
  readonly mbps: number;
  readonly source: Cited;
}

/**
 * Network bandwidth of one instance: fixed shapes use their figure; Flex shapes get
 * `networkGbpsPerOcpu` x OCPUs up to the shape's maximum (e.g. E5.Flex: 1 Gb/s per OCPU, 40 max).
 * Returns null for an unknown shape.
 */
export function instanceNetwork(shapeId: string, ocpus?: number): ClientNetwork | null {
  const shape = findShape(shapeId);
  if (!shape) return null;
  const n = effectiveOcpus(shape, ocpus);
  if (shape.networkGbps) {
    return { shapeId, ocpus: n, gbps: shape.networkGbps.value, mbps: gbpsToMBps(shape.networkGbps.value), source: shape.networkGbps };
  }
  const per = shape.networkGbpsPerOcpu;
  const gbps = per ? Math.min(per.value * n, shape.maxNetworkGbps.value) : shape.maxNetworkGbps.value;
  return { shapeId, ocpus: n, gbps, mbps: gbpsToMBps(gbps), source: per ?? shape.maxNetworkGbps };
}

/** OCPUs of an instance: fixed shapes have their own; Flex shapes clamp the request to the range. */
export function effectiveOcpus(shape: InstanceShape, ocpus?: number): number {
  if (shape.ocpus !== null) return shape.ocpus;
  const wanted = ocpus ?? shape.minOcpus;
  return Math.min(shape.maxOcpus, Math.max(shape.minOcpus, wanted));
}
