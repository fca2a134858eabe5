/**
 * Field text to values and back: what the user typed, in the unit they chose, to the
 * canonical value the scenario holds; and a canonical value to the text a field shows.
 */
import type { ScenarioIssue } from '../engine/index.ts';
import type { FieldError } from './contract.ts';
import { issueWords } from './issueText.ts';
import { unitOf, type FieldSpec, type UnitSpec } from './fields.ts';
import { parseNumberText, readUnitText } from './unitText.ts';

export type FieldValue = number | string | boolean | undefined;

/** A unit typed in the text (`5 GB/s`): the number as typed, and the unit it was typed in. */
export interface TypedUnit {
  readonly unitId: string | undefined;
  readonly number: number;
}

export type TextParse =
  | { readonly ok: true; readonly value: FieldValue; readonly typed?: TypedUnit }
  /** `partial`: the start of one of the field's units; the form waits for the rest before it says so. */
  | { readonly ok: false; readonly error: FieldError; readonly partial?: boolean };

export { parseNumberText };

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
      return parseNumberField(spec, text, unit);
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

/** A number field's text: a number, maybe with a unit or multiplier typed after it. */
function parseNumberField(spec: FieldSpec, text: string, unit: UnitSpec | undefined): TextParse {
  const read = readUnitText(spec, text);
  switch (read.kind) {
    case 'notNumber':
      return { ok: false, error: { code: 'notNumber', message: `"${text}" is not a number` } };
    case 'partial':
      return { ok: false, partial: true, error: wrongUnit(spec, read.typed) };
    case 'wrongUnit':
      return { ok: false, error: wrongUnit(spec, read.typed) };
    case 'number': {
      const shown = read.unitId !== undefined ? unitOf(spec, read.unitId) : unit;
      const value = cleanFloat(read.number * (shown?.factor ?? 1));
      return read.typed ? { ok: true, value, typed: { unitId: shown?.id, number: read.number } } : { ok: true, value };
    }
  }
}

/** A unit the field does not take: what was typed, and the units it takes. */
function wrongUnit(spec: FieldSpec, typed: string): FieldError {
  const allowed = (spec.units ?? []).map((u) => u.symbol).filter(Boolean);
  if (allowed.length === 0) return { code: 'notNumber', message: `"${typed}" is not a unit of this field: enter a plain number` };
  const list = allowed.join(', ');
  return { code: 'wrongUnit', typed, allowed: list, message: `"${typed}" is not a unit of this field: use ${list}` };
}

export function cleanFloat(value: number): number {
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
      const orZero = issue.params.orZero;
      const tiny = orZero === 'ops' ? 'tinyOps' : orZero === 'mbps' ? 'tinyMBps' : orZero === 'capacity' ? 'tinyCapacity' : null;
      if (tiny) return { code: tiny, unit, message: `M${issueWords(issue).slice(1)}` };
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
    case 'demandBothWays':
      return { code: 'bothWays', fields: Array.isArray(issue.params.fields) ? issue.params.fields.join(',') : '', message: issueWords(issue) };
    default:
      break;
  }
  return { code: 'invalid', message: issueWords(issue) };
}
