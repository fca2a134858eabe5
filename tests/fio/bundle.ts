/**
 * What the fio tests share: a scenario document planned through the schema, and its job bundle
 * written into a work directory of its own, every target redirected to a scratch directory and
 * each job kept short (2 seconds, 16 MiB).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, planScenario, type PlanResult, type Scenario } from '../../src/engine/index.ts';
import { buildFioJobs, type FioBundle } from '../../src/engine/fio/index.ts';
import en from '../../src/ui/i18n/en/fio.ts';

export function planned(doc: unknown): { scenario: Scenario; result: PlanResult } {
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const outcome = planScenario(parsed.value);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return { scenario: parsed.value, result: outcome.result };
}

/** Writes the plan's bundle under `dir`, in a directory named after `name`; returns it and the bundle. */
export function writeBundle(dir: string, name: string, scenario: Scenario, result: PlanResult): { work: string; bundle: FioBundle } {
  const work = join(dir, name.replace(/\W+/g, '-'));
  const scratch = join(work, 'scratch');
  mkdirSync(scratch, { recursive: true });
  const out = buildFioJobs(scenario, result, en, { scratchDir: scratch, runtimeSeconds: 2, rampSeconds: 0, sizeMiB: 16 });
  if (!out.ok) throw new Error(out.problem.code);
  for (const f of out.bundle.files) writeFileSync(join(work, f.name), f.text);
  return { work, bundle: out.bundle };
}
