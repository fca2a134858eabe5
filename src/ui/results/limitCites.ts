/**
 * The catalog figure behind each limit of a design, so its provenance badge can name the
 * table or section it comes from. A limit whose figure is not found keeps its own source and
 * basis without a place.
 */
import {
  bvEditions,
  dioEditions,
  fssEditions,
  type BvEditionId,
  type BvRecommendation,
  type Cited,
  type DioEditionId,
  type DioRecommendation,
  type FssRecommendation,
  type LimitUse,
} from '../../engine/index.ts';
import type { AnyFssRecommendation } from './designText.ts';
import type { ProvenanceCite } from './Provenance.tsx';

export type LimitCite = (limit: LimitUse) => ProvenanceCite;

function pick(limit: LimitUse, fallback: Cited | null | undefined): ProvenanceCite {
  // The limit's own figure first (the engine says which one it used), else the catalog's.
  const cited = limit.cited ?? fallback;
  if (cited && cited.source === limit.source) {
    return cited.note === undefined
      ? { source: cited.source, basis: limit.basis, where: cited.where }
      : { source: cited.source, basis: limit.basis, where: cited.where, note: cited.note };
  }
  return { source: limit.source, basis: limit.basis };
}

export function fssLimitCite(rec: AnyFssRecommendation): LimitCite {
  const edition = fssEditions[rec.catalog as keyof typeof fssEditions];
  if (!edition || edition.kind !== 'mount-target' || 'model' in rec.design) {
    const e = edition?.kind === 'capacity-scaled' ? edition : undefined;
    return (l) => pick(l, l.id === 'readBandwidth' ? e?.readMBpsPerTB : l.id === 'writeBandwidth' ? e?.writeMBpsPerTB : l.id === 'backendIops' ? e?.readIopsPerTB : undefined);
  }
  const spec = edition.mountTargets[(rec as FssRecommendation).design.mountTargetType];
  return (l) => {
    switch (l.id) {
      case 'backendIops':
        return pick(l, spec?.backendIops);
      case 'readBandwidth':
      case 'sharedBandwidth':
        return pick(l, spec?.readMBps);
      case 'writeBandwidth':
        return pick(l, spec?.writeMBps);
      case 'connections':
        return pick(l, spec?.connections);
      default:
        return pick(l, undefined);
    }
  };
}

export function bvLimitCite(rec: BvRecommendation): LimitCite {
  const edition = bvEditions[rec.catalog as BvEditionId];
  const level = edition?.levels.find((x) => x.id === rec.design.performanceLevel);
  return (l) => {
    switch (l.id) {
      case 'volumeIops':
        return pick(l, level?.iopsPerGB);
      case 'volumeThroughput':
        return pick(l, level?.kbpsPerGB);
      case 'attachments':
        return pick(l, edition?.maxAttachmentsPerInstance);
      default:
        return pick(l, undefined);
    }
  };
}

export function dioLimitCite(rec: DioRecommendation): LimitCite {
  const edition = dioEditions[rec.catalog as DioEditionId];
  const shape = edition?.shapes.find((s) => s.id === rec.design.shape);
  return (l) => {
    if (l.id === 'usableCapacity') return pick(l, shape?.driveTB);
    if (l.id === 'deviceIops') return pick(l, l.basis === 'sla' ? shape?.slaIops : shape?.deviceIopsByReadPercent?.[0]?.iops);
    return pick(l, undefined);
  };
}

/** Lustre's limits carry their own figure (the tier, the client shape's network, the latency). */
export function lustreLimitCite(): LimitCite {
  return (l) => pick(l, undefined);
}
