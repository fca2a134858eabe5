/**
 * `terraform show -json` of a plan or of a state, as the Terraform JSON output format documents
 * it (developer.hashicorp.com/terraform/internals/json-format): `format_version` (major 1; any
 * other major is refused, as the page asks), a state's `values.root_module`, a plan's
 * `planned_values.root_module` and `prior_state.values.root_module`, each module with its
 * `resources[]` (`address`, `mode`, `type`, `name`, `index`, `values`) and `child_modules[]`
 * (recursively), and a plan's `resource_changes[]` with `change.{actions, before, after}`.
 * Only managed resources are read (data sources are not deployed). Never throws.
 */
import * as z from 'zod/mini';
import type { ReadOutcome, ReadProblem, ReadResource } from './types.ts';

const valuesSchema = z.nullable(z.optional(z.record(z.string(), z.unknown())));
const resourceSchema = z.object({
  address: z.string(),
  mode: z.optional(z.string()),
  type: z.string(),
  name: z.string(),
  values: valuesSchema,
});
interface Module {
  resources?: z.infer<typeof resourceSchema>[] | undefined;
  child_modules?: Module[] | undefined;
}
const moduleSchema: z.ZodMiniType<Module> = z.object({
  resources: z.optional(z.array(resourceSchema)),
  get child_modules() {
    return z.optional(z.array(moduleSchema));
  },
});
const changeSchema = z.object({
  address: z.string(),
  mode: z.optional(z.string()),
  type: z.string(),
  name: z.string(),
  change: z.object({ actions: z.array(z.string()), before: z.optional(z.unknown()), after: z.optional(z.unknown()) }),
});
/** The parts of the document the planner reads; everything else is ignored, as the format asks. */
export const terraformShowSchema = z.object({
  format_version: z.string(),
  values: z.optional(z.object({ root_module: z.optional(moduleSchema) })),
  planned_values: z.optional(z.object({ root_module: z.optional(moduleSchema) })),
  prior_state: z.optional(z.object({ values: z.optional(z.object({ root_module: z.optional(moduleSchema) })) })),
  resource_changes: z.optional(z.array(changeSchema)),
});

/** Whether a parsed JSON document looks like `terraform show -json` (it has `format_version` and a values part). */
export function looksLikeTerraformShow(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const o = json as Record<string, unknown>;
  return 'format_version' in o && ('values' in o || 'planned_values' in o || 'resource_changes' in o || 'terraform_version' in o);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every managed resource of a module and its child modules, depth first. */
export function moduleResources(m: Module | undefined): ReadResource[] {
  if (!m) return [];
  const own = (m.resources ?? [])
    .filter((r) => (r.mode ?? 'managed') === 'managed')
    .map((r) => ({ address: r.address, type: r.type, name: r.name, values: r.values ?? {} }));
  return [...own, ...(m.child_modules ?? []).flatMap(moduleResources)];
}

const problem = (code: ReadProblem['code'], params: ReadProblem['params'] = {}): ReadOutcome => ({ ok: false, problems: [{ code, params }] });

/**
 * A `terraform show -json` document read into resources: a state gives `current`; a plan gives
 * `before` (each change's `before`, else the prior state) and `after` (the planned values with
 * their child modules, else each change's `after` unless it is deleted).
 */
export function readTerraformShow(json: unknown): ReadOutcome {
  const parsed = terraformShowSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return problem('bad-shape', { format: 'terraform-show', path: first ? first.path.join('.') : '' });
  }
  const doc = parsed.data;
  const major = Number(doc.format_version.split('.')[0]);
  if (major !== 1) return problem('unsupported-format-version', { format: 'terraform-show', version: doc.format_version });
  const isPlan = doc.planned_values !== undefined || doc.resource_changes !== undefined;
  if (!isPlan) {
    const current = moduleResources(doc.values?.root_module);
    return { ok: true, source: 'terraform-state', sides: { current } };
  }
  const managed = (doc.resource_changes ?? []).filter((c) => (c.mode ?? 'managed') === 'managed');
  const side = (pick: 'before' | 'after'): ReadResource[] =>
    managed.flatMap((c) => {
      const v = c.change[pick];
      if (!isRecord(v)) return [];
      if (pick === 'after' && c.change.actions.length === 1 && c.change.actions[0] === 'delete') return [];
      return [{ address: c.address, type: c.type, name: c.name, values: v }];
    });
  const before = managed.length > 0 ? side('before') : moduleResources(doc.prior_state?.values?.root_module);
  const after = doc.planned_values?.root_module ? moduleResources(doc.planned_values.root_module) : side('after');
  return { ok: true, source: 'terraform-plan', sides: { before, after } };
}
