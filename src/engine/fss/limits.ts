/**
 * The File Storage mount-target model, one function used both ways: the use of every limit
 * of N mount targets of one type under a load. `evaluate` scales a load shape until the first
 * limit binds; `recommend` finds the smallest N whose limits hold at the target utilization.
 */
import type { Cited, FssMountTargetEdition, MountTargetSpec, MountTargetType } from '../catalog/types.ts';
import type { Concurrency } from './concurrency.ts';
import { metadataBackendIops, metadataOpsTotal, readCost, writeCost } from './nfsOps.ts';
import { limitUse, type LimitUse } from './results.ts';
import type { MetadataRates } from './scenario.ts';
import { opsToMBps } from './units.ts';

/** A File Storage load on the whole file system, per second. */
export interface FssLoad {
  readonly readOps: number;
  readonly writeOps: number;
  readonly readIoSizeKiB: number;
  readonly writeIoSizeKiB: number;
  readonly metadata: MetadataRates | undefined;
  /** Client instances, or undefined when clients are not a limit. */
  readonly clients: number | undefined;
  /** NFS payload one client's network carries, decimal MB/s, or undefined when unknown. */
  readonly clientMBps: number | undefined;
  /** TCP connections each client opens (nconnect). */
  readonly connectionsPerClient: number;
  readonly inTransitEncryption: boolean;
  /** The clients' operating system for in-transit encryption (Linux: oci-fss-utils; Windows: stunnel). */
  readonly tlsClient: 'linux' | 'windows';
  /** Operations in flight per client and the per-operation latency. */
  readonly concurrency: Concurrency;
}

export interface FssLoadFigures {
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly backendIops: number;
  readonly dataBackendIops: number;
  readonly metadataBackendIops: number;
  readonly metadataOps: number;
  /** Front-end operations per second: reads, writes and metadata (what a client keeps in flight). */
  readonly frontEndOps: number;
  readonly readCost: number;
  readonly writeCost: number;
}

export function loadFigures(load: FssLoad, edition: FssMountTargetEdition): FssLoadFigures {
  const rc = readCost(load.readIoSizeKiB, edition.opCosts);
  const wc = writeCost(load.writeIoSizeKiB, edition.opCosts);
  const meta = metadataBackendIops(load.metadata, edition.opCosts);
  const data = load.readOps * rc + load.writeOps * wc;
  const metadataOps = metadataOpsTotal(load.metadata);
  return {
    readMBps: opsToMBps(load.readOps, load.readIoSizeKiB),
    writeMBps: opsToMBps(load.writeOps, load.writeIoSizeKiB),
    backendIops: data + meta,
    dataBackendIops: data,
    metadataBackendIops: meta,
    metadataOps,
    frontEndOps: load.readOps + load.writeOps + metadataOps,
    readCost: rc,
    writeCost: wc,
  };
}

/**
 * What one mount target accepts under this load, and what counts against it. Encrypted: the
 * TLS figure for the clients' OS (Windows has its own where the source gives one), counted in
 * clients: 2023 limits TLS *clients*, and a client's TLS session carries all its nconnect
 * connections. Unencrypted: a limit printed in clients counts clients; one printed in
 * connections counts clients × nconnect.
 */
export function connectionLimit(spec: MountTargetSpec, load: FssLoad): { value: number; cited: Cited; perClient: number; encrypted: boolean } {
  if (load.inTransitEncryption) {
    const tls = load.tlsClient === 'windows' ? (spec.tlsConnectionsWindows ?? spec.tlsConnections) : spec.tlsConnections;
    if (tls) return { value: tls.value, cited: tls, perClient: 1, encrypted: true };
  }
  const cited = spec.connections;
  return { value: cited.value, cited, perClient: cited.unit === 'clients' ? 1 : load.connectionsPerClient, encrypted: false };
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

export function assignClients(clients: number, mountTargets: number): ClientAssignment {
  const busiest = Math.ceil(clients / mountTargets);
  const others = Math.floor(clients / mountTargets);
  const busiestCount = busiest === others ? mountTargets : clients - others * mountTargets;
  const othersCount = mountTargets - busiestCount;
  return { mountTargets, clients, busiest, busiestCount, others, othersCount, idle: others === 0 ? othersCount : 0 };
}

/**
 * The use of each limit when `mountTargets` mount targets of `type` carry `load`, clients
 * spread evenly over them. Client-network limits do not depend on the mount targets.
 */
export function mountTargetLimits(
  load: FssLoad,
  edition: FssMountTargetEdition,
  type: MountTargetType,
  mountTargets: number,
): LimitUse[] {
  const spec = edition.mountTargets[type];
  if (!spec) return [];
  const f = loadFigures(load, edition);
  const n = effectiveMountTargets(mountTargets, load.clients);
  const limits: LimitUse[] = [
    limitUse('backendIops', f.backendIops, n * spec.backendIops.value, 'backendIops', spec.backendIops.source, spec.backendIops.basis),
  ];
  if (spec.sharedBandwidth) {
    limits.push(limitUse('sharedBandwidth', f.readMBps + f.writeMBps, n * spec.readMBps.value, 'MBps', spec.readMBps.source, spec.readMBps.basis));
  } else {
    limits.push(limitUse('readBandwidth', f.readMBps, n * spec.readMBps.value, 'MBps', spec.readMBps.source, spec.readMBps.basis));
    limits.push(limitUse('writeBandwidth', f.writeMBps, n * spec.writeMBps.value, 'MBps', spec.writeMBps.source, spec.writeMBps.basis));
  }
  if (load.clients !== undefined) {
    const conn = connectionLimit(spec, load);
    limits.push(limitUse('connections', load.clients * conn.perClient, n * conn.value, 'connections', conn.cited.source, conn.cited.basis, true, conn.cited));
    if (load.clientMBps !== undefined) {
      const net = load.clients * load.clientMBps;
      limits.push(limitUse('clientNetworkRead', f.readMBps, net, 'MBps', 'S-SHAPES-NEW', 'derived'));
      limits.push(limitUse('clientNetworkWrite', f.writeMBps, net, 'MBps', 'S-SHAPES-NEW', 'derived'));
    }
    const c = load.concurrency;
    if (c.opsPerClient !== null) {
      const source = c.latencySource === 'user' ? 'engineering' : c.latencySource;
      limits.push(limitUse('concurrency', f.frontEndOps, load.clients * c.opsPerClient, 'iops', source, c.latencySource === 'user' ? 'inferred' : 'documented'));
    }
  }
  return limits;
}

/** Scales the data operations of a load by `factor`, keeping metadata and clients. */
export function scaleData(load: FssLoad, factor: number): FssLoad {
  return withOps(load, load.readOps * factor, load.writeOps * factor);
}

/**
 * The load with other data operation rates. Written out field by field: object spread here
 * was the slowest step of a File Storage plan (the planner builds loads in its inner loops).
 */
export function withOps(load: FssLoad, readOps: number, writeOps: number): FssLoad {
  return {
    readOps,
    writeOps,
    readIoSizeKiB: load.readIoSizeKiB,
    writeIoSizeKiB: load.writeIoSizeKiB,
    metadata: load.metadata,
    clients: load.clients,
    clientMBps: load.clientMBps,
    connectionsPerClient: load.connectionsPerClient,
    inTransitEncryption: load.inTransitEncryption,
    tlsClient: load.tlsClient,
    concurrency: load.concurrency,
  };
}

/** Limits the mount targets do not change (the clients' own network and concurrency). */
export function isClientSide(id: LimitUse['id']): boolean {
  return id === 'clientNetworkRead' || id === 'clientNetworkWrite' || id === 'concurrency';
}
