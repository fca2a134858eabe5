/**
 * Terraform files exported by OCI Resource Discovery (`terraform-provider-oci -command=export`,
 * docs.oracle.com/en-us/iaas/Content/API/SDKDocs/terraformresourcediscovery.htm), once HashiCorp's
 * HCL parser (`@cdktf/hcl2json`) has made JSON of them: `{ resource: { <type>: { <name>: [ {
 * arguments, nested blocks as lists } ] } } }`. Values are what the file says: a literal (the
 * export writes numbers as strings, `"1000"`), or a reference as `"${…}"`, which the designs
 * read as unknown. The parsing itself is the caller's (the command line); this is pure.
 */
import * as z from 'zod/mini';
import type { ReadOutcome, ReadResource } from './types.ts';

const bodySchema = z.record(z.string(), z.unknown());
export const hclJsonSchema = z.object({
  resource: z.optional(z.record(z.string(), z.record(z.string(), z.union([z.array(bodySchema), bodySchema])))),
});

/** Whether a parsed JSON document looks like hcl2json's output of Terraform files (a `resource` map). */
export function looksLikeHclJson(json: unknown): boolean {
  return typeof json === 'object' && json !== null && !Array.isArray(json) && typeof (json as { resource?: unknown }).resource === 'object';
}

/** hcl2json's output of one or more `.tf` files read into resources (`current`), in the order written. */
export function readHclJson(json: unknown): ReadOutcome {
  const parsed = hclJsonSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: [{ code: 'bad-shape', params: { format: 'resource-discovery', path: 'resource' } }] };
  const current: ReadResource[] = [];
  for (const [type, byName] of Object.entries(parsed.data.resource ?? {})) {
    for (const [name, bodies] of Object.entries(byName)) {
      const list = Array.isArray(bodies) ? bodies : [bodies];
      list.forEach((values, i) => current.push({ address: list.length > 1 ? `${type}.${name}[${i}]` : `${type}.${name}`, type, name, values }));
    }
  }
  return { ok: true, source: 'resource-discovery', sides: { current } };
}
