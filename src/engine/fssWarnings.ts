/**
 * The warnings of a File Storage plan: service limits, HPMT commitment, metadata caching,
 * clients, connections, directory size, and figures the current documents do not publish.
 */
import type { FssMountTargetEdition, MountTargetType } from '../catalog/types.ts';
import { count, fmt, usd } from './format.ts';
import type { ConcurrencyNeed } from './concurrency.ts';
import { assignClients, connectionLimit, loadFigures, type FssLoad } from './fssLoad.ts';
import { mountTargetLabels } from './fssWords.ts';
import { defaultLimitFor } from './fssLimits.ts';
import type { Cost, LimitUse, PlanWarning } from './results.ts';
import { nicPayload } from '../catalog/index.ts';

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
  /** The design's limits under the requirement (recommend only). */
  readonly loads?: readonly LimitUse[];
  /** False when one client's share is more than a mount target carries (recommend only). */
  readonly shareFits?: boolean;
  /** What the requirement needs in flight (recommend only). */
  readonly concurrencyNeeded?: ConcurrencyNeed;
  /** A Flex client shape without OCPUs: the OCPUs assumed. */
  readonly assumedOcpus?: { readonly shape: string; readonly ocpus: number } | undefined;
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
      message: `${count(w.mountTargets, `${label} mount target exceeds`, `${label} mount targets exceed`)} the default limit of ${limit.value} per availability domain: request a service-limit increase before you build.`,
      sources: [limit.source],
    });
  }
  const entitlement = spec.capacityEntitlementGB.value;
  if (entitlement > 0) {
    const totalGB = entitlement * w.mountTargets;
    const stored = w.capacityGB ?? 0;
    const hpmtLine = w.cost.lines.find((l) => l.sku === 'B109546');
    const extra = hpmtLine?.monthlyUSD ?? 0;
    // Two sides of one figure: the 2024 paper sizes each HPMT's capacity requirement as what the
    // backend needs to spread the data and reach the mount target's performance; the current
    // docs bill it as an entitlement with a 30-day commitment.
    out.push({
      id: 'hpmt-commitment',
      severity: stored < totalGB ? 'warning' : 'info',
      params: { count: w.mountTargets, type: label, entitlementGB: totalGB, storedGB: stored, extraUSD: extra, perMountTargetGB: entitlement },
      message:
        stored < totalGB
          ? `${w.mountTargets} × ${label} each need ${fmt(entitlement)} GB stored to be sure of their performance (the 2024 paper sizes the backend spread by it) and carry it as a capacity entitlement with a 30-day billing commitment. With ${fmt(stored)} GB stored, performance may fall short of the figures and you are billed for ${fmt(totalGB)} GB: about ${usd(extra)} a month more than the data alone.`
          : `${w.mountTargets} × ${label} need ${fmt(totalGB)} GB stored to reach their performance and bill it as an entitlement with a 30-day commitment; the ${fmt(stored)} GB stored covers both, so the mount targets add no charge.`,
      sources: ['fss-2024-11', 'S-MT', 'S-MTPERF'],
    });
  }
  // The requirement's figures, worked out once for every warning below.
  const figures = loadFigures(w.load, w.edition);
  if (w.mountTargets > 1) {
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
    const conn = connectionLimit(spec, w.load);
    const assignment = assignClients(w.load.clients, w.mountTargets);
    const onBusiest = assignment.busiest * conn.perClient;
    if (onBusiest > conn.value) {
      out.push({
        id: 'connections',
        severity: 'critical',
        params: { connections: onBusiest, perMountTarget: conn.value, count: w.mountTargets, clients: assignment.busiest, encrypted: conn.encrypted ? 1 : 0 },
        message: `The busiest mount target gets ${count(assignment.busiest, 'client', 'clients')}, ${count(onBusiest, conn.encrypted ? 'encrypted client' : 'connection', conn.encrypted ? 'encrypted clients' : 'connections')}, more than the ${fmt(conn.value)} one mount target accepts${conn.encrypted ? ' with in-transit encryption' : ''}.`,
        sources: [conn.cited.source],
      });
    }
    if (w.load.clients < w.mountTargets) {
      out.push({
        id: 'clients-fewer-than-mount-targets',
        severity: 'warning',
        params: { clients: w.load.clients, count: w.mountTargets },
        message: `Only ${count(w.load.clients, 'client', 'clients')} for ${w.mountTargets} mount targets: each client mounts one mount target, so some would sit idle. Plan at least one client per mount target.`,
        sources: ['fss-2023-08'],
      });
    } else if (w.mountTargets > 1 && assignment.othersCount > 0) {
      out.push({
        id: 'client-assignment',
        severity: 'info',
        params: { clients: w.load.clients, count: w.mountTargets, busiest: assignment.busiest, busiestCount: assignment.busiestCount, others: assignment.others, othersCount: assignment.othersCount },
        message: `Mount each client on one mount target. The busiest take ${assignment.busiest} clients each, the others ${assignment.others}; the plan holds the busiest to the target utilization.`,
        sources: ['fss-2023-08'],
      });
    } else if (w.mountTargets > 1) {
      out.push({
        id: 'client-assignment-even',
        severity: 'info',
        params: { clients: w.load.clients, count: w.mountTargets, busiest: assignment.busiest },
        message: `Mount each client on one mount target: ${assignment.busiest} clients on each of the ${w.mountTargets}.`,
        sources: ['fss-2023-08'],
      });
    }
    if (w.shareFits === false) {
      out.push({
        id: 'client-share-exceeds',
        severity: 'critical',
        params: { clients: w.load.clients, count: w.load.clients },
        message: `${w.load.clients === 1 ? 'The one client' : `Each of the ${fmt(w.load.clients)} clients`} would carry more than one mount target takes at the target utilization, and a client mounts one mount target: add clients (or split the work of each over more clients).`,
        sources: ['fss-2023-08', w.edition.mountTargets[w.type]!.backendIops.source],
      });
    }
    if (w.assumedOcpus && w.load.clientMBps !== undefined) {
      out.push({
        id: 'client-ocpus-assumed',
        severity: 'warning',
        params: { shape: w.assumedOcpus.shape, ocpus: w.assumedOcpus.ocpus, clientMBps: w.load.clientMBps },
        message: `No OCPUs given for ${w.assumedOcpus.shape}: assuming ${w.assumedOcpus.ocpus} OCPU per client, ${fmt(w.load.clientMBps)} MB/s each; enter the OCPUs your clients run to check.`,
        sources: ['S-SHAPES-NEW'],
      });
    }
    if (w.load.clientMBps !== undefined) {
      const net = w.load.clients * w.load.clientMBps;
      const worst = Math.max(figures.readMBps, figures.writeMBps);
      if (worst > net * w.targetUtilization) {
        out.push({
          id: 'clients-too-small',
          severity: worst > net ? 'critical' : 'warning',
          params: { clients: w.load.clients, clientMBps: w.load.clientMBps, networkMBps: net, neededMBps: worst, payloadPercent: nicPayload.percent.value },
          message: `${w.load.clients === 1 ? 'The one client moves' : `The ${fmt(w.load.clients)} clients move`} at most ${fmt(net)} MB/s of NFS data together (${fmt(w.load.clientMBps)} MB/s each: ${nicPayload.percent.value}% of the line rate is payload), and the workload needs ${fmt(worst)} MB/s: add clients or choose a shape with more network bandwidth.`,
          sources: ['S-SHAPES-NEW', 'nfs-blog', 'fss-2024-11'],
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
    const c = w.load.concurrency;
    const neededPerClient = w.concurrencyNeeded?.perClient ?? 0;
    if (c.opsPerClient === null && neededPerClient > 0) {
      out.push({
        id: 'concurrency-needed',
        severity: 'info',
        params: { latencyMs: c.latencyMs, neededPerClient },
        message: `No threads or queue depth given: concurrency is not checked. At ${fmt(c.latencyMs)} ms per operation the requirement needs about ${fmt(neededPerClient)} operations in flight per client.`,
        sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
      });
    } else if (c.opsPerClient === null) {
      out.push({
        id: 'concurrency-unknown',
        severity: 'info',
        params: { latencyMs: c.latencyMs },
        message: `No threads or queue depth given: concurrency is not checked (at ${fmt(c.latencyMs)} ms per operation).`,
        sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
      });
    } else {
      const ops = figures.frontEndOps;
      const most = w.load.clients * c.opsPerClient;
      if (ops > most * (1 + 1e-9)) {
        out.push({
          id: 'concurrency-short',
          severity: 'critical',
          params: { clients: w.load.clients, count: w.load.clients, outstanding: c.outstandingPerClient ?? 0, latencyMs: c.latencyMs, maxOps: most, ops, neededPerClient: w.concurrencyNeeded?.perClient ?? 0 },
          message: `Bound by concurrency: ${count(w.load.clients, 'client', 'clients')} × ${fmt(c.outstandingPerClient ?? 0)} operations in flight at ${fmt(c.latencyMs)} ms complete at most ${fmt(most)} per second, short of ${fmt(ops)}${w.concurrencyNeeded?.perClient ? `; each client needs about ${fmt(w.concurrencyNeeded.perClient)} in flight` : ''}. Raise threads or queue depth, or add clients.`,
          sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
        });
      }
    }
  } else {
    out.push({
      id: 'clients-unknown',
      severity: 'info',
      params: {},
      message: 'No number of clients given: the clients\' network, concurrency and their assignment to mount targets are not checked.',
      sources: [],
    });
  }
  if (w.load.inTransitEncryption) {
    const conn = connectionLimit(spec, w.load);
    out.push(conn.encrypted
      ? {
          id: 'tls',
          severity: 'info',
          params: { limit: conn.value, os: w.load.tlsClient },
          message: `In-transit encryption: each mount target takes at most ${fmt(conn.value)} encrypted ${w.load.tlsClient === 'windows' ? 'Windows (stunnel)' : 'Linux (oci-fss-utils)'} clients, counted per client whatever nconnect opens; install the TLS package on every client and mount by IP address.`,
          sources: [conn.cited.source],
        }
      : {
          id: 'tls-silent',
          severity: 'info',
          params: { edition: w.edition.id },
          message: `${w.edition.id} gives no limit for encrypted clients; the ordinary connection limit is used.`,
          sources: [w.edition.id === 'fss-2024-11' ? 'fss-2024-11' : spec.connections.source],
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
