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
export function withinServiceQuota(edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number): boolean {
  const quota = serviceQuotaFor(edition, type);
  return !quota || mountTargets <= quota.value;
}
