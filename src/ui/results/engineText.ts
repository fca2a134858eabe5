/**
 * The engine's English sentences shown through i18next: each gets a key derived from its id
 * (warning id, limit id, service) and the engine's text as the default, with the engine's
 * params for interpolation, so a translation can replace any of them later.
 *
 * English has no `results.engine.*` keys: it always shows the engine's own sentence. A
 * translation (ja/results.ts) words the same facts from the params. Numbers in the params are
 * formatted for the reader's locale here (`count` stays a number: i18next picks plural forms
 * by it), a mount-target type and a performance level are named in the reader's language, and
 * `extra` adds what the engine says in words but does not pass as a param (computed from the
 * recommendation, see engineParams.ts).
 */
import type { Bottleneck, PlanWarning } from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

/** Which answer a sentence belongs to; bottleneck wording differs between them. */
export type AnswerKind = 'fss' | 'fss2019' | 'bv' | 'dio';

/** Params the engine puts in words only, and the variant of a sentence (i18next context). */
export interface TextExtra {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly context?: string;
}

/** Extras by warning id. */
export type WarningExtras = Readonly<Record<string, TextExtra>>;

/**
 * The engine's params for a translated sentence: numbers in the reader's locale (amounts in
 * USD as money), mount-target types and performance levels in the reader's language.
 */
export function localParams(t: Translate, params: Readonly<Record<string, unknown>>, f?: Formatters): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'number') out[k] = k === 'count' || !f ? v : /USD$/.test(k) ? f.usd(v) : f.num(v);
    else if (typeof v === 'string' && k === 'type') out[k] = phraseText(t, 'mountTarget', v);
    else if (typeof v === 'string' && k === 'level') out[k] = phraseText(t, 'level', v);
    else out[k] = v;
  }
  return out;
}

/** Params every translation of a warning can use beyond the engine's own. */
function derivedWarningParams(t: Translate, w: PlanWarning): Record<string, unknown> {
  if (w.id === 'raid-invalid') return { rule: t(`results.engine.raidRule.${String(w.params.raid)}`, { defaultValue: '' }) };
  return {};
}

/** A warning's message; `severity` is passed as context (`<id>_critical` may differ from `<id>`). */
export function warningText(t: Translate, w: PlanWarning, f?: Formatters, extra?: TextExtra): string {
  const params = localParams(t, { ...w.params, ...derivedWarningParams(t, w), ...extra?.params }, f);
  return t(`results.engine.warning.${w.id}`, { ...params, context: extra?.context ?? w.severity, defaultValue: w.message });
}

function bottleneckOptions(t: Translate, b: Bottleneck, f: Formatters | undefined, extra: TextExtra | undefined, defaultValue: string): Record<string, unknown> {
  const params = localParams(t, { ...b.params, ...extra?.params }, f);
  return { ...params, ...(extra?.context ? { context: extra.context } : {}), defaultValue };
}

export function bottleneckSentence(t: Translate, kind: AnswerKind, b: Bottleneck, f?: Formatters, extra?: TextExtra): string {
  return t(`results.engine.bottleneck.${kind}.${b.limit}.sentence`, bottleneckOptions(t, b, f, extra, b.sentence));
}

export function bottleneckLift(t: Translate, kind: AnswerKind, b: Bottleneck, f?: Formatters, extra?: TextExtra): string {
  return b.lift ? t(`results.engine.bottleneck.${kind}.${b.limit}.lift`, bottleneckOptions(t, b, f, extra, b.lift)) : '';
}

/**
 * Why the engine chose this design. `params` are passed as they are (format them first); a
 * `context` among them picks the variant of the sentence.
 */
export function reasonText(t: Translate, kind: AnswerKind, reason: string, params: Readonly<Record<string, unknown>> = {}): string {
  return t(`results.engine.reason.${kind}`, { ...params, defaultValue: reason });
}

/** The key of a short phrase: its letters, lower case, joined by dashes. */
export function phraseSlug(phrase: string): string {
  return phrase.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * A short engine phrase without an id (why an option is ruled out, a cost line's label): the
 * key is the phrase's letters, so "32 volumes of this level cannot carry it" and
 * "16 volumes of …" share `volumes-of-this-level-cannot-carry-it`. The phrase's first number
 * is passed as `n` ("32", "HPMT-20" gives "20").
 */
export function phraseText(t: Translate, group: string, phrase: string, params: Readonly<Record<string, unknown>> = {}): string {
  const slug = phraseSlug(phrase);
  if (!slug) return phrase;
  const n = /\d[\d,]*(?:\.\d+)?/.exec(phrase)?.[0];
  return t(`results.engine.${group}.${slug}`, { ...(n !== undefined ? { n } : {}), ...params, defaultValue: phrase });
}
