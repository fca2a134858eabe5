/**
 * Reading a scenario document: refuse what is no object or carries a forbidden key, upgrade an
 * older version (`migrations.ts`), pick the schema of its service and mode (`schema.ts`), then
 * the checks a schema cannot state alone (the comparison's demand, a shape the catalog lacks).
 */
import type * as z from 'zod/mini';
import { findShape, instanceShapes } from '../../catalog/shapes.ts';
import { demandIssues, serviceDemandIssues } from './demand.ts';
import { forbiddenKeyPath, toIssue, type ParseResult, type ScenarioIssue } from './issues.ts';
import { LATEST_SCENARIO_VERSION as LATEST, migrateScenario } from './migrations.ts';
import { scenarioSchemas, type Scenario } from './schema.ts';
import { workloadNameKey, type Workload } from './workloads.ts';
import { shapeReference } from './shapeReference.ts';
import { chosenIssues } from './chosenIssues.ts';
import { DEFAULT_HORIZON_MONTHS, type Growth } from './growth.ts';

export { workloadNameKey };

/**
 * A plan of several workloads: each workload's demand checked as a comparison's is (paths
 * `workloads.<i>.requirement.<field>`), and a name used twice, compared by `workloadNameKey`
 * (`duplicateWorkloadName`, at the second one's name, naming both indexes and both names as
 * written: `name`, and `firstName`, the first one's).
 */
function workloadsIssues(workloads: readonly Workload[]): ScenarioIssue[] {
  const issues: ScenarioIssue[] = workloads.flatMap((w, i) => demandIssues(w.requirement, `workloads.${i}.requirement`));
  const seen = new Map<string, number>();
  workloads.forEach((w, i) => {
    const key = workloadNameKey(w.name);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else
      issues.push({
        path: `workloads.${i}.name`,
        code: 'duplicateWorkloadName',
        params: { name: w.name.trim(), firstName: workloads[first]!.name.trim(), first, second: i, firstNumber: first + 1, secondNumber: i + 1 },
      });
  });
  return issues;
}

/**
 * Growth steps in a month the horizon plans: a horizon of N months plans months 0 (today) to N,
 * so a step falls in a whole month from 1 to N (month N included: it takes effect there); one
 * at 0, below, past N or between two months is refused (`stepOutsideHorizon`, naming the
 * step's month and the horizon), never dropped.
 */
function growthIssues(growth: Growth | undefined, path: string): ScenarioIssue[] {
  const horizonMonths = growth?.horizonMonths ?? DEFAULT_HORIZON_MONTHS;
  return (growth?.steps ?? []).flatMap((step, i) =>
    Number.isInteger(step.month) && step.month >= 1 && step.month <= horizonMonths
      ? []
      : [{ path: `${path}.steps.${i}.month`, code: 'stepOutsideHorizon' as const, params: { month: step.month, horizonMonths } }],
  );
}

const services = Object.keys(scenarioSchemas) as (keyof typeof scenarioSchemas)[];

/**
 * Validates an unknown value as a scenario. Never throws; a failure lists every problem with
 * the path of the field it concerns, as a code with its figures.
 */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ path: '', code: 'notObject', params: {} }] };
  }
  const forbidden = forbiddenKeyPath(input, '', 0);
  if (forbidden !== null) return { ok: false, issues: [{ path: forbidden.path, code: 'forbiddenKey', params: { key: forbidden.key } }] };
  const version = (input as Record<string, unknown>).version;
  // A version that is no number is a wrong type, named like any other field's.
  if (version !== undefined && typeof version !== 'number')
    return { ok: false, issues: [{ path: 'version', code: 'wrongType', params: { expected: 'number' } }] };
  const migrated = migrateScenario(input as Record<string, unknown>);
  if (!migrated.ok) return { ok: false, issues: [{ path: 'version', code: 'unsupportedVersion', params: { version: migrated.version, latest: LATEST } }] };
  const doc = migrated.doc;
  const service = doc.service;
  if (typeof service !== 'string' || !services.includes(service as keyof typeof scenarioSchemas)) {
    return { ok: false, issues: [{ path: 'service', code: 'unknownService', params: { allowed: services } }] };
  }
  const modes = scenarioSchemas[service as keyof typeof scenarioSchemas] as Record<string, z.ZodMiniType>;
  const mode = doc.mode;
  // Own modes only: a name every object inherits ("toString", "constructor") is no mode.
  if (typeof mode !== 'string' || !Object.hasOwn(modes, mode)) {
    return { ok: false, issues: [{ path: 'mode', code: 'unknownMode', params: { allowed: Object.keys(modes), service } }] };
  }
  const result = (modes[mode] as z.ZodMiniType<Scenario>).safeParse(doc);
  if (!result.success) return { ok: false, issues: result.error.issues.map((issue) => toIssue(issue, doc)) };
  const d = result.data;
  // One way to state demand everywhere: every recommend checks its demand as a comparison does.
  const demand =
    d.service === 'workloads'
      ? workloadsIssues(d.workloads)
      : d.mode !== 'recommend'
        ? []
        : d.service === 'block-volume' || d.service === 'dense-io'
          ? serviceDemandIssues(d.service, d.requirement)
          : demandIssues(d.requirement);
  if (demand.length > 0) return { ok: false, issues: demand };
  // A chosen design the catalog edition in use lacks is refused, never dropped.
  const data = result.data;
  const chosen =
    data.service === 'compare'
      ? chosenIssues(data.chosen, data.catalogs, 'chosen')
      : data.service === 'workloads'
        ? data.workloads.flatMap((w, i) => chosenIssues(w.chosen, data.catalogs, `workloads.${i}.chosen`))
        : [];
  if (chosen.length > 0) return { ok: false, issues: chosen };
  const steps =
    data.service === 'compare'
      ? growthIssues(data.growth, 'growth')
      : data.service === 'workloads'
        ? [...growthIssues(data.growth, 'growth'), ...data.workloads.flatMap((w, i) => growthIssues(w.growth, `workloads.${i}.growth`))]
        : [];
  if (steps.length > 0) return { ok: false, issues: steps };
  // A shape is looked up in the catalog's own list (a Map): a name it lacks, inherited or not, is refused here.
  const [shapePath, shape] = shapeReference(result.data);
  if (shape !== undefined && !findShape(shape)) {
    return { ok: false, issues: [{ path: shapePath, code: 'unknownShape', params: { shape, allowed: instanceShapes.map((x) => x.id) } }] };
  }
  return { ok: true, value: result.data };
}
