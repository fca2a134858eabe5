/**
 * The OCI Monitoring metrics the planner reads from an export, by namespace and name: what each
 * measures and how its documentation states its unit. `kind` is what the page says:
 *
 * - `perInterval`: a count (bytes, operations) per interval of the query, divided by the
 *   interval's seconds to give a rate;
 * - `perIntervalOrCounter`: stated per interval, but the agent's raw points are running totals
 *   that restart at zero (`oci_computeagent`): the reader tells the two apart from the data;
 * - `level`: an average or a count at the time (connections, guaranteed figures);
 * - `notConfirmed`: the page names the metric, but this catalog has not read its unit there; the
 *   reader then takes the unit the file's `metadata` states, or the one the user says.
 *
 * No figures here: the metrics' names, meanings and documented units only.
 */
import { deepFreeze } from './freeze.ts';
import type { SourceId } from './types.ts';

export type OciMetricKind = 'perInterval' | 'perIntervalOrCounter' | 'level' | 'notConfirmed';

/** What a metric measures, in the reader's terms (`engine/measurements/types.ts` `Quantity`). */
export type OciMetricQuantity =
  | 'readBytesPerSecond'
  | 'writeBytesPerSecond'
  | 'readOpsPerSecond'
  | 'writeOpsPerSecond'
  | 'readOpsBySize'
  | 'writeOpsBySize'
  | 'metadataOpsPerSecond'
  | 'connections'
  | 'throttledIosPerSecond'
  | 'guaranteedIops'
  | 'guaranteedMBps'
  | 'guaranteedVpusPerGB'
  | 'networkInBytesPerSecond'
  | 'networkOutBytesPerSecond';

export interface OciMetricDefinition {
  readonly namespace: 'oci_blockstore' | 'oci_filestorage' | 'oci_computeagent';
  readonly name: string;
  readonly quantity: OciMetricQuantity;
  readonly kind: OciMetricKind;
  readonly source: SourceId;
  readonly where: string;
  readonly note?: string;
}

const bv = (name: string, quantity: OciMetricQuantity, kind: OciMetricKind, note?: string): OciMetricDefinition => ({
  namespace: 'oci_blockstore',
  name,
  quantity,
  kind,
  source: 'S-BVMETRICS',
  where: 'Available Metrics: oci_blockstore, Performance Metrics table',
  ...(note ? { note } : {}),
});
const fs = (name: string, quantity: OciMetricQuantity, kind: OciMetricKind = 'notConfirmed'): OciMetricDefinition => ({
  namespace: 'oci_filestorage',
  name,
  quantity,
  kind,
  source: 'S-FSMETRICS',
  where: 'Available Metrics: oci_filestorage (one raw data point per 1-minute interval: Raw Data Point Frequency)',
});
const agent = (name: string, quantity: OciMetricQuantity): OciMetricDefinition => ({
  namespace: 'oci_computeagent',
  name,
  quantity,
  kind: 'perIntervalOrCounter',
  source: 'S-COMPUTEMETRICS',
  where: 'Available Metrics: oci_computeagent (aggregated over every volume or VNIC of the instance)',
});

export const ociMetrics: readonly OciMetricDefinition[] = deepFreeze([
  bv('VolumeReadThroughput', 'readBytesPerSecond', 'perInterval'),
  bv('VolumeWriteThroughput', 'writeBytesPerSecond', 'perInterval'),
  bv('VolumeReadOps', 'readOpsPerSecond', 'perInterval'),
  bv('VolumeWriteOps', 'writeOpsPerSecond', 'perInterval'),
  bv('VolumeThrottledIOs', 'throttledIosPerSecond', 'perInterval'),
  bv('VolumeGuaranteedVPUsPerGB', 'guaranteedVpusPerGB', 'level'),
  bv('VolumeGuaranteedIOPS', 'guaranteedIops', 'level'),
  bv('VolumeGuaranteedThroughput', 'guaranteedMBps', 'notConfirmed', 'the unit of this metric was not read on the page'),
  fs('FileSystemReadThroughput', 'readBytesPerSecond'),
  fs('FileSystemWriteThroughput', 'writeBytesPerSecond'),
  fs('FileSystemReadRequestsbySize', 'readOpsBySize'),
  fs('FileSystemWriteRequestsbySize', 'writeOpsBySize'),
  fs('MetadataIOPS', 'metadataOpsPerSecond'),
  fs('MountTargetReadThroughput', 'readBytesPerSecond'),
  fs('MountTargetWriteThroughput', 'writeBytesPerSecond'),
  fs('MountTargetConnections', 'connections', 'level'),
  agent('DiskBytesRead', 'readBytesPerSecond'),
  agent('DiskBytesWritten', 'writeBytesPerSecond'),
  agent('DiskIopsRead', 'readOpsPerSecond'),
  agent('DiskIopsWritten', 'writeOpsPerSecond'),
  agent('NetworksBytesIn', 'networkInBytesPerSecond'),
  agent('NetworksBytesOut', 'networkOutBytesPerSecond'),
]);

/** The definition of a metric by namespace and name, if the planner knows it. */
export function findOciMetric(namespace: string, name: string): OciMetricDefinition | undefined {
  return ociMetrics.find((m) => m.namespace === namespace && m.name === name);
}
