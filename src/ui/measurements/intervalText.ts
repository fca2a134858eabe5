/**
 * The measurements panel's "Seconds between samples" field, read as every number field's text
 * is (`parseNumberText`: "1,000", full-width digits) and checked by the engine's schema
 * (`measurements.intervalSecondsSchema`).
 */
import { measurements as m } from '../../engine/index.ts';
import { parseNumberText } from '../../store/unitText.ts';

/** The interval a field's text gives: `seconds` undefined while it is empty; not ok when the schema refuses it. */
export function intervalOfText(text: string): { readonly ok: true; readonly seconds: number | undefined } | { readonly ok: false } {
  if (text.trim() === '') return { ok: true, seconds: undefined };
  const parsed = m.intervalSecondsSchema.safeParse(parseNumberText(text));
  return parsed.success ? { ok: true, seconds: parsed.data } : { ok: false };
}
