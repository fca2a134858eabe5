/**
 * One verdict per service, said the same way wherever it is shown: a design carries its
 * requirement, carries it with caveats (a limit above the target utilization, a warning to act
 * on), or does not.
 */
import type { LimitId, LimitUse, PlanWarning, WarningCode } from './parts.ts';

/** One verdict per service, the same in every place that shows it. */
export type Verdict = 'carries' | 'caveats' | 'does-not';

/** What qualifies a "carries": a limit above the target utilization, or a warning to act on. */
export type VerdictCaveat =
  | { readonly code: 'above-target'; readonly limit: LimitId; readonly utilizationPercent: number; readonly targetPercent: number }
  | { readonly code: 'warning'; readonly warning: WarningCode };

/**
 * The caveats of a design that carries its requirement: every soft limit above the target
 * utilization every service plans to, and every
 * warning (not a note) the plan carries.
 */
export function caveatsOf(loads: readonly LimitUse[], warnings: readonly PlanWarning[], targetPercent: number): VerdictCaveat[] {
  const out: VerdictCaveat[] = [];
  for (const l of loads) {
    if (l.hard) continue;
    if (l.utilization * 100 > targetPercent + 1e-9)
      out.push({ code: 'above-target', limit: l.id, utilizationPercent: Math.round(l.utilization * 1000) / 10, targetPercent });
  }
  for (const w of warnings) if (w.severity === 'warning') out.push({ code: 'warning', warning: w.id });
  return out;
}

/** The verdict from whether a design fits and its caveats. */
export function verdictOf(fits: boolean, caveats: readonly VerdictCaveat[]): Verdict {
  return !fits ? 'does-not' : caveats.length > 0 ? 'caveats' : 'carries';
}
