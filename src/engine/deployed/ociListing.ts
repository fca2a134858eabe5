/**
 * The OCI CLI's JSON listings (`{ "data": [ … ] }`, kebab-case keys, as every `oci … list`
 * prints them): `oci fs mount-target list`, `oci fs file-system list`, `oci bv volume list`,
 * `oci compute instance list`, `oci lfs lustre-file-system list` (and `oci compute
 * volume-attachment list`, which says how each volume is attached). Each item's type is told
 * from the keys only its summary has (the SDK models MountTargetSummary, FileSystemSummary,
 * Volume, Instance, LustreFileSystemSummary, VolumeAttachment); its keys become the provider's
 * snake_case names, so one reader of designs serves Terraform and the CLI. Never throws.
 */
import * as z from 'zod/mini';
import type { ReadOutcome, ReadResource } from './types.ts';

export const ociListingSchema = z.object({ data: z.array(z.unknown()) });

/** Whether a parsed JSON document looks like an OCI CLI listing (`{ "data": [ … ] }`). */
export function looksLikeOciListing(json: unknown): boolean {
  return typeof json === 'object' && json !== null && !Array.isArray(json) && Array.isArray((json as { data?: unknown }).data);
}

const snake = (k: string): string => k.replace(/-/g, '_');

/** A kebab-case object (and the objects in it) with snake_case keys. */
function snakeKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(snakeKeys);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [snake(k), snakeKeys(x)]));
}

/** The provider's resource type of one listed item, from the keys its summary carries; `unknown` when none fits. */
export function listedType(item: Record<string, unknown>): string {
  const has = (k: string) => k in item;
  if (has('performance-tier') && has('capacity-in-gbs')) return 'oci_lustre_file_storage_lustre_file_system';
  if (has('export-set-id') && has('subnet-id')) return 'oci_file_storage_mount_target';
  if (has('metered-bytes')) return 'oci_file_storage_file_system';
  if (has('attachment-type') && has('volume-id')) return 'oci_core_volume_attachment';
  if (has('size-in-gbs') && (has('vpus-per-gb') || has('is-hydrated'))) return 'oci_core_volume';
  if (has('shape') && (has('shape-config') || has('image-id') || has('launch-mode'))) return 'oci_core_instance';
  return 'unknown';
}

/** One listing read into resources (`current`): each item's OCID is its address, its display name its name. */
export function readOciListing(json: unknown): ReadOutcome {
  const parsed = ociListingSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: [{ code: 'bad-shape', params: { format: 'oci-cli', path: 'data' } }] };
  const current: ReadResource[] = [];
  parsed.data.data.forEach((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return;
    const o = item as Record<string, unknown>;
    const id = typeof o.id === 'string' ? o.id : `data[${i}]`;
    const name = typeof o['display-name'] === 'string' ? o['display-name'] : id;
    current.push({ address: id, type: listedType(o), name, values: snakeKeys(o) as Record<string, unknown> });
  });
  return { ok: true, source: 'oci-cli', sides: { current } };
}
