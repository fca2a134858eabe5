/**
 * "Test this design": the fio job bundle of the view's design as one .zip (loaded lazily with
 * the zip library, only when asked). The comparison's bundle tests its cheapest design that
 * fits; a service's view tests that service's own recommendation for the same requirement.
 */
import { strToU8, zipSync } from 'fflate';
import {
  defaultCatalogs,
  parseScenario,
  planScenario,
  compare,
  type Calibration,
  type Chosen,
  type CompareScenario,
  type ServiceId,
} from '../../engine/index.ts';
import {
  buildFioJobs,
  calibrationFromRun,
  chosenFromRun,
  chosenKeyOf,
  noteText,
  readFioResults,
  type FioComparison,
  type FioProblem,
  type FioWords,
} from '../../engine/fio/index.ts';
import type { View } from '../../store/contract.ts';
import { describeIssues } from '../../store/issueText.ts';
import en from '../i18n/en/fio.ts';
import ja from '../i18n/ja/fio.ts';

export type BundleOutcome =
  { readonly ok: true; readonly zip: Uint8Array; readonly fileName: string; readonly files: number } | { readonly ok: false; readonly message: string };

/** The one-service scenario a service's view shows, as the comparison plans it. */
function serviceScenario(scenario: CompareScenario, service: ServiceId): unknown {
  const r = scenario.requirement;
  const c = scenario.catalogs ?? {};
  const base = { version: scenario.version, mode: 'recommend', ...(scenario.name ? { name: scenario.name } : {}) };
  switch (service) {
    case 'file-storage':
      return { ...base, service, ...(c.fileStorage ? { catalog: c.fileStorage } : {}), requirement: compare.fssRequirementOf(r) };
    case 'block-volume':
      return { ...base, service, ...(c.blockVolume ? { catalog: c.blockVolume } : {}), requirement: compare.bvRequirementOf(r) };
    case 'dense-io':
      // One host of the comparison's Dense I/O design, at the RAID level it chose.
      return {
        ...base,
        service,
        ...(c.denseIo ? { catalog: c.denseIo } : {}),
        requirement: compare.dioHostRequirementOf(compare.dioRequirementOf(r), compare.compareServices(r, c, scenario.pricing, null, scenario.chosen).denseIo),
      };
    case 'lustre':
      return { ...base, service, ...(c.lustre ? { catalog: c.lustre } : {}), requirement: compare.lustreRequirementOf(r) };
  }
}

const wordsFor = (lang: string): FioWords => (lang === 'ja' ? (ja as FioWords) : (en as FioWords));

/** The view's scenario and its plan, as the bundle and the results read them. */
export function planFor(scenario: CompareScenario, view: View) {
  const parsed = parseScenario(view === 'compare' ? scenario : serviceScenario(scenario, view));
  if (!parsed.ok) return { ok: false as const, message: describeIssues(parsed.issues) };
  // A design chosen on a chart is the one a service's view shows, tests and reads results against.
  const planned = planScenario(parsed.value, view === 'compare' ? undefined : scenario.chosen);
  if (!planned.ok) return { ok: false as const, message: describeIssues(planned.issues) };
  return { ok: true as const, scenario: parsed.value, result: planned.result };
}

export type ResultsOutcome =
  | {
      readonly ok: true;
      readonly comparison: FioComparison;
      readonly explanations: readonly string[];
      /** The run as the calibration the scenario can carry; null when its latency is out of range. */
      readonly calibration: Calibration | null;
    }
  /**
   * `otherView`: the view of the service the run was for, when it was run for another design;
   * `openDesign`: that design as the scenario's chosen design of its service, when the run names
   * one of the catalog edition in use (opening it plans the design the run measured).
   */
  | { readonly ok: false; readonly problems: readonly string[]; readonly otherView?: View; readonly openDesign?: OpenDesign };

/** A design a run was for, to open in place of the one planned. */
export interface OpenDesign {
  readonly view: View;
  readonly chosen: Chosen;
  /** Its design key, as the run's job files name it. */
  readonly design: string;
}

/** The design a run was for, when it is another design of this view's service in the catalog edition in use (a run of another service opens its view instead). */
function openDesignOf(scenario: CompareScenario, current: View, problem: FioProblem | undefined): OpenDesign | undefined {
  if (!problem) return undefined;
  const service = String(problem.params.service ?? '');
  const design = String(problem.params.design ?? '');
  // Another design of the service this view plans (a run of another service opens its view).
  const view = runViews.find((v) => v === service && v === current);
  if (!view || view === 'compare') return undefined;
  const key = chosenKeyOf[view];
  const catalog = scenario.catalogs?.[key] ?? defaultCatalogs[key];
  if (problem.params.catalog !== catalog) return undefined;
  const chosen = chosenFromRun(service, design);
  return chosen ? { view, chosen, design } : undefined;
}

/** The views a run can be for (a service's own). */
const runViews: readonly View[] = ['file-storage', 'block-volume', 'dense-io', 'lustre'];

/** fio's JSON files read against the view's plan; each problem in words, naming its file. */
export function fioResults(scenario: CompareScenario, view: View, lang: string, files: readonly { name: string; text: string }[]): ResultsOutcome {
  const words = wordsFor(lang);
  const plan = planFor(scenario, view);
  if (!plan.ok) return { ok: false, problems: [plan.message] };
  const read = readFioResults(plan.scenario, plan.result, files);
  if (!read.ok) {
    const problems = read.problems.map((p) => (p.file ? `${p.file}: ${noteText(words, p)}` : noteText(words, p)));
    const problem = read.problems.find((p) => p.code === 'fio-other-design');
    const otherView = runViews.find((v) => v === problem?.params.service && v !== view);
    const openDesign = openDesignOf(scenario, view, problem);
    return { ok: false, problems, ...(openDesign ? { openDesign } : otherView ? { otherView } : {}) };
  }
  return {
    ok: true,
    comparison: read.comparison,
    explanations: read.comparison.explanations.map((n) => noteText(words, n)),
    calibration: calibrationFromRun(read.comparison),
  };
}

export function fioBundle(scenario: CompareScenario, view: View, lang: string): BundleOutcome {
  const words = wordsFor(lang);
  const plan = planFor(scenario, view);
  if (!plan.ok) return { ok: false, message: plan.message };
  const built = buildFioJobs(plan.scenario, plan.result, words);
  if (!built.ok) return { ok: false, message: noteText(words, built.problem) };
  const entries: Record<string, Uint8Array> = {};
  for (const file of built.bundle.files) entries[`fio-test/${file.name}`] = strToU8(file.text);
  return { ok: true, zip: zipSync(entries, { level: 6 }), fileName: `fio-test-${view}.zip`, files: built.bundle.files.length };
}
