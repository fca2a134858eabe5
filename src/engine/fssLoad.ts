/**
 * The File Storage mount-target model, one function used both ways: the use of every limit
 * of N mount targets of one type under a load. `evaluate` scales a load shape until the first
 * limit binds; `recommend` finds the smallest N whose limits hold at the target utilization.
 */
import type { FssMountTargetEdition, MountTargetSpec, MountTargetType } from '../catalog/types.ts';
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
  /** Network bandwidth of one client, decimal MB/s, or undefined when unknown. */
  readonly clientMBps: number | undefined;
  /** TCP connections each client opens (nconnect). */
  readonly connectionsPerClient: number;
  readonly inTransitEncryption: boolean;
}

export interface FssLoadFigures {
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly backendIops: number;
  readonly dataBackendIops: number;
  readonly metadataBackendIops: number;
  readonly metadataOps: number;
  readonly readCost: number;
  readonly writeCost: number;
}

export function loadFigures(load: FssLoad, edition: FssMountTargetEdition): FssLoadFigures {
  const rc = readCost(load.readIoSizeKiB, edition.opCosts);
  const wc = writeCost(load.writeIoSizeKiB, edition.opCosts);
  const meta = metadataBackendIops(load.metadata, edition.opCosts);
  const data = load.readOps * rc + load.writeOps * wc;
  return {
    readMBps: opsToMBps(load.readOps, load.readIoSizeKiB),
    writeMBps: opsToMBps(load.writeOps, load.writeIoSizeKiB),
    backendIops: data + meta,
    dataBackendIops: data,
    metadataBackendIops: meta,
    metadataOps: metadataOpsTotal(load.metadata),
    readCost: rc,
    writeCost: wc,
  };
}

/** Connections one mount target accepts under this load (the TLS figure when encrypted). */
export function connectionLimit(spec: MountTargetSpec, load: FssLoad): { value: number; cited: MountTargetSpec['connections'] } {
  const cited = load.inTransitEncryption && spec.tlsConnections ? spec.tlsConnections : spec.connections;
  return { value: cited.value, cited };
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
  const n = mountTargets;
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
    limits.push(limitUse('connections', load.clients * load.connectionsPerClient, n * conn.value, 'connections', conn.cited.source, conn.cited.basis, true));
    if (load.clientMBps !== undefined) {
      const net = load.clients * load.clientMBps;
      limits.push(limitUse('clientNetworkRead', f.readMBps, net, 'MBps', 'S-SHAPES-NEW', 'documented'));
      limits.push(limitUse('clientNetworkWrite', f.writeMBps, net, 'MBps', 'S-SHAPES-NEW', 'documented'));
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
  };
}
