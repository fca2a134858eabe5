/**
 * The warnings a Block Volume recommendation adds to its design's own: no set of volumes
 * carries the requirement (the data is more than one instance attaches, or no design of the
 * shape or of an instance does), the client's operations in flight short of the IOPS, and the
 * volumes over the aggregate limit per availability domain.
 */
import type { BvEdition } from '../../catalog/types.ts';
import type { Concurrency, ConcurrencyNeed } from '../clients/concurrency.ts';
import type { PlanWarning } from '../results/parts.ts';
import type { BvRequirement } from '../scenario/schema.ts';
import type { InstanceLimits } from './instance.ts';
import type { BvSetting } from './setting.ts';

export interface RecommendWarningInput {
  readonly edition: BvEdition;
  readonly instance: InstanceLimits | null;
  readonly requirement: BvRequirement;
  /** The design weighed. */
  readonly setting: BvSetting;
  /** Some level carries the requirement. */
  readonly picked: boolean;
  /** The requirement's operations per second. */
  readonly ops: number;
  readonly concurrency: Concurrency;
  readonly need: ConcurrencyNeed;
  /** The client's operations in flight fall short of `ops`. */
  readonly concurrencyShort: boolean;
  /** The capacity a comparison asked (GB), before it capped it at the schema's bound. */
  readonly capacityAskedGB: number | undefined;
}

/**
 * In order: `bv-infeasible` when no level carries the requirement (variant `capacity` when the
 * data, in GB, is more than the instance's attachment count of the largest volumes; else
 * `shape` or `instance`, S-BVPERF); `bv-concurrency` when the operations in flight at the
 * latency (Little's law) carry fewer IOPS than asked; `bv-aggregate-limit` when the volumes'
 * GB pass the edition's limit per AD.
 */
export function recommendWarnings(x: RecommendWarningInput): PlanWarning[] {
  return [...infeasibleWarnings(x), ...concurrencyWarnings(x), ...aggregateWarnings(x)];
}

/** "No set of volumes carries it", said only when none does (a design the user chose may not). */
function infeasibleWarnings({ edition, instance, requirement: r, picked, ops, capacityAskedGB }: RecommendWarningInput): PlanWarning[] {
  if (picked) return [];
  // The most one instance can attach: its attachment count (the shape's, else the service's) of the largest volumes.
  const maxVolumes = instance?.maxAttachments ?? edition.maxAttachmentsPerInstance.value;
  const attachableGB = maxVolumes * edition.maxVolumeGB.value;
  // A comparison caps the capacity it passes at the schema's bound and says what it asked.
  const askedGB = Math.max(r.capacityGB, capacityAskedGB ?? 0);
  if (askedGB > attachableGB) {
    // The data does not fit on what one instance attaches, whatever the performance.
    return [
      {
        id: 'bv-infeasible',
        severity: 'critical',
        params: {
          variant: 'capacity',
          capacityGB: askedGB,
          maxGB: attachableGB,
          volumes: maxVolumes,
          volumeGB: edition.maxVolumeGB.value,
          shape: instance?.shapeId ?? '',
        },
        sources: [edition.maxVolumeGB.source, (instance?.attachmentsSource ?? edition.maxAttachmentsPerInstance).source],
      },
    ];
  }
  return [
    {
      id: 'bv-infeasible',
      severity: 'critical',
      params: { variant: instance ? 'shape' : 'instance', iops: ops, ioSizeKiB: r.ioSizeKiB, shape: instance?.shapeId ?? '' },
      sources: ['S-BVPERF'],
    },
  ];
}

/** The client's operations in flight at the latency carry fewer IOPS than asked. */
function concurrencyWarnings({ concurrency, concurrencyShort, ops, need }: RecommendWarningInput): PlanWarning[] {
  if (!concurrencyShort) return [];
  return [
    {
      id: 'bv-concurrency',
      severity: 'critical',
      params: {
        outstanding: concurrency.outstandingPerClient ?? 0,
        latencyMs: concurrency.latencyMs,
        maxOps: concurrency.opsPerClient ?? 0,
        iops: ops,
        needed: need.outstanding,
      },
      sources: [concurrency.latencySource === 'user' ? 'engineering' : concurrency.latencySource],
    },
  ];
}

/** The volumes' capacity over the edition's aggregate limit per availability domain. */
function aggregateWarnings({ edition, setting }: RecommendWarningInput): PlanWarning[] {
  const limit = edition.aggregateLimitPerAdGB;
  if (!limit || setting.volumes * setting.sizeGB <= limit.value) return [];
  return [
    {
      id: 'bv-aggregate-limit',
      severity: 'warning',
      params: { totalGB: setting.volumes * setting.sizeGB, limitGB: limit.value },
      sources: [limit.source],
    },
  ];
}
