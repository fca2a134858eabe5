/**
 * Every number on screen is one hop from its source: each limit of every plan carries the
 * catalog figure it was built from (`cited`), whose source is one of the catalog's sources, and
 * whose source and basis are the ones the limit shows. Walks every value of `planScenario`'s
 * result for the scenario fixtures, the app's presets and generated scenarios of each service.
 */
import { describe, expect, it } from 'vitest';
import { planScenario } from '../../src/engine/index.ts';
import { sources } from '../../src/catalog/index.ts';
import { allPlanScenarios } from '../fixtures/planScenarios.ts';

/** Objects shaped like a limit's use, with their paths. */
function limitsIn(value: unknown, path = '$', out: { path: string; limit: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => limitsIn(v, `${path}[]`, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && 'demand' in o && 'capacity' in o && 'utilization' in o) out.push({ path, limit: o });
    for (const [k, v] of Object.entries(o)) limitsIn(v, `${path}.${k}`, out);
  }
  return out;
}

/** What is wrong with a limit's citation, or null. */
function citationProblem(limit: Record<string, unknown>): string | null {
  const cited = limit.cited as Record<string, unknown> | undefined;
  if (!cited || typeof cited !== 'object') return 'no cited figure';
  if (typeof cited.source !== 'string' || !(cited.source in sources)) return `unknown source ${String(cited.source)}`;
  if (typeof cited.where !== 'string' || cited.where === '') return 'no place in the source';
  if (typeof cited.value !== 'number') return 'no value';
  if (cited.source !== limit.source || cited.basis !== limit.basis) return "source or basis differs from the limit's";
  return null;
}

describe('every limit of every plan carries its cited catalog figure', () => {
  it('finds a limit without a citation, or with an unknown source (the check can fail)', () => {
    const bare = { id: 'backendIops', demand: 1, capacity: 2, utilization: 0.5, source: 'fss-2024-11', basis: 'documented' };
    expect(citationProblem(limitsIn({ loads: [bare] })[0]!.limit)).toBe('no cited figure');
    const stray = { ...bare, cited: { value: 1, unit: 'iops', source: 'nowhere', where: 'Table 1', basis: 'documented' } };
    expect(citationProblem(stray)).toBe('unknown source nowhere');
  });

  it("fixtures, presets and generated scenarios: each limit has a cited figure from a known source, the limit's own", () => {
    const problems: string[] = [];
    let count = 0;
    for (const s of allPlanScenarios()) {
      const outcome = planScenario(s);
      if (!outcome.ok) continue;
      for (const { path, limit } of limitsIn(outcome.result)) {
        count++;
        const problem = citationProblem(limit);
        if (problem) problems.push(`${s.service}/${s.mode} ${path} ${String(limit.id)}: ${problem}`);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});
