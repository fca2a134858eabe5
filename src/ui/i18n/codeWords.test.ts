/**
 * Every code the engine can put on screen, worded in English and Japanese, reads as words
 * (issue 22, item 6): limit names (the limits table and the limit chart), their units, bases,
 * services, warnings, remedies, reasons, bottlenecks, ruled-out options, comparison reasons,
 * cost lines and bill notes. The codes come from the engine's own lists (`results.*Codes`,
 * `results.limitIds`, `catalog.bases`, …), so a code added without words fails here. Each is
 * rendered through i18next as the panels do (with its variants, one and several for plurals,
 * every {{variable}} given a value), and fails on empty text, text that looks like a key
 * (`tests/fixtures/keyLike.ts`) or a variable left in.
 */
import { describe, expect, it } from 'vitest';
import { catalog, compare, compareServices, cost, results } from '../../engine/index.ts';
import { keyLikeIn } from '../../../tests/fixtures/keyLike.ts';
import { i18n, loadLanguage } from './index.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

const E = 'results.engine';

interface Code {
  readonly key: string;
  readonly context?: string;
  /** Words may be empty (the unit of a bare count has none). */
  readonly mayBeEmpty?: boolean;
}

const variants = (table: Readonly<Record<string, readonly string[]>>, id: string): readonly (string | undefined)[] => table[id] ?? [undefined];
const coded = (key: string, context?: string): Code => (context === undefined ? { key } : { key, context });

/** The services the comparison has, as it reports them. */
const serviceIds = compareServices({ ioSizeKiB: 8, readIops: 1_000, capacityGB: 100 }).entries.map((e) => e.service);

/** Every code the engine reports, as the key its words are under (and the variant, i18next's context). */
function everyCode(): Code[] {
  const codes: Code[] = [];
  for (const id of results.limitIds) codes.push({ key: `results.limit.${id}` }, { key: `charts.limits.names.${id}` });
  for (const unit of results.limitUnits)
    codes.push({ key: `results.units.${unit}`, mayBeEmpty: unit === 'count' }, { key: `charts.units.${unit}`, mayBeEmpty: unit === 'count' });
  for (const basis of catalog.bases) codes.push({ key: `charts.basis.${basis}` }, { key: `results.provenance.basis.${basis}` });
  for (const service of serviceIds) codes.push({ key: `charts.services.${service}` }, { key: `results.service.${service}` });
  for (const id of results.warningCodes) for (const v of variants(results.warningVariants, id)) codes.push(coded(`${E}.warning.${id}`, v));
  for (const id of results.remedyCodes) for (const v of variants(results.remedyVariants, id)) codes.push(coded(`${E}.remedy.${id}`, v));
  for (const list of Object.values(results.reasonCodes)) for (const id of list) codes.push({ key: `${E}.reason.${id}` });
  for (const [model, limits] of Object.entries(results.bottleneckLimits))
    for (const limit of limits) {
      for (const v of variants(results.bottleneckVariants, `${model}.${limit}`)) codes.push(coded(`${E}.bottleneck.${model}.${limit}.sentence`, v));
      codes.push({ key: `${E}.bottleneck.${model}.${limit}.lift` });
    }
  for (const lever of results.bvVolumeLevers) codes.push({ key: `${E}.bottleneck.bv.lever.${lever}` });
  for (const id of results.bvRuledOutCodes) codes.push({ key: `${E}.optionReason.bv.${id}` });
  for (const id of results.dioRuledOutCodes) codes.push({ key: `${E}.optionReason.dio.${id}` });
  for (const id of compare.compareReasonCodes) if (id !== 'critical-warning') codes.push({ key: `${E}.compare.${id}` });
  for (const id of results.costLineCodes) codes.push({ key: `${E}.costLine.${id}` });
  for (const id of results.costNoteCodes) codes.push({ key: `${E}.costNote.${id}` });
  for (const id of results.costUnits) codes.push({ key: `${E}.unit.${id}` });
  for (const id of cost.billNoteCodes) codes.push({ key: `${E}.billNote.${id}` });
  for (const id of cost.incompleteNoteCodes) codes.push({ key: `results.compare.missing.${id}` });
  return codes;
}

/** Every {{variable}} of a key's templates in a language (its plural and variant forms too). */
function variablesOf(lng: string, key: string): string[] {
  const dot = key.lastIndexOf('.');
  const parent = i18n.getResource(lng, 'translation', key.slice(0, dot)) as unknown;
  const name = key.slice(dot + 1);
  const names = new Set<string>();
  if (parent && typeof parent === 'object')
    for (const [k, v] of Object.entries(parent))
      if ((k === name || k.startsWith(`${name}_`)) && typeof v === 'string') for (const m of v.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)) names.add(m[1]!);
  return [...names];
}

/** The code's words in a language: once for one, once for several (a plural picks its form; others ignore the count). */
function render(lng: 'en' | 'ja', code: Code): string[] {
  const t = i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string;
  const values: Record<string, unknown> = {};
  for (const v of new Set([...variablesOf('en', code.key), ...variablesOf(lng, code.key)])) values[v] = '7';
  return [1, 2].map((count) => t(code.key, { ...values, count, ...(code.context ? { context: code.context } : {}) }));
}

describe('every code the engine reports reads as words', () => {
  const codes = everyCode();

  it('covers every list', () => {
    expect(codes.length).toBeGreaterThan(250);
    expect(codes.some((c) => c.key === 'charts.limits.names.hostIops')).toBe(true);
  });

  for (const lng of ['en', 'ja'] as const) {
    it(`in ${lng === 'en' ? 'English' : 'Japanese'}: no empty text, no key, no variable left`, () => {
      const problems: string[] = [];
      for (const code of codes) {
        const name = `${code.key}${code.context ? ` (${code.context})` : ''}`;
        for (const text of render(lng, code)) {
          if (text.trim() === '' && !code.mayBeEmpty) problems.push(`${name}: empty`);
          if (text === code.key || keyLikeIn(text).length > 0) problems.push(`${name}: "${text}"`);
          if (/{{|undefined|NaN|\[object/.test(text)) problems.push(`${name}: "${text}"`);
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }
});
