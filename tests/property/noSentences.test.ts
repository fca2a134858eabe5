/**
 * Results are data: no string anywhere in a plan is a sentence. The engine returns codes, ids
 * and numbers; the words are the UI's and the command line's (src/ui/i18n). This walks every
 * value of `planScenario`'s result for the scenario fixtures, the app's presets and generated
 * scenarios, and fails on a string that looks like words: one with a space and a letter.
 *
 * Allowed: a catalog citation copied into a result (`cited` of a limit, the measured host
 * figures of a Block Volume plan). Its `where` is the source's own section name ("Table 1",
 * "Performance tiers") and its `note` the catalog's remark on the figure: catalog data, shown by
 * the UI as provenance, in the language of the sources; not the engine's words. Every other
 * string is an id (edition, mount-target type, performance level, shape, source, SKU, RAID
 * level), a code (warning, reason, limit, variant, unit) or a date. The test lists the path of
 * any string it refuses.
 */
import { describe, expect, it } from 'vitest';
import { planScenario } from '../../src/engine/index.ts';
import { allPlanScenarios } from '../fixtures/planScenarios.ts';

/** Paths (array indexes as `[]`) whose strings may hold words: catalog citations (see above). */
const ALLOWED: readonly RegExp[] = [/\.cited\.(where|note)$/, /\.hostBound\.measured\.(iops|mbps)\.(where|note)$/];

const WORDS = /\s/;
const LETTER = /\p{L}/u;

/** Every string value in `value` that looks like words, with its path. */
export function sentences(value: unknown, path = '$', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (WORDS.test(value) && LETTER.test(value) && !ALLOWED.some((a) => a.test(path))) out.push(`${path}: ${JSON.stringify(value)}`);
  } else if (Array.isArray(value)) {
    value.forEach((v) => sentences(v, `${path}[]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) sentences(v, `${path}.${k}`, out);
  }
  return out;
}

describe('results are data: no sentence in any plan', () => {
  it('finds words where there are words (the check can fail)', () => {
    expect(sentences({ warnings: [{ id: 'raid0', message: 'RAID 0 loses the array' }] })).toEqual(['$.warnings[].message: "RAID 0 loses the array"']);
    expect(sentences({ id: 'hpmt-20', date: '2026-01-05', n: 3, limits: [{ cited: { where: 'Table 1' } }] })).toEqual([]);
  });

  it('the scenario fixtures, the presets and generated scenarios plan to codes, ids and numbers only', () => {
    const scenarios = allPlanScenarios();
    expect(scenarios.length).toBeGreaterThan(150);
    const found: string[] = [];
    for (const s of scenarios) {
      const outcome = planScenario(s);
      if (outcome.ok) found.push(...sentences(outcome.result));
    }
    expect([...new Set(found.map((f) => f.replace(/: .*/, '')))]).toEqual([]);
  });
});
