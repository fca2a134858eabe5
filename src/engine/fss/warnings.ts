/**
 * The warnings of a File Storage plan: the service quota, HPMT commitment, metadata caching,
 * clients, connections, directory size, and figures the current documents do not publish.
 */
import { nicPayload, priceBook } from '../../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import type { ConcurrencyNeed } from '../clients/concurrency.ts';
import type { Cost, LimitUse, PlanWarning } from '../results/parts.ts';
import { assignClients } from './clients.ts';
import { backendIopsCapacity, connectionLimit, readBandwidthCapacity } from './limits.ts';
import { loadFigures, type FssLoad } from './load.ts';
import { quotaInUse, type TenancyMountTargetLimits } from './quota.ts';

export interface FssWarningInput {
  readonly edition: FssMountTargetEdition;
  readonly type: MountTargetType;
  readonly mountTargets: number;
  /** The tenancy's own per-AD limits, in place of the documents' defaults where given. */
  readonly tenancy?: TenancyMountTargetLimits | undefined;
  readonly load: FssLoad;
  readonly capacityGB: number | undefined;
  readonly cost: Cost;
  /** Whether a client shape was given (with neither it nor a client network figure, a note says so). */
  readonly clientShapeKnown: boolean;
  /** Target utilization, a fraction 0–1 (1 in evaluate mode unless one is given). */
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

/**
 * The warnings and notes of one File Storage design: `mountTargets` of `type` in a mount-target
 * edition (fss-2024-11, fss-2023-08, the current docs), under a load (MB/s, IOPS, KiB, clients,
 * client MB/s, concurrency), the data stored (GB), the cost (USD a month) and the target
 * utilization (a fraction 0–1). None for a type the edition lacks. In order:
 * 1. More mount targets than the service quota per availability domain: the tenancy's own
 *    where the scenario gives it (the warning then says so), else the default (`quotaInUse`).
 * 2. HPMT: the capacity each mount target commits to, against the data stored, with its monthly
 *    cost (fss-2024-11, S-MT, S-MTPERF).
 * 3. More than one mount target: metadata caching per mount target (fss-2024-11, S-FSTHRU).
 * 4. With a client count: connections on the busiest mount target above its limit
 *    (`connectionLimit`); fewer clients than mount targets, or how clients are assigned
 *    (fss-2023-08); one client's share more than a mount target carries; Flex OCPUs assumed
 *    (S-SHAPES-NEW); the clients' network (clients × MB/s, at the target) below the larger of
 *    read and write MB/s (S-SHAPES-NEW, nfs-blog, fss-2024-11), or no client shape; the
 *    operations in flight needed, unknown, or short of the front-end IOPS (Little's law at
 *    the stated latency, or 'engineering' for the user's own). Without one: clients unknown.
 * 5. In-transit encryption: the TLS limit (S-FSTLS, fss-2023-08), or that the edition gives none.
 * 6. Always: the alarm at the edition's percent of back-end IOPS, nconnect where the edition
 *    recommends it, the directory size; then the measured basis in use (`basisWarnings`) and
 *    figures carried from an older edition.
 */
export function fssWarnings(w: FssWarningInput): PlanWarning[] {
  const out: PlanWarning[] = [];
  const spec = w.edition.mountTargets[w.type];
  if (!spec) return out;
  const quota = quotaInUse(w.edition, w.type, w.tenancy);
  if (quota && w.mountTargets > quota.value) {
    // The warning's id and `limit` param keep the documents' name, "limit increase".
    const params = { count: w.mountTargets, mountTargets: w.mountTargets, type: w.type, limit: quota.value };
    out.push({
      id: 'limit-increase',
      severity: 'warning',
      params: quota.tenancy ? { ...params, tenancy: true } : params,
      sources: quota.documented ? [quota.documented.source] : [],
    });
  }
  const entitlement = spec.capacityEntitlementGB.value;
  if (entitlement > 0) {
    const totalGB = entitlement * w.mountTargets;
    const stored = w.capacityGB ?? 0;
    const hpmtLine = w.cost.lines.find((l) => l.sku === priceBook.hpmtGBMonth.sku);
    const extra = hpmtLine?.monthlyUSD ?? 0;
    // Two sides of one figure: the 2024 paper sizes each HPMT's capacity requirement as what the
    // backend needs to spread the data and reach the mount target's performance; the current
    // docs bill it as an entitlement with a 30-day commitment.
    out.push({
      id: 'hpmt-commitment',
      severity: stored < totalGB ? 'warning' : 'info',
      params: {
        variant: stored < totalGB ? 'short' : 'covered',
        mountTargets: w.mountTargets,
        type: w.type,
        entitlementGB: totalGB,
        storedGB: stored,
        extraUSD: extra,
        perMountTargetGB: entitlement,
      },
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
      params: { mountTargets: w.mountTargets, metadataOps: figures.metadataOps },
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
        params: {
          variant: conn.encrypted ? 'encrypted' : 'plain',
          count: assignment.busiest,
          connections: onBusiest,
          perMountTarget: conn.value,
          mountTargets: w.mountTargets,
          clients: assignment.busiest,
        },
        sources: [conn.cited.source],
      });
    }
    if (w.load.clients < w.mountTargets) {
      out.push({
        id: 'clients-fewer-than-mount-targets',
        severity: 'warning',
        params: { count: w.load.clients, clients: w.load.clients, mountTargets: w.mountTargets },
        sources: ['fss-2023-08'],
      });
    } else if (w.mountTargets > 1 && assignment.othersCount > 0) {
      out.push({
        id: 'client-assignment',
        severity: 'info',
        params: {
          clients: w.load.clients,
          mountTargets: w.mountTargets,
          busiest: assignment.busiest,
          busiestCount: assignment.busiestCount,
          others: assignment.others,
          othersCount: assignment.othersCount,
        },
        sources: ['fss-2023-08'],
      });
    } else if (w.mountTargets > 1) {
      out.push({
        id: 'client-assignment-even',
        severity: 'info',
        params: { clients: w.load.clients, mountTargets: w.mountTargets, busiest: assignment.busiest },
        sources: ['fss-2023-08'],
      });
    }
    if (w.shareFits === false) {
      out.push({
        id: 'client-share-exceeds',
        severity: 'critical',
        params: { clients: w.load.clients, count: w.load.clients },
        sources: ['fss-2023-08', w.edition.mountTargets[w.type]!.backendIops.source],
      });
    }
    if (w.assumedOcpus && w.load.clientMBps !== undefined) {
      out.push({
        id: 'client-ocpus-assumed',
        severity: 'warning',
        params: { shape: w.assumedOcpus.shape, ocpus: w.assumedOcpus.ocpus, clientMBps: w.load.clientMBps },
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
          params: {
            count: w.load.clients,
            clients: w.load.clients,
            clientMBps: w.load.clientMBps,
            networkMBps: net,
            neededMBps: worst,
            payloadPercent: nicPayload.percent.value,
          },
          sources: ['S-SHAPES-NEW', 'nfs-blog', 'fss-2024-11'],
        });
      }
    } else if (!w.clientShapeKnown) {
      out.push({
        id: 'client-shape-unknown',
        severity: 'info',
        params: {},
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
        sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
      });
    } else if (c.opsPerClient === null) {
      out.push({
        id: 'concurrency-unknown',
        severity: 'info',
        params: { latencyMs: c.latencyMs },
        sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
      });
    } else {
      const ops = figures.frontEndOps;
      const most = w.load.clients * c.opsPerClient;
      if (ops > most * (1 + 1e-9)) {
        out.push({
          id: 'concurrency-short',
          severity: 'critical',
          params: {
            count: w.load.clients,
            clients: w.load.clients,
            outstanding: c.outstandingPerClient ?? 0,
            latencyMs: c.latencyMs,
            maxOps: most,
            ops,
            neededPerClient: w.concurrencyNeeded?.perClient ?? 0,
          },
          sources: [c.latencySource === 'user' ? 'engineering' : c.latencySource],
        });
      }
    }
  } else {
    out.push({
      id: 'clients-unknown',
      severity: 'info',
      params: {},
      sources: [],
    });
  }
  if (w.load.inTransitEncryption) {
    const conn = connectionLimit(spec, w.load);
    out.push(
      conn.encrypted
        ? {
            id: 'tls',
            severity: 'info',
            params: { variant: w.load.tlsClient, limit: conn.value },
            sources: [conn.cited.source],
          }
        : {
            id: 'tls-silent',
            severity: 'info',
            params: { edition: w.edition.id },
            sources: [w.edition.id === 'fss-2024-11' ? 'fss-2024-11' : spec.connections.source],
          },
    );
  }
  out.push({
    id: 'alarm',
    severity: 'info',
    params: {
      backendIops: Math.round(spec.backendIops.value * (w.edition.alarmUtilizationPercent.value / 100)),
      alarmPercent: w.edition.alarmUtilizationPercent.value,
      maxBackendIops: spec.backendIops.value,
    },
    sources: [w.edition.alarmUtilizationPercent.source],
  });
  if (w.edition.recommendedNconnect) {
    out.push({
      id: 'mount-options',
      severity: 'info',
      params: { nconnect: w.edition.recommendedNconnect.value },
      sources: [w.edition.recommendedNconnect.source],
    });
  }
  out.push({
    id: 'directory-size',
    severity: 'info',
    params: { files: w.edition.directoryFilesMax.value },
    sources: [w.edition.directoryFilesMax.source],
  });
  out.push(...basisWarnings(w, figures));
  if (spec.writeMBps.basis === 'carried' || spec.backendIops.basis === 'carried') {
    out.push({
      id: 'carried-figures',
      severity: 'info',
      params: { from: spec.backendIops.source },
      sources: ['S-MT', spec.backendIops.source],
    });
  }
  return out;
}

/**
 * What the plan is planned on, where it matters: a measured figure in use (both figures, so the
 * reader sees Table 1 beside the measurement), or measurements asked for where the source has none.
 */
function basisWarnings(w: FssWarningInput, figures: ReturnType<typeof loadFigures>): PlanWarning[] {
  if (w.load.basis === 'documented') return [];
  const iops = backendIopsCapacity(w.load, w.edition, w.type, figures);
  const read = readBandwidthCapacity(w.load, w.edition, w.type);
  const out: PlanWarning[] = [];
  if (iops.applied === 'measured' && iops.measured) {
    out.push({
      id: 'fss-measured-basis',
      severity: 'info',
      params: {
        variant: iops.measured.basis,
        type: w.type,
        readIoSizeKiB: w.load.readIoSizeKiB,
        documentedBackendIops: iops.documented.value,
        measuredBackendIops: iops.measured.value,
        basis: w.load.basis,
      },
      sources: [...new Set([iops.documented.source, iops.measured.source])],
    });
  }
  if (read.applied === 'measured' && read.measured) {
    out.push({
      id: 'fss-measured-basis',
      severity: 'info',
      params: {
        variant: 'bandwidth',
        type: w.type,
        readIoSizeKiB: w.load.readIoSizeKiB,
        documentedMBps: read.documented.value,
        measuredMBps: read.measured.value,
        basis: w.load.basis,
      },
      sources: [...new Set([read.documented.source, read.measured.source])],
    });
  }
  if (out.length > 0) return out;
  const silent = iops.notes.find((n) => n === 'edition-unmeasured' || n === 'type-unmeasured');
  if (w.load.basis === 'measured' && silent) {
    return [
      { id: 'fss-measured-silent', severity: 'info', params: { variant: silent, type: w.type, edition: w.edition.id }, sources: [w.edition.sources[0]!] },
    ];
  }
  return [];
}
