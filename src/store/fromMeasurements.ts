/**
 * The scenario with a workload derived from measurements (issue 24): the derived figures in
 * place of the form's, every other field as it was, and `measured` saying where they came
 * from. The demand is replaced as a whole (read and write, MB/s and IOPS, or the totals), so a
 * figure the measurements do not give is not left over from the last workload; a field they
 * do not give (an I/O size without operations, say) keeps the user's. Designs chosen for the
 * last workload go with it, as with an example. Only the import panel (loaded when opened)
 * reads this.
 */
import { measurements as m, parseScenario, type CompareScenario, type ScenarioIssue } from '../engine/index.ts';
import { SPLIT_DEMAND_FIELDS, TOTAL_DEMAND_FIELDS } from './demandWay.ts';

export type MeasuredScenario =
  | { readonly ok: true; readonly scenario: CompareScenario; readonly fields: readonly string[] }
  | { readonly ok: false; readonly missing: readonly string[]; readonly issues: readonly ScenarioIssue[] };

/** `current` with the derived workload; `missing` names required fields neither gives. */
export function measuredScenario(current: CompareScenario, w: m.DerivedWorkload): MeasuredScenario {
  const { requirement: derived } = m.requirementFor(w, 'compare');
  const kept: Record<string, unknown> = { ...current.requirement };
  const demandKeys: readonly string[] = [...SPLIT_DEMAND_FIELDS, ...TOTAL_DEMAND_FIELDS];
  if (Object.keys(derived).some((k) => demandKeys.includes(k))) for (const k of demandKeys) delete kept[k];
  const requirement = { ...kept, ...derived };
  if (requirement.ioSizeKiB === undefined) return { ok: false, missing: ['ioSizeKiB'], issues: [] };
  const measured = m.measuredOf(w, derived);
  const { chosen: _chosen, measured: _old, ...rest } = current;
  const parsed = parseScenario({ ...rest, requirement, ...(measured.fields.length > 0 ? { measured } : {}) });
  if (!parsed.ok) return { ok: false, missing: [], issues: parsed.issues };
  if (parsed.value.service !== 'compare') return { ok: false, missing: [], issues: [] };
  return { ok: true, scenario: parsed.value, fields: measured.fields };
}
