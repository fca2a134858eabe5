/** The demand stated as read and write fields, or as totals and a read share (demandWay.ts). */
import type { PlanActions } from '../contract.ts';
import { describeIssues } from '../convert.ts';
import { convertDemand, SPLIT_DEMAND_FIELDS, TOTAL_DEMAND_FIELDS } from '../demandWay.ts';
import { findField, readRequirement } from '../fields.ts';
import { formatFieldText } from '../fieldText.ts';
import { OK, validate, without, type GetPlan, type SetPlan } from './types.ts';

export type DemandActions = Pick<PlanActions, 'setDemandWay'>;

/** The unit a total takes from its split fields, and back (MB/s or GB/s as the user had it). */
const unitPartners: Readonly<Record<string, readonly string[]>> = {
  totalMBps: ['readMBps', 'writeMBps'],
};

export function demandActions(set: SetPlan, get: GetPlan): DemandActions {
  return {
    setDemandWay(way) {
      const s = get();
      if (s.demandWay === way) return OK;
      const converted = convertDemand(s.scenario.requirement, way);
      if (!converted.ok) {
        return {
          ok: false,
          message: `The reads are ${converted.mbpsSharePercent}% of the MB/s but ${converted.iopsSharePercent}% of the IOPS: one read share cannot say both.`,
        };
      }
      const v = validate({ ...s.scenario, requirement: converted.requirement });
      if (!v.ok) return { ok: false, message: describeIssues(v.issues) };
      set((st) => {
        const units = { ...st.units };
        for (const [total, parts] of Object.entries(unitPartners)) {
          if (way === 'total') units[total] = st.units[parts[0]!] ?? units[total]!;
          else for (const p of parts) units[p] = st.units[total] ?? units[p]!;
        }
        const drafts = { ...st.drafts };
        let errors = st.errors;
        for (const id of [...SPLIT_DEMAND_FIELDS, ...TOTAL_DEMAND_FIELDS]) {
          drafts[id] = formatFieldText(findField(id)!, readRequirement(v.scenario.requirement, id), units[id]);
          errors = without(errors, id);
        }
        return { scenario: v.scenario, demandWay: way, units, drafts, errors };
      });
      return OK;
    },
  };
}
