/**
 * The warnings of a Block Volume design: striping, SLA, multipath, attachment, the printed 8 KB
 * figures, the instance and the host bound, concurrency.
 */
import { latencyFacts } from '../../catalog/index.ts';
import type { PlanWarning } from '../results/parts.ts';
import { measuredFor, type BvSetting } from './setting.ts';
import { printed8KAt } from './volume.ts';

/**
 * The notes on one Block Volume design (volumes, size GB, I/O size KiB, level, attachment, instance):
 * striping (oci-2019-10); no SLA for the level; multipath, and a shape that cannot take UHP (S-MPATH,
 * S-BVUHP); paravirtualized (bv-seed, S-BVPERF); a printed 8 KB row below the formula (MB/s); OCPUs
 * assumed or no instance; the measured host bound (bv-seed); concurrency not given (latency ms).
 */
export function bvWarnings(s: BvSetting): PlanWarning[] {
  const out: PlanWarning[] = [];
  if (s.volumes > 1) {
    out.push({ id: 'striping', severity: 'info', params: { volumes: s.volumes }, sources: ['oci-2019-10'] });
  }
  if (!s.level.slaApplies) {
    out.push({ id: 'no-sla', severity: 'warning', params: { level: s.level.id }, sources: [s.level.iopsPerGB.source] });
  }
  if (s.level.needsMultipath) {
    out.push({ id: 'multipath', severity: 'info', params: {}, sources: ['S-MPATH', 'S-BVUHP'] });
    if (s.instance && !s.instance.uhpCapable) {
      out.push({ id: 'uhp-shape', severity: 'critical', params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus }, sources: ['S-MPATH'] });
    }
  }
  if (s.attachmentForced) {
    out.push({ id: 'bv-bare-metal-iscsi', severity: 'warning', params: { shape: s.shapeName ?? '' }, sources: ['S-BVOVR'] });
  }
  if (s.attachment === 'paravirtualized') {
    out.push({ id: 'paravirtualized', severity: 'info', params: {}, sources: ['bv-seed', 'S-BVPERF'] });
  }
  const printed = printed8KAt(s.level, s.sizeGB, s.ioSizeKiB);
  if (printed) {
    out.push({
      id: 'bv-printed-8k',
      severity: 'info',
      params: {
        // `row`: a row at or above this size holds it to its figure; `held`: the share of the rule the row at or below prints does.
        ...(printed.share !== undefined ? { variant: 'held', sharePercent: Math.round(printed.share * 1000) / 10 } : { variant: 'row' }),
        level: s.level.id,
        sizeGB: s.sizeGB,
        rowGB: printed.fromGB,
        printedMBps: printed.printed.value,
        heldMBps: Math.round(printed.heldMBps * 10) / 10,
        formulaMBps: Math.round(printed.formulaMBps * 10) / 10,
      },
      sources: [printed.printed.source],
    });
  }
  if (s.instance && s.ocpusAssumed) {
    out.push({
      id: 'instance-ocpus-assumed',
      severity: 'warning',
      params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus, iops: s.instance.maxIops, mbps: s.instance.maxMBps },
      sources: [s.instance.iopsSource.source],
    });
  }
  if (!s.instance) {
    // A shape named whose per-instance limits no source publishes is not "no shape": say which.
    out.push(
      s.shapeName
        ? { id: 'instance-unpublished', severity: 'info', params: { shape: s.shapeName }, sources: ['S-BVPERF'] }
        : { id: 'instance-unknown', severity: 'info', params: {}, sources: ['S-BVPERF'] },
    );
  }
  const m = measuredFor(s.host, s.volumes);
  if (m) {
    out.push({
      id: 'bv-host-measured',
      severity: 'info',
      params: { iops: m.iops.value, mbps: m.mbps.value, volumes: m.volumes },
      sources: [m.iops.source],
    });
  }
  if (s.concurrency.opsPerClient === null) {
    out.push({ id: 'bv-concurrency-unknown', severity: 'info', params: { latencyMs: s.concurrency.latencyMs }, sources: [latencyFacts.bvMs.source] });
  }
  return out;
}
