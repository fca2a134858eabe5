/** The scenario as a document: presets, catalog editions, pricing, import and export. */
import { findPreset } from '../presets.ts';
import type { ActionResult, PlanActions } from '../contract.ts';
import type { ScenarioIssue } from '../../engine/index.ts';
import { scenario } from '../../engine/index.ts';
import { readPlanDocument } from '../readPlan.ts';
import { planDocument, withScenario } from '../workloads.ts';
import { encodeIssues } from '../noticeIssues.ts';
import { droppedNotice } from '../initialState.ts';
import { commitScenario, replaceScenario, validate, type GetPlan, type SetPlan } from './types.ts';
import { scenarioParts } from '../initialState.ts';
import { filledFields, findField } from '../fields.ts';
import { parseFieldText } from '../fieldText.ts';

/** Longest JSON text an import reads, in characters. */
export const MAX_IMPORT_LENGTH = scenario.MAX_SCENARIO_BYTES;

export type DocumentActions = Pick<
  PlanActions,
  | 'applyPreset'
  | 'startFromScratch'
  | 'setCatalog'
  | 'choose'
  | 'setGrowth'
  | 'setProfile'
  | 'setPricing'
  | 'setPriceOverride'
  | 'setCalibration'
  | 'importScenarioText'
  | 'exportScenario'
  | 'loadScenario'
>;

/** A new workload: an example, or an empty form. */
function startActions(set: SetPlan, get: GetPlan): Pick<DocumentActions, 'applyPreset' | 'startFromScratch'> {
  return {
    applyPreset(presetId) {
      const preset = findPreset(presetId);
      if (!preset) return { ok: false, message: `unknown preset ${presetId}` };
      // A new workload: designs chosen for the old one go, with its name and notes.
      const { name: _name, notes: _notes, chosen: _chosen, measured: _measured, ...rest } = get().scenario;
      const before = filledFields(rest.requirement);
      const done = commitScenario(set, { ...rest, requirement: preset.requirement }, 'all');
      if (done.ok) {
        const filled = filledFields(preset.requirement);
        set({ presetChange: { preset: presetId, set: filled, cleared: before.filter((f) => !filled.includes(f)) } });
      }
      return done;
    },

    startFromScratch() {
      // As if every field were emptied by hand: the required I/O size says so and, like any
      // field in error, keeps its last good value in the scenario. With nothing asked, no plan
      // depends on it (no operations at any size); the plan is for an empty workload.
      const { name: _name, notes: _notes, chosen: _chosen, measured: _measured, ...rest } = get().scenario;
      const cleared = filledFields(rest.requirement);
      const v = validate({ ...rest, requirement: { ioSizeKiB: rest.requirement.ioSizeKiB } });
      if (!v.ok) return;
      const parts = scenarioParts(v.scenario);
      const required = parseFieldText(findField('ioSizeKiB')!, '', undefined);
      const drafts = Object.fromEntries(Object.keys(parts.drafts).map((k) => [k, '']));
      set((s) => ({
        ...parts,
        demandWay: s.demandWay,
        units: s.units,
        drafts,
        ...(required.ok ? {} : { errors: { ioSizeKiB: required.error } }),
        presetChange: { preset: 'scratch', set: [], cleared },
      }));
    },
  };
}

/** What the plan weighs beside the demand: designs chosen on a chart, growth, a daily profile, catalog editions, an fio calibration. */
function designActions(set: SetPlan, get: GetPlan): Pick<DocumentActions, 'choose' | 'setGrowth' | 'setProfile' | 'setCatalog' | 'setCalibration'> {
  return {
    choose(service, design) {
      const { chosen, ...rest } = get().scenario;
      const next: Record<string, unknown> = { ...chosen };
      if (design === null) delete next[service];
      else next[service] = design;
      return commitScenario(set, Object.keys(next).length > 0 ? { ...rest, chosen: next } : rest);
    },

    setGrowth(growth) {
      const { growth: _old, ...rest } = get().scenario;
      return commitScenario(set, growth === null ? rest : { ...rest, growth });
    },

    setProfile(profile) {
      const { profile: _old, ...rest } = get().scenario;
      return commitScenario(set, profile === null ? rest : { ...rest, profile });
    },

    setCatalog(family, id) {
      const s = get().scenario;
      return commitScenario(set, { ...s, catalogs: { ...s.catalogs, [family]: id } });
    },

    setCalibration(calibration) {
      const { calibration: _old, ...rest } = get().scenario;
      return commitScenario(set, calibration ? { ...rest, calibration } : rest);
    },
  };
}

/** The prices in force: discount, overrides, a price file's book, the commitment. */
function pricingActions(set: SetPlan, get: GetPlan): Pick<DocumentActions, 'setPricing' | 'setPriceOverride'> {
  return {
    setPricing(patch) {
      const s = get().scenario;
      const pricing: Record<string, unknown> = { ...s.pricing };
      if (patch.discountPercent === null) delete pricing.discountPercent;
      else if (patch.discountPercent !== undefined) pricing.discountPercent = patch.discountPercent;
      if (patch.overrides === null || (patch.overrides && Object.keys(patch.overrides).length === 0)) delete pricing.overrides;
      else if (patch.overrides !== undefined) pricing.overrides = { ...patch.overrides };
      if (patch.book !== undefined) {
        const before = s.pricing?.book?.currency ?? 'USD';
        if (patch.book === null) delete pricing.book;
        else pricing.book = patch.book;
        // Overrides are in the book's currency: a book in another currency makes the old ones
        // meaningless (those the same patch gives are in the new book's currency).
        if ((patch.book?.currency ?? 'USD') !== before && patch.overrides === undefined) delete pricing.overrides;
      }
      if (patch.commitment === null) delete pricing.commitment;
      else if (patch.commitment !== undefined) pricing.commitment = patch.commitment;
      const { pricing: _old, ...rest } = s;
      return commitScenario(set, Object.keys(pricing).length > 0 ? { ...rest, pricing } : rest);
    },

    setPriceOverride(key, usd) {
      const overrides: Record<string, number> = {};
      for (const [k, v] of Object.entries(get().scenario.pricing?.overrides ?? {})) if (v !== undefined) overrides[k] = v;
      if (usd === null) delete overrides[key];
      else overrides[key] = usd;
      return get().setPricing({ overrides });
    },
  };
}

/** The scenario as a file: imported, exported, or loaded whole. */
function fileActions(set: SetPlan, get: GetPlan): Pick<DocumentActions, 'importScenarioText' | 'exportScenario' | 'loadScenario'> {
  return {
    importScenarioText(text) {
      const fail = (reason: string, issues?: readonly ScenarioIssue[]): ActionResult => {
        const message = `The file could not be imported: ${reason}`;
        // The issues travel with the notice so the UI can word them in the reader's language.
        set({ notice: { kind: 'error', key: 'notice.importFailed', params: issues ? { reason, issues: encodeIssues(issues) } : { reason }, message } });
        return { ok: false, message };
      };
      if (text.length > MAX_IMPORT_LENGTH) return fail(`it is larger than ${MAX_IMPORT_LENGTH.toLocaleString('en-US')} characters`);
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch (e) {
        return fail(`it is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
      }
      const read = readPlanDocument(doc);
      if (!read.ok) return fail(read.message, read.issues);
      replaceScenario(set, read.scenario, read.dropped.length > 0 ? droppedNotice(read.dropped) : null, read.workloads);
      return { ok: true };
    },

    exportScenario() {
      return JSON.stringify(planDocument(get()), null, 2) + '\n';
    },

    loadScenario(scenario, notice, workloads) {
      const s = get();
      if (workloads === undefined && s.workloads.length > 1) {
        // The form's workload is replaced (a measurement import, a way back after a failure);
        // the plan's other workloads stay.
        set({
          ...scenarioParts(scenario),
          workloads: s.workloads.map((w, i) => (i === s.currentWorkload ? withScenario(w, scenario) : w)),
          ...(notice !== undefined ? { notice } : {}),
        });
        return;
      }
      replaceScenario(set, scenario, notice, workloads);
    },
  };
}

export function documentActions(set: SetPlan, get: GetPlan): DocumentActions {
  return { ...startActions(set, get), ...designActions(set, get), ...pricingActions(set, get), ...fileActions(set, get) };
}
