/**
 * Field text to values and back: what the user typed, in the unit they chose, to the
 * canonical value the scenario holds; and a canonical value to the text a field shows.
 */
import type { ScenarioIssue } from '../engine/index.ts';
import type { FieldError } from './contract.ts';
import { issueWords } from './issueText.ts';
import { unitOf, type FieldSpec } from './fields.ts';

export type FieldValue = number | string | boolean | undefined;

export type TextParse = { readonly ok: true; readonly value: FieldValue } | { readonly ok: false; readonly error: FieldError };

// Plain decimal or scientific notation; "1,000" with thousands separators; no hex, no Infinity.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A number typed in a field, or null when the text is not one. */
export function parseNumberText(raw: string): number | null {
  const text = raw.trim().replace(/[\s_]/g, '');
  const plain = GROUPED.test(text) ? text.replace(/,/g, '') : text;
  if (!NUMBER.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Parses a field's text in the given unit to its canonical value (undefined = not set). */
export function parseFieldText(spec: FieldSpec, raw: string, unitId: string | undefined): TextParse {
  const text = raw.trim();
  const unit = unitOf(spec, unitId);
  if (text === '') {
    return spec.optional
      ? { ok: true, value: undefined }
      : { ok: false, error: { code: 'required', unit: canonicalSymbol(spec), message: 'A value is required' } };
  }
  switch (spec.kind) {
    case 'number':
    case 'integer': {
      const n = parseNumberText(text);
      if (n === null) return { ok: false, error: { code: 'notNumber', message: `"${text}" is not a number` } };
      return { ok: true, value: cleanFloat(n * (unit?.factor ?? 1)) };
    }
    case 'flag':
      return { ok: true, value: text === 'true' ? true : undefined };
    case 'choice':
      return spec.choices?.includes(text)
        ? { ok: true, value: text }
        : { ok: false, error: { code: 'invalid', message: `Choose one of ${spec.choices?.join(', ') ?? ''}` } };
    case 'text':
      return { ok: true, value: text };
  }
}

/** The text a field shows for a canonical value in a unit: no separators, no float noise. */
export function formatFieldText(spec: FieldSpec, value: FieldValue, unitId: string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value;
  return String(cleanFloat(value / (unitOf(spec, unitId)?.factor ?? 1)));
}

function cleanFloat(value: number): number {
  return Number(value.toPrecision(12));
}

function canonicalSymbol(spec: FieldSpec): string {
  return spec.units?.[0]?.symbol ?? '';
}

/**
 * An engine issue (code and params) as a field error in the field's words, with a bound in the
 * unit the field is shown in (`unitId`; 5,000 MB/s reads 5 GB/s). The bound is the schema's own
 * (`tooSmall.minimum`, `tooBig.maximum`), never read from text.
 */
export function fieldErrorOf(spec: FieldSpec, issue: ScenarioIssue, unitId?: string): FieldError {
  const shown = unitOf(spec, unitId);
  const unit = shown?.symbol ?? canonicalSymbol(spec);
  const inUnit = (n: unknown) => (typeof n === 'number' ? cleanFloat(n / (shown?.factor ?? 1)) : null);
  const withUnit = (n: number) => (unit ? `${n.toLocaleString('en-US')} ${unit}` : n.toLocaleString('en-US'));
  switch (issue.code) {
    case 'tooSmall': {
      const least = inUnit(issue.params.minimum);
      if (least !== null && Number.isFinite(least)) return { code: 'min', limit: least, unit, message: `Must be at least ${withUnit(least)}` };
      break;
    }
    case 'tooBig': {
      const most = inUnit(issue.params.maximum);
      if (most !== null && Number.isFinite(most)) return { code: 'max', limit: most, unit, message: `Must be at most ${withUnit(most)}` };
      break;
    }
    case 'notInteger':
      return { code: 'integer', message: 'Must be a whole number' };
    case 'required':
      return { code: 'required', unit, message: 'A value is required' };
    default:
      break;
  }
  return { code: 'invalid', message: issueWords(issue) };
}
