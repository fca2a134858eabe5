/**
 * The performance limits of mount targets (the papers' per-mount-target figures: backend IOPS,
 * read and write bandwidth, connections) and the clients' own limits, as the use of each under
 * a load. One function serves both directions: `saturation.ts` scales a load shape until the
 * first limit binds; `sizing.ts` finds the smallest N whose limits hold at the target
 * utilization. Not to be confused with the tenancy's service quota (`quota.ts`).
 */
import type { Cited, FssMountTargetEdition, MountTargetSpec, MountTargetType } from '../../catalog/types.ts';
import { latencyCited } from '../clients/concurrency.ts';
import { latencyFacts } from '../../catalog/index.ts';
import { limitUse, refigured, type LimitUse } from '../results/parts.ts';
import { effectiveMountTargets } from './clients.ts';
import { loadFigures, type FssLoad, type FssLoadFigures } from './load.ts';
import { measuredReadBackendIops, measuredReadMBps, type FssBasisNote } from './measured.ts';

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
 * The use of each limit when `mountTargets` mount targets of `type` carry `load`, clients
 * assigned whole (`effectiveMountTargets`). Capacity = N × the per-mount-target figure;
 * the clients' network (clients × payload MB/s) and concurrency (clients × outstanding /
 * latency) do not depend on N. Each limit carries the catalog figure it is built from.
 */
export function mountTargetLimits(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number): LimitUse[] {
  const spec = edition.mountTargets[type];
  if (!spec) return [];
  const f = loadFigures(load, edition);
  const n = effectiveMountTargets(mountTargets, load.clients);
  const iops = backendIopsCapacity(load, edition, type, f);
  const limits: LimitUse[] = [limitUse('backendIops', f.backendIops, n * iops.value, 'backendIops', iops.cited)];
  if (spec.sharedBandwidth) {
    limits.push(limitUse('sharedBandwidth', f.readMBps + f.writeMBps, n * spec.readMBps.value, 'MBps', spec.readMBps));
  } else {
    const read = readBandwidthCapacity(load, edition, type);
    limits.push(limitUse('readBandwidth', f.readMBps, n * read.value, 'MBps', read.cited));
    limits.push(limitUse('writeBandwidth', f.writeMBps, n * spec.writeMBps.value, 'MBps', spec.writeMBps));
  }
  if (load.clients !== undefined) {
    const conn = connectionLimit(spec, load);
    limits.push(limitUse('connections', load.clients * conn.perClient, n * conn.value, 'connections', conn.cited, true));
    if (load.clientMBps !== undefined && load.clientNetwork !== undefined) {
      const net = load.clients * load.clientMBps;
      // Derived: the shape's line rate × the NFS payload share × the clients.
      const cited: Cited = { ...load.clientNetwork, basis: 'derived' };
      limits.push(limitUse('clientNetworkRead', f.readMBps, net, 'MBps', cited));
      limits.push(limitUse('clientNetworkWrite', f.writeMBps, net, 'MBps', cited));
    }
    const c = load.concurrency;
    if (c.opsPerClient !== null) {
      limits.push(limitUse('concurrency', f.frontEndOps, load.clients * c.opsPerClient, 'iops', latencyCited(c, latencyFacts.fssMs)));
    }
  }
  return limits;
}

/** Limits the mount targets do not change (the clients' own network and concurrency). */
export function isClientSide(id: LimitUse['id']): boolean {
  return id === 'clientNetworkRead' || id === 'clientNetworkWrite' || id === 'concurrency';
}

/** The figures of one per-mount-target limit on the load's basis, and why any stayed documented. */
export interface BasisCapacity {
  readonly value: number;
  readonly cited: Cited;
  /** Table 1's figure. */
  readonly documented: Cited;
  /** The measured figure for this load's READ size, or null where the source gives none. */
  readonly measured: Cited | null;
  /** Which one the plan uses (`measured` also when a mixed load blends it with the documented figure). */
  readonly applied: 'documented' | 'measured';
  readonly notes: readonly FssBasisNote[];
}

/**
 * Backend IOPS one mount target carries for this load. Documented: Table 1. Otherwise READs
 * count against the measured figure for their size (`measured.ts`; on `lower`, the smaller of it
 * and Table 1), WRITEs and metadata against Table 1 (the paper measured reads only). A mixed load
 * shares one mount target's time: its capacity is B / (B_read / C_read + B_other / C_table1), so
 * the utilization is the sum of each part's share, linear in the load.
 */
export function backendIopsCapacity(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType, figures?: FssLoadFigures): BasisCapacity {
  const spec = edition.mountTargets[type]!;
  const documented = spec.backendIops;
  if (load.basis === 'documented') return plainCapacity(documented, null, NO_NOTES);
  const m = measuredReadBackendIops(edition, type, load.readIoSizeKiB);
  if ('note' in m) return plainCapacity(documented, null, [m.note]);
  const f = figures ?? loadFigures(load, edition);
  const readBackend = load.readOps * f.readCost;
  const otherBackend = f.backendIops - readBackend;
  const notes: FssBasisNote[] = [];
  if (load.writeOps > 0) notes.push('writes-unmeasured');
  if (f.metadataBackendIops > 0) notes.push('metadata-unmeasured');
  const readCap = load.basis === 'measured' ? m.value : Math.min(m.value, documented.value);
  if (readCap === documented.value || load.readOps <= 0) return plainCapacity(documented, m.cited, notes);
  const share = readBackend / readCap + otherBackend / documented.value;
  const value = otherBackend > 0 && share > 0 ? f.backendIops / share : readCap;
  // A blend of the measured READ figure and Table 1 is derived from both.
  const cited: Cited = otherBackend > 0 ? refigured(m.cited, value, 'derived') : value === m.cited.value ? m.cited : refigured(m.cited, value);
  return { value, cited, documented, measured: m.cited, applied: 'measured', notes };
}

const NO_NOTES: readonly FssBasisNote[] = Object.freeze([]);

/**
 * Table 1's figure as the capacity. An object literal, not a spread, and a module-level function,
 * not a closure: this runs for every count and type a plan tries.
 */
function plainCapacity(documented: Cited, measured: Cited | null, notes: readonly FssBasisNote[]): BasisCapacity {
  return { value: documented.value, cited: documented, documented, measured, applied: 'documented', notes };
}

/** Read bandwidth of one mount target on the load's basis: Table 1, the measured figure, or the lower of the two. */
export function readBandwidthCapacity(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType): BasisCapacity {
  const documented = edition.mountTargets[type]!.readMBps;
  const m = load.basis === 'documented' ? null : measuredReadMBps(edition, type);
  if (!m || (load.basis === 'lower' && m.value >= documented.value)) {
    return { value: documented.value, cited: documented, documented, measured: m ? m.cited : null, applied: 'documented', notes: NO_NOTES };
  }
  return { value: m.value, cited: m.cited, documented, measured: m.cited, applied: 'measured', notes: NO_NOTES };
}
