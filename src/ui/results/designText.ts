/**
 * A recommended design in words, the same in every panel: "2 × HPMT-20 mount targets",
 * "3 × 1,000 GB Balanced volumes (10 VPUs/GB)", "VM.DenseIO.E5.Flex.16, RAID 10".
 */
import {
  type BvRecommendation,
  type CompareResult,
  type DioRecommendation,
  type Fss2019Recommendation,
  type FssRecommendation,
  type LustreDesignOut,
  type MountTargetType,
  type ServiceId,
} from '../../engine/index.ts';
import { levelName, mountTargetName } from './engineText.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

export type AnyFssRecommendation = FssRecommendation | Fss2019Recommendation;

export function isCapacityScaled(rec: AnyFssRecommendation): rec is Fss2019Recommendation {
  return 'model' in rec.design;
}

export function mountTargetsText(t: Translate, f: Formatters, count: number, type: MountTargetType): string {
  return t('results.design.fss', { count, n: f.int(count), type: mountTargetName(t, type) });
}

export function fssDesignText(t: Translate, f: Formatters, rec: AnyFssRecommendation): string {
  if (isCapacityScaled(rec)) return t('results.design.fss2019', { capacity: f.int(rec.design.capacityGB) });
  return mountTargetsText(t, f, rec.design.mountTargets, rec.design.mountTargetType);
}

export function volumesText(
  t: Translate,
  f: Formatters,
  catalog: string,
  o: { volumes: number; volumeSizeGB: number; performanceLevel: string; vpusPerGB: number },
): string {
  return t('results.design.bv', {
    count: o.volumes,
    n: f.int(o.volumes),
    size: f.int(o.volumeSizeGB),
    level: levelName(t, o.performanceLevel, true),
    vpus: f.int(o.vpusPerGB),
  });
}

export function bvDesignText(t: Translate, f: Formatters, rec: BvRecommendation): string {
  return volumesText(t, f, rec.catalog, rec.design);
}

/** "VM.DenseIO.E4.Flex.16, RAID 1"; with more than one host, "2 × VM.DenseIO.E4.Flex.16, RAID 1". */
export function dioDesignText(t: Translate, rec: Pick<DioRecommendation, 'design'> & { readonly instances?: number }): string {
  const params = { shape: rec.design.shape, raid: rec.design.raid };
  return (rec.instances ?? 1) > 1 ? t('results.design.dioHosts', { ...params, n: rec.instances }) : t('results.design.dio', params);
}

/** "208 TiB (228,698 GB) at 125 MB/s per TB". */
export function lustreDesignText(t: Translate, f: Formatters, d: Pick<LustreDesignOut, 'performanceTierMBpsPerTB' | 'capacityTiB' | 'capacityGB'>): string {
  return t('results.design.lustre', { tier: f.num(d.performanceTierMBpsPerTB), tib: f.tib(d.capacityTiB), gb: f.num(d.capacityGB) });
}

export function serviceDesignText(t: Translate, f: Formatters, result: CompareResult, service: ServiceId): string {
  switch (service) {
    case 'file-storage':
      return fssDesignText(t, f, result.fileStorage);
    case 'block-volume':
      return bvDesignText(t, f, result.blockVolume);
    case 'dense-io':
      return dioDesignText(t, result.denseIo);
    case 'lustre':
      return lustreDesignText(t, f, result.lustre.design);
  }
}
