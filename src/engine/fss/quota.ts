/**
 * The tenancy's service quota: how many mount targets of a type an availability domain may
 * have before a limit increase is requested (the documents' "default limit per AD"). A fact
 * about the tenancy, not about what a mount target can carry (that is `limits.ts`). An edition
 * that states its own quota uses it; one that is silent (the 2024 paper says only that limits
 * exist) uses today's.
 */
import { fssEditions } from '../../catalog/index.ts';
import type { Cited, FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';

/** Mount targets of `type` per availability domain without a limit increase, with its citation, or null when no document gives one. */
export function serviceQuotaFor(edition: FssMountTargetEdition, type: MountTargetType): Cited | null {
  const own = edition.mountTargets[type]?.defaultLimitPerAd ?? edition.defaultMountTargetsPerAd;
  if (own) return own;
  const current = fssEditions['fss-current'];
  return current.kind === 'mount-target' ? (current.mountTargets[type]?.defaultLimitPerAd ?? null) : null;
}

/** Does `mountTargets` fit within the quota (true when no quota is known)? */
export function withinServiceQuota(edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number, tenancy?: TenancyMountTargetLimits): boolean {
  const quota = quotaInUse(edition, type, tenancy);
  return !quota || mountTargets <= quota.value;
}

/** The tenancy's own per-AD limits of mount targets, by type (`tenancyLimits.mountTargetsPerAd` of the scenario). */
export type TenancyMountTargetLimits = Partial<Record<MountTargetType, number>>;

/** The limit a design is held to: its figure, and whether it is the tenancy's own (else the documents' default). */
export interface QuotaInUse {
  readonly value: number;
  /** The documents' default it replaces or is (null when no document gives one). */
  readonly documented: Cited | null;
  readonly tenancy: boolean;
}

/**
 * The limit of mount targets of `type` per AD a design is held to: the tenancy's own figure when
 * the scenario gives one, else the documents' default (`serviceQuotaFor`); null when neither is known.
 */
export function quotaInUse(edition: FssMountTargetEdition, type: MountTargetType, tenancy?: TenancyMountTargetLimits): QuotaInUse | null {
  const documented = serviceQuotaFor(edition, type);
  const own = tenancy?.[type];
  if (own !== undefined) return { value: own, documented, tenancy: true };
  return documented ? { value: documented.value, documented, tenancy: false } : null;
}
