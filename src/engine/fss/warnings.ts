/**
 * The warnings of a File Storage plan: the service quota, HPMT commitment, metadata caching,
 * clients, connections, directory size, and figures the current documents do not publish.
 */
import { priceBook } from '../../catalog/index.ts';
import type { MountTargetSpec } from '../../catalog/types.ts';
import type { PlanWarning } from '../results/parts.ts';
import { clientWarnings } from './clientWarnings.ts';
import { backendIopsCapacity, connectionLimit, readBandwidthCapacity } from './limits.ts';
import { loadFigures, type FssLoadFigures } from './load.ts';
import { quotaInUse } from './quota.ts';
import type { FssWarningInput } from './warningInput.ts';

export type { FssWarningInput } from './warningInput.ts';

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
  const spec = w.edition.mountTargets[w.type];
  if (!spec) return [];
  // The requirement's figures, worked out once for every group that reads them.
  const figures = loadFigures(w.load, w.edition);
  return [
    ...quotaWarnings(w),
    ...commitmentWarnings(w, spec),
    ...metadataWarnings(w, figures),
    ...clientWarnings(w, spec, figures),
    ...encryptionWarnings(w, spec),
    ...standingWarnings(w, spec, figures),
  ];
}

/** 1. More mount targets than the service quota per availability domain (`quotaInUse`). */
function quotaWarnings(w: FssWarningInput): PlanWarning[] {
  const quota = quotaInUse(w.edition, w.type, w.tenancy);
  if (!quota || w.mountTargets <= quota.value) return [];
  // The warning's id and `limit` param keep the documents' name, "limit increase".
  const params = { count: w.mountTargets, mountTargets: w.mountTargets, type: w.type, limit: quota.value };
  return [
    {
      id: 'limit-increase',
      severity: 'warning',
      params: quota.tenancy ? { ...params, tenancy: true } : params,
      sources: quota.documented ? [quota.documented.source] : [],
    },
  ];
}

/** 2. HPMT: the capacity each mount target commits to, against the data stored, with its monthly cost. */
function commitmentWarnings(w: FssWarningInput, spec: MountTargetSpec): PlanWarning[] {
  const entitlement = spec.capacityEntitlementGB.value;
  if (entitlement <= 0) return [];
  const totalGB = entitlement * w.mountTargets;
  const stored = w.capacityGB ?? 0;
  const hpmtLine = w.cost.lines.find((l) => l.sku === priceBook.hpmtGBMonth.sku);
  const extra = hpmtLine?.monthlyUSD ?? 0;
  // Two sides of one figure: the 2024 paper sizes each HPMT's capacity requirement as what the
  // backend needs to spread the data and reach the mount target's performance; the current
  // docs bill it as an entitlement with a 30-day commitment.
  return [
    {
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
    },
  ];
}

/** 3. More than one mount target: metadata caching per mount target. */
function metadataWarnings(w: FssWarningInput, figures: FssLoadFigures): PlanWarning[] {
  if (w.mountTargets <= 1) return [];
  const heavy = figures.metadataOps > 0;
  return [
    {
      id: 'metadata-caching',
      severity: heavy ? 'warning' : 'info',
      params: { mountTargets: w.mountTargets, metadataOps: figures.metadataOps },
      sources: ['fss-2024-11', 'S-FSTHRU'],
    },
  ];
}

/** 5. In-transit encryption: the TLS limit, or that the edition gives none. */
function encryptionWarnings(w: FssWarningInput, spec: MountTargetSpec): PlanWarning[] {
  if (!w.load.inTransitEncryption) return [];
  const conn = connectionLimit(spec, w.load);
  return [
    conn.encrypted
      ? { id: 'tls', severity: 'info', params: { variant: w.load.tlsClient, limit: conn.value }, sources: [conn.cited.source] }
      : {
          id: 'tls-silent',
          severity: 'info',
          params: { edition: w.edition.id },
          sources: [w.edition.id === 'fss-2024-11' ? 'fss-2024-11' : spec.connections.source],
        },
  ];
}

/** 6. Always: the alarm, nconnect where recommended, the directory size, the measured basis, figures carried from an older edition. */
function standingWarnings(w: FssWarningInput, spec: MountTargetSpec, figures: FssLoadFigures): PlanWarning[] {
  const out: PlanWarning[] = [];
  const alarmPercent = w.edition.alarmUtilizationPercent;
  out.push({
    id: 'alarm',
    severity: 'info',
    params: {
      backendIops: Math.round(spec.backendIops.value * (alarmPercent.value / 100)),
      alarmPercent: alarmPercent.value,
      maxBackendIops: spec.backendIops.value,
    },
    sources: [alarmPercent.source],
  });
  if (w.edition.recommendedNconnect) {
    out.push({
      id: 'mount-options',
      severity: 'info',
      params: { nconnect: w.edition.recommendedNconnect.value },
      sources: [w.edition.recommendedNconnect.source],
    });
  }
  out.push({ id: 'directory-size', severity: 'info', params: { files: w.edition.directoryFilesMax.value }, sources: [w.edition.directoryFilesMax.source] });
  out.push(...basisWarnings(w, figures));
  if (spec.writeMBps.basis === 'carried' || spec.backendIops.basis === 'carried') {
    out.push({ id: 'carried-figures', severity: 'info', params: { from: spec.backendIops.source }, sources: ['S-MT', spec.backendIops.source] });
  }
  return out;
}

/**
 * What the plan is planned on, where it matters: a measured figure in use (both figures, so the
 * reader sees Table 1 beside the measurement), or measurements asked for where the source has none.
 */
function basisWarnings(w: FssWarningInput, figures: FssLoadFigures): PlanWarning[] {
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
