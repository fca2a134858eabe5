/**
 * A plan's two sides weighed: the monthly bill of `before` and of `after`, the difference by
 * bill line (the lines of every design, by part number and line), and whether `after` still
 * carries the requirement. A planner rule: `after` carries when each of its designs does.
 */
import type { CostLine } from '../results/parts.ts';
import type { DeployedEvaluation } from './evaluate.ts';

export interface BillLineChange {
  readonly code: CostLine['code'];
  readonly sku: string;
  readonly params: CostLine['params'];
  readonly beforeUSD: number;
  readonly afterUSD: number;
  readonly deltaUSD: number;
}

export interface DeployedChange {
  readonly before: DeployedEvaluation;
  readonly after: DeployedEvaluation;
  /** after − before, USD a month (null when either is unpriced). */
  readonly deltaUSD: number | null;
  /** The lines that differ, largest change first. */
  readonly lines: readonly BillLineChange[];
  readonly afterCarries: boolean;
  /** Designs that carried before and do not after, by their first resource's address. */
  readonly newlyShort: readonly string[];
}

function linesOf(e: DeployedEvaluation): Map<string, { line: CostLine; usd: number }> {
  const m = new Map<string, { line: CostLine; usd: number }>();
  for (const d of e.designs)
    for (const l of d.cost.lines) {
      const key = `${l.sku}|${l.code}`;
      const had = m.get(key);
      m.set(key, { line: had?.line ?? l, usd: (had?.usd ?? 0) + l.monthlyUSD });
    }
  return m;
}

/** The two sides of a plan, weighed (each by `evaluateDeployed`). */
export function compareSides(before: DeployedEvaluation, after: DeployedEvaluation): DeployedChange {
  const b = linesOf(before);
  const a = linesOf(after);
  const lines: BillLineChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const line = (a.get(key) ?? b.get(key))!.line;
    const beforeUSD = b.get(key)?.usd ?? 0;
    const afterUSD = a.get(key)?.usd ?? 0;
    if (Math.abs(afterUSD - beforeUSD) >= 0.005)
      lines.push({ code: line.code, sku: line.sku, params: line.params, beforeUSD, afterUSD, deltaUSD: afterUSD - beforeUSD });
  }
  lines.sort((x, y) => Math.abs(y.deltaUSD) - Math.abs(x.deltaUSD));
  const carriedBefore = new Set(before.designs.filter((d) => d.verdict !== 'short').map((d) => d.design.resources[0]?.address ?? ''));
  const newlyShort = after.designs
    .filter((d) => d.verdict === 'short' && d.design.resources.some((r) => carriedBefore.has(r.address)))
    .map((d) => d.design.resources[0]?.address ?? '');
  return {
    before,
    after,
    deltaUSD: before.monthlyUSD !== null && after.monthlyUSD !== null ? after.monthlyUSD - before.monthlyUSD : null,
    lines,
    afterCarries: after.carries,
    newlyShort,
  };
}
