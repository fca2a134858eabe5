/**
 * File Storage clients: what one client's network carries over NFS, its concurrency at the
 * service latency, and how whole clients sit on mount targets.
 */
import { findShape, latencyFacts, nicPayload } from '../../catalog/index.ts';
import type { Cited } from '../../catalog/types.ts';
import { instanceNetwork } from '../clients/network.ts';
import { clientConcurrency, type Concurrency } from '../clients/concurrency.ts';

/** The client fields a File Storage workload or requirement may give. */
export interface ClientInput {
  clients?: number | undefined;
  clientShape?: string | undefined;
  clientOcpus?: number | undefined;
  nconnect?: number | undefined;
  inTransitEncryption?: boolean | undefined;
  tlsClient?: 'linux' | 'windows' | undefined;
  threadsPerClient?: number | undefined;
  queueDepth?: number | undefined;
  latencyMs?: number | undefined;
}

/** NFS payload one client's NIC carries: line rate × the payload share (nfs-blog: 114 of 125 MB/s on GbE). */
export function clientPayloadMBps(lineRateMBps: number): number {
  return (lineRateMBps * nicPayload.percent.value) / 100;
}

/** The OCPUs assumed for a Flex client shape given without them (its smallest size), or undefined. */
export function assumedClientOcpus(c: ClientInput): { shape: string; ocpus: number } | undefined {
  if (!c.clientShape || c.clientOcpus !== undefined || c.clients === undefined) return undefined;
  const shape = findShape(c.clientShape);
  return shape && shape.ocpus === null ? { shape: shape.id, ocpus: shape.minOcpus } : undefined;
}

/** A client's concurrency at the File Storage latency (under 1 ms for most operations: 1 ms as the bound). */
export function fssConcurrency(c: ClientInput): Concurrency {
  return clientConcurrency({ threads: c.threadsPerClient, queueDepth: c.queueDepth, latencyMs: c.latencyMs }, latencyFacts.fssMs);
}

/** The client part of a load: count, payload per client (and the network figure behind it), connections, TLS, concurrency. */
export function clientPart(c: ClientInput): {
  clients: number | undefined;
  clientMBps: number | undefined;
  clientNetwork: Cited | undefined;
  connectionsPerClient: number;
  inTransitEncryption: boolean;
  tlsClient: 'linux' | 'windows';
  concurrency: Concurrency;
} {
  const net = c.clientShape ? instanceNetwork(c.clientShape, c.clientOcpus) : null;
  const known = c.clients !== undefined && net !== null;
  return {
    clients: c.clients,
    clientMBps: known ? clientPayloadMBps(net.mbps) : undefined,
    clientNetwork: known ? net.source : undefined,
    connectionsPerClient: c.nconnect ?? 1,
    inTransitEncryption: c.inTransitEncryption ?? false,
    tlsClient: c.tlsClient ?? 'linux',
    concurrency: fssConcurrency(c),
  };
}

/**
 * Clients are assigned to mount targets, not sprayed (2023 paper: 100 instances on 4 mount
 * targets, 25 each): with `clients` on `mountTargets`, the busiest carries ceil(clients / N)
 * clients' share of the load. Its load decides, so N mount targets do the work of
 * clients / ceil(clients / N) evenly loaded ones. Without a client count, the load spreads evenly.
 */
export function effectiveMountTargets(mountTargets: number, clients: number | undefined): number {
  if (clients === undefined || clients <= 0) return mountTargets;
  return clients / Math.ceil(clients / mountTargets - 1e-12);
}

/** How the clients sit on the mount targets: `busiest` clients on each of `busiestCount`, `others` on the rest. */
export interface ClientAssignment {
  readonly mountTargets: number;
  readonly clients: number;
  readonly busiest: number;
  readonly busiestCount: number;
  readonly others: number;
  readonly othersCount: number;
  /** Mount targets with no client. */
  readonly idle: number;
}

/** Whole clients dealt to mount targets: ceil(clients / N) on the busiest, floor(clients / N) on the rest. */
export function assignClients(clients: number, mountTargets: number): ClientAssignment {
  const busiest = Math.ceil(clients / mountTargets);
  const others = Math.floor(clients / mountTargets);
  const busiestCount = busiest === others ? mountTargets : clients - others * mountTargets;
  const othersCount = mountTargets - busiestCount;
  return { mountTargets, clients, busiest, busiestCount, others, othersCount, idle: others === 0 ? othersCount : 0 };
}
