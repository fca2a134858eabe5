/**
 * The store's starting point: the scenario from the link, else the last session, else the
 * default preset; preferences and saved scenarios from storage; drafts and units derived from
 * the scenario.
 */
import { SCENARIO_VERSION, compare, defaultCatalogs, formatIssues, parseScenario, type CompareRequirement, type CompareScenario } from '../engine/index.ts';
import { DEFAULT_PRESET_ID, findPreset } from './presets.ts';
import type { Notice, PlanState, PlanStateDetails } from './contract.ts';
import { fieldSpecs, naturalUnit, readRequirement } from './fields.ts';
import { formatFieldText } from './fieldText.ts';
import { encodeIssues } from './noticeIssues.ts';
import { initialLocale, localeFromSearch } from './locale.ts';
import { loadPersisted, storageKeys, writeSaved, writeSession, type StorageLike } from './persist.ts';
import { selectPlan } from './planCache.ts';
import { setAside } from './setAside.ts';
import { readHash } from './url.ts';
import { singleWorkload, withWorkloadName, workloadsDocOf, type WorkloadEntry } from './workloads.ts';

export interface PlanEnv {
  readonly storage: StorageLike | null;
  /** location.hash at start ('' when there is none). */
  readonly hash: string;
  /** location.search at start, for `?lang=` ('' or absent when there is none). */
  readonly search?: string;
  /** navigator.languages, most preferred first (absent outside a browser). */
  readonly languages?: readonly string[];
  /** Wait this long after a scenario change before storing the session (0 or absent: at once). */
  readonly sessionWriteDelayMs?: number;
  /** The address bar's hash now, stored with the session (absent outside a browser). */
  readonly currentHash?: () => string;
  /** This page load is a reload (the browser's navigation type). */
  readonly reloaded?: boolean;
  /** This browser tab (kept in sessionStorage across its reloads), stored with the session. */
  readonly tab?: string;
  /** Plans the starting scenario once before the page opens with it (`selectPlan`; tests pass a failing one). */
  readonly plan?: (scenario: CompareScenario) => unknown;
}

export type PlanData = PlanState & PlanStateDetails;

/** A compare scenario for a requirement, with the newest catalogs. */
export function scenarioFor(requirement: CompareRequirement): CompareScenario {
  return { version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', catalogs: { ...defaultCatalogs }, requirement };
}

/** The default preset's scenario, validated (a broken preset is a programming error). */
export function defaultScenario(): CompareScenario {
  const preset = findPreset(DEFAULT_PRESET_ID);
  if (!preset) throw new Error(`default preset ${DEFAULT_PRESET_ID} is missing`);
  const parsed = parseScenario(scenarioFor(preset.requirement));
  if (!parsed.ok) throw new Error(`default preset ${DEFAULT_PRESET_ID} is invalid: ${formatIssues(parsed.issues)}`);
  return parsed.value as CompareScenario;
}

/** A readable unit for each field with a choice of units. */
export function unitsFor(r: CompareRequirement): Record<string, string> {
  const units: Record<string, string> = {};
  for (const spec of fieldSpecs) {
    if (spec.units && spec.units.length > 1) units[spec.id] = naturalUnit(spec, readRequirement(r, spec.id)) ?? spec.units[0]!.id;
  }
  return units;
}

/** The text every field shows for a requirement in these units. */
export function draftsFor(r: CompareRequirement, units: Readonly<Record<string, string>>): Record<string, string> {
  const drafts: Record<string, string> = {};
  for (const spec of fieldSpecs) drafts[spec.id] = formatFieldText(spec, readRequirement(r, spec.id), units[spec.id]);
  return drafts;
}

/**
 * Scenario-derived parts of the state: drafts and units fresh, no field errors, the demand shown
 * the way the scenario states it, no note about an example.
 */
export function scenarioParts(given: CompareScenario): Pick<PlanData, 'scenario' | 'drafts' | 'units' | 'errors' | 'demandWay' | 'presetChange'> {
  // The one workload's name lives in the list (`singleWorkload`), and a document takes it from there (`planDocument`).
  const { workloadName: _n, ...rest } = given;
  const scenario = given.workloadName === undefined ? given : rest;
  const units = unitsFor(scenario.requirement);
  return {
    scenario,
    units,
    drafts: draftsFor(scenario.requirement, units),
    errors: {},
    demandWay: compare.demandWayOf(scenario.requirement),
    presetChange: null,
  };
}

/** The notice for stored data that was set aside; the UI offers its export beside it. */
function setAsideNotice(problems: readonly string[]): Notice {
  const reason = problems.join('; ');
  return {
    kind: 'error',
    key: 'notice.storageSetAside',
    params: { reason },
    message: `Data saved in this browser could not be opened; it is kept for export: ${reason}`,
  };
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The state a page load starts from. It always starts: stored data that cannot be read, or a
 * stored session that cannot be planned, is set aside (kept for export, never tried again) with
 * a notice; should anything else fail, the page starts from the default with nothing stored read.
 */
export function initialPlanData(env: PlanEnv): PlanData {
  try {
    return startFrom(env);
  } catch (e) {
    console.error('The planner could not start from the stored session or the link:', e);
    setAside(env.storage, storageKeys.session, rawSession(env.storage), messageOf(e));
    return { ...startFrom({ ...env, storage: null, hash: '' }), notice: setAsideNotice([`The last session: ${messageOf(e)}`]) };
  }
}

function rawSession(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(storageKeys.session) ?? null;
  } catch (_e) {
    return null;
  }
}

function startFrom(env: PlanEnv): PlanData {
  const stored = loadPersisted(env.storage);
  const link = readHash(env.hash);
  const problems = [...stored.problems];
  let notice: Notice | null = null;
  let scenario = stored.session?.scenario ?? null;
  let workloads: readonly WorkloadEntry[] | undefined = stored.session?.workloads;
  // A reload, in the same tab, of the very link the last session was written under: the session
  // is the newer of the two (the link is rewritten once typing pauses; the session is written as
  // the page goes). Another tab's session, or another link, leaves the link in charge.
  const session = stored.session;
  const resumed = env.reloaded === true && env.tab !== undefined && scenario !== null && session?.tab === env.tab && session.link === env.hash;
  let fromLink = false;
  let rewriteSession = stored.rewrite.session;
  if (resumed) {
    // the session's scenario and view stand
  } else if (link.scenario?.ok) {
    scenario = link.scenario.scenario;
    workloads = link.scenario.workloads;
    fromLink = true;
    if (link.scenario.dropped.length > 0) notice = droppedNotice(link.scenario.dropped);
  } else if (link.scenario) {
    notice = linkNotice(link.scenario.message, link.scenario.issues);
  }
  // A view or language the planner does not know: said, and the link opens without it.
  if (notice === null) notice = linkPartNotice(link);
  // The starting scenario is planned once here (the first answer reads the same cached plan): one
  // that cannot be planned never opens, and a stored one is set aside so the next load starts clean.
  if (scenario) {
    try {
      (env.plan ?? selectPlan)(scenario);
    } catch (e) {
      console.error('The starting scenario could not be planned:', e);
      if (fromLink) notice = linkNotice(`it could not be planned (${messageOf(e)})`);
      else {
        setAside(env.storage, storageKeys.session, rawSession(env.storage), messageOf(e));
        problems.push(`The last session could not be planned: ${messageOf(e)}`);
        rewriteSession = true;
      }
      scenario = fromLink ? (stored.session?.scenario ?? null) : null;
      workloads = fromLink ? stored.session?.workloads : undefined;
      if (fromLink && scenario) {
        try {
          (env.plan ?? selectPlan)(scenario);
        } catch (_e) {
          scenario = null;
          workloads = undefined;
        }
      }
    }
  }
  if (problems.length > 0 && notice === null) notice = setAsideNotice(problems);
  const start = scenario ?? defaultScenario();
  const parts = scenarioParts(start);
  const view = (resumed ? stored.session?.view : undefined) ?? link.view ?? stored.session?.view ?? 'compare';
  const pinned = stored.session?.pinned ?? [];
  // What could be read of a key set aside goes back at once, so it does not wait for a change.
  if (stored.rewrite.saved) writeSaved(env.storage, stored.saved);
  if (rewriteSession) {
    const at = { ...(env.currentHash ? { link: env.currentHash() } : {}), ...(env.tab ? { tab: env.tab } : {}) };
    writeSession(env.storage, {
      scenario: workloads && workloads.length > 1 ? workloadsDocOf(parts.scenario, workloads) : withWorkloadName(parts.scenario, start.workloadName),
      view,
      pinned,
      ...at,
    });
  }
  return {
    ...parts,
    workloads: workloads && workloads.length > 0 ? workloads : singleWorkload(parts.scenario, start.workloadName),
    currentWorkload: 0,
    notice,
    view,
    pinned,
    saved: stored.saved,
    theme: stored.prefs?.theme ?? 'system',
    locale: initialLocale({ hash: link.lang, search: localeFromSearch(env.search), saved: stored.prefs?.locale, languages: env.languages }),
  };
}

/** The first `view=` or `lang=` of a link the planner does not know, as a notice; null when there is none. */
export function linkPartNotice(link: ReturnType<typeof readHash>): Notice | null {
  const part = link.unknown?.[0];
  if (!part) return null;
  return {
    kind: 'error',
    key: 'notice.linkPartUnknown',
    params: { ...part },
    message: `The link's ${part.field} "${part.value}" is not one of ${part.allowed}; it was left out.`,
  };
}

function linkNotice(reason: string, issues?: Parameters<typeof encodeIssues>[0]): Notice {
  return {
    kind: 'error',
    key: 'notice.linkUnreadable',
    params: issues ? { reason, issues: encodeIssues(issues) } : { reason },
    message: `The link's scenario could not be read: ${reason}`,
  };
}

export function droppedNotice(dropped: readonly string[]): Notice {
  const fields = dropped.join(', ');
  return {
    kind: 'info',
    key: 'notice.fieldsDropped',
    params: { fields },
    message: `The scenario was converted to a comparison; these fields have no place in it and were left out: ${fields}`,
  };
}
