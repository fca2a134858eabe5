/**
 * The monthly bill of a File Storage design.
 */
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import { priceLines, type CostLineInput } from '../cost/prices.ts';
import type { Cost } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';

/**
 * Monthly cost: the data stored (GB-month), plus, for high-performance mount targets, the
 * capacity entitlement above the data: max(0, entitlement GB × N − stored GB) (the larger of
 * the two is billed; S-MT, S-PRICE).
 */
export function fssCost(edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number, capacityGB: number | undefined, pricing?: Pricing): Cost {
  const stored = capacityGB ?? 0;
  const entitlement = (edition.mountTargets[type]?.capacityEntitlementGB.value ?? 0) * mountTargets;
  const lines: CostLineInput[] = [{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: stored, unit: 'GB-month' }];
  if (entitlement > 0) {
    lines.push({ code: 'hpmtEntitlement', params: { type }, key: 'hpmtGBMonth', quantity: Math.max(0, entitlement - stored), unit: 'GB-month' });
  }
  return priceLines(lines, pricing);
}
