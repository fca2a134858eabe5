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
import { loadPersisted, type StorageLike } from './persist.ts';
import { readHash } from './url.ts';

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
export function scenarioParts(
  scenario: CompareScenario,
): Pick<PlanData, 'scenario' | 'drafts' | 'units' | 'errors' | 'errorDetails' | 'demandWay' | 'presetChange'> {
  const units = unitsFor(scenario.requirement);
  return {
    scenario,
    units,
    drafts: draftsFor(scenario.requirement, units),
    errors: {},
    errorDetails: {},
    demandWay: compare.demandWayOf(scenario.requirement),
    presetChange: null,
  };
}

export function initialPlanData(env: PlanEnv): PlanData {
  const stored = loadPersisted(env.storage);
  const link = readHash(env.hash);
  let notice: Notice | null =
    stored.problems.length > 0
      ? {
          kind: 'error',
          key: 'notice.storageDropped',
          params: { reason: stored.problems.join('; ') },
          message: `Some stored data could not be read and was dropped: ${stored.problems.join('; ')}`,
        }
      : null;
  let scenario = stored.session?.scenario ?? null;
  // A reload, in the same tab, of the very link the last session was written under: the session
  // is the newer of the two (the link is rewritten once typing pauses; the session is written as
  // the page goes). Another tab's session, or another link, leaves the link in charge.
  const session = stored.session;
  const resumed = env.reloaded === true && env.tab !== undefined && scenario !== null && session?.tab === env.tab && session.link === env.hash;
  if (resumed) {
    // the session's scenario and view stand
  } else if (link.scenario?.ok) {
    scenario = link.scenario.scenario;
    if (link.scenario.dropped.length > 0) notice = droppedNotice(link.scenario.dropped);
  } else if (link.scenario) {
    const issues = link.scenario.issues;
    notice = {
      kind: 'error',
      key: 'notice.linkUnreadable',
      params: issues ? { reason: link.scenario.message, issues: encodeIssues(issues) } : { reason: link.scenario.message },
      message: `The link's scenario could not be read: ${link.scenario.message}`,
    };
  }
  return {
    ...scenarioParts(scenario ?? defaultScenario()),
    notice,
    view: (resumed ? stored.session?.view : undefined) ?? link.view ?? stored.session?.view ?? 'compare',
    pinned: stored.session?.pinned ?? [],
    saved: stored.saved,
    theme: stored.prefs?.theme ?? 'system',
    locale: initialLocale({ hash: link.lang, search: localeFromSearch(env.search), saved: stored.prefs?.locale, languages: env.languages }),
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
