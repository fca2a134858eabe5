/**
 * What bounds a Lustre file system's throughput: the performance tier times the capacity
 * (S-LFSCLI: "MBPS_PER_TB_125 represents 125 megabytes per second per terabyte"), shared by
 * reads and writes since no separate figures are published; and on the client side, as for
 * File Storage, the clients' network (payload share of each NIC) and their concurrency
 * (Little's law, clients × threads × queue depth at the per-operation latency).
 */
import type { LustreEdition, LustreTier } from '../../catalog/lustre.ts';
import { instanceNetwork, type ClientNetwork } from '../clients/network.ts';
import { clientConcurrency, latencyCited, type Concurrency } from '../clients/concurrency.ts';
import { clientPayloadMBps } from '../fss/index.ts';
import { limitUse, type LimitUse } from '../results/parts.ts';
import { GB_PER_TB, finite, mbpsToOps } from '../units.ts';

/** What a scenario says about the Lustre clients (all optional). */
export interface LustreClientInput {
  readonly clients?: number | undefined;
  readonly clientShape?: string | undefined;
  readonly clientOcpus?: number | undefined;
  readonly threadsPerClient?: number | undefined;
  readonly queueDepth?: number | undefined;
  readonly latencyMs?: number | undefined;
}

export interface LustreClientBounds {
  /** Number of clients, or null when the scenario does not say. */
  readonly clients: number | null;
  /** The network of one client, when its shape is known. */
  readonly network: ClientNetwork | null;
  /** Payload one client's NIC carries each way, MB/s, when clients and shape are known. */
  readonly clientMBps: number | null;
  readonly concurrency: Concurrency;
}

/** Throughput asked of the file system, MB/s (decimal), at an I/O size. */
export interface LustreDemand {
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly ioSizeKiB: number;
}

/** Aggregate throughput of a tier at a capacity: tier MB/s per TB × capacity in decimal TB. */
export function tierThroughputMBps(tier: LustreTier, capacityGB: number): number {
  return finite((tier * capacityGB) / GB_PER_TB);
}

/** The clients' side: network per client and concurrency, from what the scenario gives. */
export function lustreClientBounds(edition: LustreEdition, c: LustreClientInput): LustreClientBounds {
  const network = c.clientShape ? instanceNetwork(c.clientShape, c.clientOcpus) : null;
  const clients = c.clients ?? null;
  return {
    clients,
    network,
    clientMBps: clients !== null && network ? clientPayloadMBps(network.mbps) : null,
    concurrency: clientConcurrency({ threads: c.threadsPerClient, queueDepth: c.queueDepth, latencyMs: c.latencyMs }, edition.latencyMs),
  };
}

/**
 * Every limit of a tier and capacity under a demand: the tier throughput (soft: planned to the
 * target utilization), the clients' network each way and their concurrency (checked only when
 * the number of clients is known, at 100%).
 */
export function lustreLimits(edition: LustreEdition, tier: LustreTier, capacityGB: number, demand: LustreDemand, bounds: LustreClientBounds): LimitUse[] {
  const spec = edition.tiers.find((t) => t.tier === tier);
  const total = demand.readMBps + demand.writeMBps;
  // Every tier the schema accepts is listed; one that is not would read by the same rule.
  const tierCited = spec?.mbpsPerTB ?? { ...edition.tiers[0]!.mbpsPerTB, value: tier };
  const out: LimitUse[] = [limitUse('sharedBandwidth', total, tierThroughputMBps(tier, capacityGB), 'MBps', tierCited)];
  if (bounds.clients !== null && bounds.clientMBps !== null && bounds.network) {
    const nic = bounds.clients * bounds.clientMBps;
    const cited = bounds.network.source;
    out.push(limitUse('clientNetworkRead', demand.readMBps, nic, 'MBps', cited));
    out.push(limitUse('clientNetworkWrite', demand.writeMBps, nic, 'MBps', cited));
  }
  const perClient = bounds.concurrency.opsPerClient;
  if (bounds.clients !== null && perClient !== null) {
    const ops = mbpsToOps(total, demand.ioSizeKiB);
    out.push(limitUse('concurrency', ops, bounds.clients * perClient, 'iops', latencyCited(bounds.concurrency, edition.latencyMs)));
  }
  return out;
}

/** True for the limits the clients set (the file system does not lift them). */
export function isLustreClientLimit(l: LimitUse): boolean {
  return l.id !== 'sharedBandwidth';
}
