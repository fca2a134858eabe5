/**
 * The performance limits of mount targets (the papers' per-mount-target figures: backend IOPS,
 * read and write bandwidth, connections) and the clients' own limits, as the use of each under
 * a load. One function serves both directions: `saturation.ts` scales a load shape until the
 * first limit binds; `sizing.ts` finds the smallest N whose limits hold at the target
 * utilization. Not to be confused with the tenancy's service quota (`quota.ts`).
 */
import type { Cited, FssMountTargetEdition, MountTargetSpec, MountTargetType } from '../../catalog/types.ts';
import { latencyCited } from '../concurrency.ts';
import { latencyFacts } from '../../catalog/index.ts';
import { limitUse, type LimitUse } from '../results.ts';
import { effectiveMountTargets } from './clients.ts';
import { loadFigures, type FssLoad } from './load.ts';

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
  const limits: LimitUse[] = [limitUse('backendIops', f.backendIops, n * spec.backendIops.value, 'backendIops', spec.backendIops)];
  if (spec.sharedBandwidth) {
    limits.push(limitUse('sharedBandwidth', f.readMBps + f.writeMBps, n * spec.readMBps.value, 'MBps', spec.readMBps));
  } else {
    limits.push(limitUse('readBandwidth', f.readMBps, n * spec.readMBps.value, 'MBps', spec.readMBps));
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
