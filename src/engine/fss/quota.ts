/**
 * Default mount-target limits per availability domain. An edition that states its own
 * limits uses them; one that is silent (the 2024 paper says only that limits exist) uses
 * today's defaults, since a service limit is a fact about the tenancy, not the paper.
 */
import { fssEditions } from '../catalog/index.ts';
import type { Cited, FssMountTargetEdition, MountTargetType } from '../catalog/types.ts';

export function defaultLimitFor(edition: FssMountTargetEdition, type: MountTargetType): Cited | null {
  const own = edition.mountTargets[type]?.defaultLimitPerAd ?? edition.defaultMountTargetsPerAd;
  if (own) return own;
  const current = fssEditions['fss-current'];
  return current.kind === 'mount-target' ? (current.mountTargets[type]?.defaultLimitPerAd ?? null) : null;
}
