/**
 * The engine's English sentences shown through i18next: each gets a key derived from its id
 * (warning id, limit id, service) and the engine's text as the default, with the engine's
 * params for interpolation, so a translation can replace any of them later.
 */
import type { Bottleneck, PlanWarning } from '../../engine/index.ts';
import type { Translate } from './useT.ts';

/** Which answer a sentence belongs to; bottleneck wording differs between them. */
export type AnswerKind = 'fss' | 'fss2019' | 'bv' | 'dio';

/** A warning's message; `severity` is passed as context (`<id>_critical` may differ from `<id>`). */
export function warningText(t: Translate, w: PlanWarning): string {
  return t(`results.engine.warning.${w.id}`, { ...w.params, context: w.severity, defaultValue: w.message });
}

export function bottleneckSentence(t: Translate, kind: AnswerKind, b: Bottleneck): string {
  return t(`results.engine.bottleneck.${kind}.${b.limit}.sentence`, { ...b.params, defaultValue: b.sentence });
}

export function bottleneckLift(t: Translate, kind: AnswerKind, b: Bottleneck): string {
  return b.lift ? t(`results.engine.bottleneck.${kind}.${b.limit}.lift`, { ...b.params, defaultValue: b.lift }) : '';
}

/** Why the engine chose this design. */
export function reasonText(t: Translate, kind: AnswerKind, reason: string, params: Readonly<Record<string, unknown>> = {}): string {
  return t(`results.engine.reason.${kind}`, { ...params, defaultValue: reason });
}

/**
 * A short engine phrase without an id (why an option is ruled out, a cost line's label): the
 * key is the phrase's letters, so "32 volumes of this level cannot carry it" and
 * "16 volumes of …" share `volumes-of-this-level-cannot-carry-it`.
 */
export function phraseText(t: Translate, group: string, phrase: string, params: Readonly<Record<string, unknown>> = {}): string {
  const slug = phrase.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  return slug ? t(`results.engine.${group}.${slug}`, { ...params, defaultValue: phrase }) : phrase;
}
