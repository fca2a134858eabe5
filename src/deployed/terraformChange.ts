/**
 * A right-sized design as Terraform text (issue 42): the change to the resources read, written
 * with the deploy writer's HCL (`deploy/hcl.ts`). Each resource keeps its name; only the
 * arguments that change are written, with a comment naming the resource as read and saying
 * what to keep. In English whatever the interface's language, as the deploy files are.
 */
import { hclBody, hclComment } from '../deploy/hcl.ts';
import type { ChangeNoteCode, ResourceEdit, TerraformChange } from '../engine/deployed/index.ts';

const NOTES: Readonly<Record<ChangeNoteCode, (p: Readonly<Record<string, string | number>>) => string>> = {
  'hpmt-two-step': (p) =>
    `New mount targets are created at 1 Gbps; set requested_throughput to ${p.gbps} in a second apply (oracle/oci docs, file_storage_mount_target).`,
  'fss-export-new': (p) => `Export the file systems through the ${p.count} new mount target(s) (oci_file_storage_export with their export_set_id).`,
  'bv-no-shrink': (p) =>
    `A volume cannot be made smaller (${p.fromGB} → ${p.toGB} GB): new volumes are created; copy the data over before removing the old ones.`,
  'lustre-tier-fixed': (p) =>
    `performance_tier cannot be changed (${p.from} → ${p.to} MB/s per TB): Terraform replaces the file system; copy the data over first.`,
  'lustre-no-shrink': (p) =>
    `Lustre capacity is never decreased (${p.fromTiB} → ${p.toTiB} TiB): Terraform replaces the file system; copy the data over first.`,
  'dio-migrate': (p) => `Local NVMe data does not move with the shape (${p.from} → ${p.to}): a new host is created; copy the data over first.`,
  'resources-removed': (p) => `${p.count} of the ${p.of} resources read are destroyed: move their data and clients first.`,
};

function editText(e: ResourceEdit): string[] {
  if (e.action === 'delete') return [`# Remove ${e.address}.`];
  const what =
    e.action === 'create'
      ? `Add ${e.address}: copy the other arguments of the resources read.`
      : `${e.address}${e.action === 'replace' ? ' (replaced)' : ''}: set these arguments; keep the others as they are.`;
  const count = e.count ? [['count', { kind: 'number', value: e.count.to }] as const] : [];
  if (count.length === 0 && e.args.length === 0 && e.blocks.length === 0) return [];
  return [
    ...hclComment(what + (e.count ? ` count ${e.count.from} → ${e.count.to}.` : '')),
    `resource "${e.type}" "${e.name}" {`,
    ...hclBody([...count, ...e.args], e.blocks, '  '),
    '}',
  ];
}

/** The change as Terraform text, or `# No change.` when the design is already the target. */
export function terraformChangeText(c: TerraformChange): string {
  const bodies = c.edits.map(editText).filter((l) => l.length > 0);
  if (bodies.length === 0) return '# No change.\n';
  const notes = c.notes.flatMap((n) => hclComment(NOTES[n.code](n.params)));
  return [...notes, ...(notes.length > 0 ? [''] : []), ...bodies.flatMap((b) => [...b, ''])].join('\n');
}
