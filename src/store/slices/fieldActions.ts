/**
 * Form fields: text to value in the field's unit, the whole scenario validated, the last
 * good scenario kept (with the message next to the field) when it does not validate.
 */
import { catalog, type ScenarioIssue } from '../../engine/index.ts';
import type { FieldError, PlanActions } from '../contract.ts';
import { describeIssues } from '../convert.ts';
import { fieldIdOfPath, fieldSpecs, findField, METADATA_PREFIX, readRequirement, writeRequirement } from '../fields.ts';
import { fieldErrorOf, formatFieldText, parseFieldText } from '../fieldText.ts';
import { withoutTypedUnit } from '../unitText.ts';
import { TOTAL_DEMAND_FIELDS } from '../demandWay.ts';
import { withoutMeasured } from '../provenance.ts';

const SHARE_PATH = 'requirement.readSharePercent';
import { validate, without, type GetPlan, type SetPlan } from './types.ts';

export type FieldActions = Pick<PlanActions, 'setField' | 'setUnit' | 'settleField' | 'setMetadataRates'>;

/** A field's text as typed: read, checked, and the scenario changed or the text held with its error. */
function typingActions(set: SetPlan, get: GetPlan): Pick<FieldActions, 'setField'> {
  const fail = (id: string, raw: string, error: FieldError) => set((s) => ({ drafts: { ...s.drafts, [id]: raw }, errors: { ...s.errors, [id]: error } }));

  /** A total typed without its read share: the text stays, the share says it is required. */
  const holdForShare = (id: string, raw: string, issue: ScenarioIssue) => {
    const share = fieldErrorOf(findField('readSharePercent')!, issue);
    set((st) => ({
      drafts: { ...st.drafts, [id]: raw },
      errors: { ...without(st.errors, id), readSharePercent: share },
    }));
  };

  return {
    setField(id, raw) {
      const spec = findField(id);
      if (!spec) {
        console.warn(`setField: unknown field ${id}`);
        return;
      }
      const s = get();
      const text = parseFieldText(spec, raw, s.units[id]);
      // "5 G" on the way to "5 GB/s": the text stays, the plan waits, and the field says
      // nothing until the rest is typed or the field is left (settleField).
      if (!text.ok && text.partial) {
        return set((st) => ({ drafts: { ...st.drafts, [id]: raw }, errors: without(st.errors, id) }));
      }
      if (!text.ok) return fail(id, raw, text.error);
      let requirement = writeRequirement(s.scenario.requirement, id, text.value);
      // OCPUs only mean something for a Flex shape.
      const cleared: string[] = [];
      if (id === 'clientShape') {
        const shape = typeof text.value === 'string' ? catalog.findShape(text.value) : undefined;
        if (!shape || shape.ocpus !== null) {
          requirement = writeRequirement(requirement, 'clientOcpus', undefined);
          cleared.push('clientOcpus');
        }
      }
      // A total and its read share are one statement: a total typed before its share waits
      // for it (held in its draft), and goes in with it.
      const group: readonly string[] = (TOTAL_DEMAND_FIELDS as readonly string[]).includes(id) ? TOTAL_DEMAND_FIELDS : [];
      for (const other of group) {
        if (other === id || (s.errors[other] !== undefined && s.errors[other].code !== 'required')) continue;
        const held = parseFieldText(findField(other)!, s.drafts[other] ?? '', s.units[other]);
        if (held.ok) requirement = writeRequirement(requirement, other, held.value);
      }
      const v = validate({ ...s.scenario, requirement });
      if (!v.ok) {
        const mine = v.issues.find((i) => fieldIdOfPath(i.path) === id);
        const shareMissing = v.issues.every((i) => i.path === SHARE_PATH && i.code === 'required');
        if (!mine && shareMissing) return holdForShare(id, raw, v.issues[0]!);
        return fail(id, raw, fieldErrorOf(spec, mine ?? v.issues[0]!, text.typed?.unitId ?? s.units[id]));
      }
      set((st) => {
        let drafts = { ...st.drafts, [id]: raw };
        let errors = without(st.errors, id);
        // A share asked for while a total waited is no longer missing.
        for (const other of group) {
          if (errors[other]?.code !== 'required') continue;
          errors = without(errors, other);
        }
        for (const d of cleared) {
          drafts = { ...drafts, [d]: '' };
          errors = without(errors, d);
        }
        // A figure the user typed is theirs, no longer the measurements'.
        return { scenario: withoutMeasured(v.scenario, [id]), drafts, errors };
      });
    },
  };
}

/** A field's unit, its text settled on leaving it, and the metadata rates. */
function fieldStateActions(set: SetPlan, get: GetPlan): Pick<FieldActions, 'setUnit' | 'settleField' | 'setMetadataRates'> {
  const fail = (id: string, raw: string, error: FieldError) => set((s) => ({ drafts: { ...s.drafts, [id]: raw }, errors: { ...s.errors, [id]: error } }));

  return {
    setUnit(id, unit) {
      const spec = findField(id);
      if (!spec?.units?.some((u) => u.id === unit)) return;
      const s = get();
      // The digits stay and are read in the new unit: "5" then GB/s is 5 GB/s. A unit typed in
      // the text gives way to the one picked.
      const draft = withoutTypedUnit(spec, s.drafts[id] ?? '');
      set({ units: { ...s.units, [id]: unit } });
      if (draft.trim() === '' && s.errors[id] === undefined) return set((st) => ({ drafts: { ...st.drafts, [id]: draft } }));
      get().setField(id, draft);
    },

    settleField(id) {
      const spec = findField(id);
      const s = get();
      if (!spec || s.errors[id] !== undefined) return;
      const raw = s.drafts[id] ?? '';
      const text = parseFieldText(spec, raw, s.units[id]);
      if (!text.ok) return fail(id, raw, text.error);
      if (!text.typed) return;
      // A unit or multiplier typed in the text: the number in that unit, the picker on it.
      const unit = text.typed.unitId ?? s.units[id];
      const draft = formatFieldText(spec, text.value, unit);
      set((st) => ({ drafts: { ...st.drafts, [id]: draft }, ...(unit !== undefined ? { units: { ...st.units, [id]: unit } } : {}) }));
    },

    setMetadataRates(rates) {
      const s = get();
      const { metadataOpsPerSecond: _old, ...rest } = s.scenario.requirement;
      const requirement = rates && Object.keys(rates).length > 0 ? { ...rest, metadataOpsPerSecond: rates } : rest;
      const v = validate({ ...s.scenario, requirement });
      if (!v.ok) {
        set({ notice: { kind: 'error', message: describeIssues(v.issues) } });
        return;
      }
      set((st) => {
        const drafts = { ...st.drafts };
        const errors = { ...st.errors };
        for (const spec of fieldSpecs) {
          if (!spec.id.startsWith(METADATA_PREFIX)) continue;
          drafts[spec.id] = formatFieldText(spec, readRequirement(v.scenario.requirement, spec.id), st.units[spec.id]);
          delete errors[spec.id];
        }
        return { scenario: withoutMeasured(v.scenario, [METADATA_PREFIX]), drafts, errors };
      });
    },
  };
}

export function fieldActions(set: SetPlan, get: GetPlan): FieldActions {
  return { ...typingActions(set, get), ...fieldStateActions(set, get) };
}
