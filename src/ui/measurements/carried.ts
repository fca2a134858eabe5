/**
 * What the recommended design for the derived workload carries at its target utilization, for
 * the measured chart's line: the form's scenario with the derived workload in it (as "Use this
 * workload" would make it), planned (the store's cached comparison), the service it recommends
 * (the cheapest that fits, else the closest), and that design's rate limits scaled to the
 * target (the engine's carriedAtTarget). It follows the statistic, the window and the form.
 */
import { useMemo } from 'react';
import { compare, fss, measurements as m, results, type CompareScenario, type ServiceId } from '../../engine/index.ts';
import { measuredScenario } from '../../store/fromMeasurements.ts';
import { selectPlan } from '../../store/planCache.ts';
import { usePlanStore } from '../../store/planStore.ts';

export interface CarriedLine extends m.Carried {
  readonly service: ServiceId;
}

/** The load at the statistic, totals of reads and writes (MB/s, IOPS). */
export function loadOf(d: m.DerivedWorkload): { mbps: number; iops: number } {
  const f = d.fields;
  return { mbps: (f.readMBps ?? 0) + (f.writeMBps ?? 0), iops: (f.readIops ?? 0) + (f.writeIops ?? 0) };
}

/** The carried line for a derived workload over the form's scenario; null when it cannot be planned. */
export function carriedLineOf(current: CompareScenario, derived: m.DerivedWorkload): CarriedLine | null {
  const out = measuredScenario(current, derived);
  if (!out.ok) return null;
  const plan = selectPlan(out.scenario);
  const service = plan.cheapest ?? plan.closest ?? plan.entries.find((e) => e.fits)?.service ?? null;
  if (!service) return null;
  const design = compare.servicePlan(plan, service);
  const target =
    'targetUtilizationPercent' in design
      ? design.targetUtilizationPercent
      : (out.scenario.requirement.targetUtilizationPercent ?? fss.DEFAULT_TARGET_UTILIZATION_PERCENT);
  const carried = m.carriedAtTarget(results.limitUsesOf(design), loadOf(derived), target);
  return carried ? { ...carried, service } : null;
}

/** The carried line, planned again when the derived workload or the form changes. */
export function useCarriedLine(derived: m.DerivedWorkload | null): CarriedLine | null {
  // The scenario only while there is a line to draw: before a file is read, a keystroke in the
  // form does not draw the panel again (issue 38).
  const scenario = usePlanStore((s) => (derived ? s.scenario : null));
  return useMemo(() => (derived && scenario ? carriedLineOf(scenario, derived) : null), [scenario, derived]);
}
