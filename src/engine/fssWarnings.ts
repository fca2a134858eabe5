/**
 * The warnings of a File Storage plan: service limits, HPMT commitment, metadata caching,
 * clients, connections, directory size, and figures the current documents do not publish.
 */
import type { FssMountTargetEdition, MountTargetType } from '../catalog/types.ts';
import { fmt, usd } from './format.ts';
import { loadFigures, type FssLoad } from './fssLoad.ts';
import { mountTargetLabels } from './fssWords.ts';
import { defaultLimitFor } from './fssLimits.ts';
import type { Cost, PlanWarning } from './results.ts';

export interface FssWarningInput {
  readonly edition: FssMountTargetEdition;
  readonly type: MountTargetType;
  readonly mountTargets: number;
  readonly load: FssLoad;
  readonly capacityGB: number | undefined;
  readonly cost: Cost;
  /** Required throughput the clients must carry, when planning to a requirement. */
  readonly clientShapeKnown: boolean;
  readonly targetUtilization: number;
}

export function fssWarnings(w: FssWarningInput): PlanWarning[] {
  const out: PlanWarning[] = [];
  const spec = w.edition.mountTargets[w.type];
  if (!spec) return out;
  const label = mountTargetLabels[w.type];
  const limit = defaultLimitFor(w.edition, w.type);
  if (limit && w.mountTargets > limit.value) {
    out.push({
      id: 'limit-increase',
      severity: 'warning',
      params: { count: w.mountTargets, type: label, limit: limit.value },
      message: `${w.mountTargets} ${label} mount targets exceed the default limit of ${limit.value} per availability domain: request a service-limit increase before you build.`,
      sources: [limit.source],
    });
  }
  const entitlement = spec.capacityEntitlementGB.value;
  if (entitlement > 0) {
    const totalGB = entitlement * w.mountTargets;
    const stored = w.capacityGB ?? 0;
    const hpmtLine = w.cost.lines.find((l) => l.sku === 'B109546');
    const extra = hpmtLine?.monthlyUSD ?? 0;
    out.push({
      id: 'hpmt-commitment',
      severity: stored < totalGB ? 'warning' : 'info',
      params: { count: w.mountTargets, type: label, entitlementGB: totalGB, storedGB: stored, extraUSD: extra },
      message:
        stored < totalGB
          ? `${w.mountTargets} × ${label} carry a capacity entitlement of ${fmt(totalGB)} GB with a 30-day billing commitment. With ${fmt(stored)} GB stored, you are billed for the entitlement: about ${usd(extra)} a month more than the data alone.`
          : `${w.mountTargets} × ${label} carry a capacity entitlement of ${fmt(totalGB)} GB with a 30-day billing commitment; the ${fmt(stored)} GB stored already covers it, so the mount targets add no charge.`,
      sources: ['S-MT', 'S-MTPERF', 'fss-2024-11'],
    });
  }
  if (w.mountTargets > 1) {
    const figures = loadFigures(w.load, w.edition);
    const heavy = figures.metadataOps > 0;
    out.push({
      id: 'metadata-caching',
      severity: heavy ? 'warning' : 'info',
      params: { count: w.mountTargets, metadataOps: figures.metadataOps },
      message: `Exporting one file system through ${w.mountTargets} mount targets turns off its metadata cache: single-threaded, latency-sensitive and metadata-heavy work gets slower.`,
      sources: ['fss-2024-11', 'S-FSTHRU'],
    });
  }
  if (w.load.clients !== undefined) {
    const conn = w.load.inTransitEncryption && spec.tlsConnections ? spec.tlsConnections : spec.connections;
    const needed = w.load.clients * w.load.connectionsPerClient;
    if (needed > conn.value * w.mountTargets) {
      out.push({
        id: 'connections',
        severity: 'critical',
        params: { connections: needed, perMountTarget: conn.value, count: w.mountTargets },
        message: `${fmt(needed)} client connections exceed what ${w.mountTargets} mount target(s) accept (${fmt(conn.value)} each${w.load.inTransitEncryption ? ' with in-transit encryption' : ''}).`,
        sources: [conn.source],
      });
    }
    if (w.load.clients < w.mountTargets) {
      out.push({
        id: 'clients-fewer-than-mount-targets',
        severity: 'warning',
        params: { clients: w.load.clients, count: w.mountTargets },
        message: `Only ${w.load.clients} client(s) for ${w.mountTargets} mount targets: clients are spread statically, so some mount targets would sit idle. Plan at least one client per mount target.`,
        sources: ['fss-2023-08'],
      });
    }
    if (w.load.clientMBps !== undefined) {
      const f = loadFigures(w.load, w.edition);
      const net = w.load.clients * w.load.clientMBps;
      const worst = Math.max(f.readMBps, f.writeMBps);
      if (worst > net * w.targetUtilization) {
        out.push({
          id: 'clients-too-small',
          severity: worst > net ? 'critical' : 'warning',
          params: { clients: w.load.clients, clientMBps: w.load.clientMBps, networkMBps: net, neededMBps: worst },
          message: `The ${w.load.clients} client(s) move at most ${fmt(net)} MB/s together (${fmt(w.load.clientMBps)} MB/s each), and the workload needs ${fmt(worst)} MB/s: add clients or choose a shape with more network bandwidth.`,
          sources: ['S-SHAPES-NEW', 'fss-2024-11'],
        });
      }
    } else if (!w.clientShapeKnown) {
      out.push({
        id: 'client-shape-unknown',
        severity: 'info',
        params: {},
        message: 'No client shape given: client network bandwidth is not checked.',
        sources: [],
      });
    }
  }
  if (w.load.inTransitEncryption && spec.tlsConnections) {
    out.push({
      id: 'tls',
      severity: 'info',
      params: { linux: spec.tlsConnections.value },
      message: `In-transit encryption limits each mount target to ${fmt(spec.tlsConnections.value)} encrypted connections with oci-fss-utils on Linux (64 with stunnel on Windows); mount by IP address.`,
      sources: [spec.tlsConnections.source],
    });
  }
  out.push({
    id: 'alarm',
    severity: 'info',
    params: { backendIops: Math.round(spec.backendIops.value * (w.edition.alarmUtilizationPercent.value / 100)) },
    message: `Alarm on MountTargetIOPS at ${fmt(spec.backendIops.value * (w.edition.alarmUtilizationPercent.value / 100))} per mount target (${w.edition.alarmUtilizationPercent.value}% of ${fmt(spec.backendIops.value)}) and add a mount target when it holds there.`,
    sources: [w.edition.alarmUtilizationPercent.source],
  });
  if (w.edition.recommendedNconnect) {
    out.push({
      id: 'mount-options',
      severity: 'info',
      params: { nconnect: w.edition.recommendedNconnect.value },
      message: `Mount with nconnect=${w.edition.recommendedNconnect.value} on modern Linux and leave rsize and wsize unset; keep clients in the mount targets' availability domain.`,
      sources: [w.edition.recommendedNconnect.source],
    });
  }
  out.push({
    id: 'directory-size',
    severity: 'info',
    params: { files: w.edition.directoryFilesMax.value },
    message: `Keep each directory under ${fmt(w.edition.directoryFilesMax.value)} files; large directories slow down applications that list them often.`,
    sources: [w.edition.directoryFilesMax.source],
  });
  if (spec.writeMBps.basis === 'carried' || spec.backendIops.basis === 'carried') {
    out.push({
      id: 'carried-figures',
      severity: 'info',
      params: { from: spec.backendIops.source },
      message: `Current OCI documents publish only read throughput per mount-target type; write bandwidth and backend IOPS are carried from ${spec.backendIops.source}.`,
      sources: ['S-MT', spec.backendIops.source],
    });
  }
  return out;
}
