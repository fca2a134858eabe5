/**
 * A number as people type it into a field, unit and all: "5 GB/s", "1MiB", "200 TB", "1.5k",
 * "15万", "2,000", "70%"; any case, with or without a space, full-width digits and letters
 * (read through Unicode NFKC, so "５ＧＢ/ｓ" is "5GB/s"). The unit must be one of the field's
 * own (`UnitSpec.aliases` in fields.ts); a unit of another field ("5 TB" for a throughput) is
 * named as such, and the start of one of the field's units ("5 G", while "GB/s" is being typed)
 * is told apart so the form can wait for the rest.
 */
import { fieldSpecs, type FieldSpec } from './fields.ts';

export type UnitTextRead =
  /** `number` in `unitId` (the field's unit by id) when a unit was typed; `typed`: a unit or multiplier was typed. */
  | { readonly kind: 'number'; readonly number: number; readonly unitId?: string; readonly typed: boolean }
  /** The start of one of the field's units ("5 G", "5 GB/"): the rest may come. */
  | { readonly kind: 'partial'; readonly typed: string }
  /** A unit, but another field's ("5 TB" for a throughput). */
  | { readonly kind: 'wrongUnit'; readonly typed: string }
  | { readonly kind: 'notNumber' };

/** Multipliers typed after the number: thousand (k, 千) and ten thousand (万, how Japanese counts). */
const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, 千: 1e3, 万: 1e4 };

// Plain decimal or scientific notation; "1,000" with thousands separators; no hex, no Infinity.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
/** The number at the start of a text with a unit after it. */
const LEADING_NUMBER = /^[+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?/i;

/** A number typed in a field without a unit, or null when the text is not one. */
export function parseNumberText(raw: string): number | null {
  const text = raw.normalize('NFKC').trim().replace(/[\s_]/g, '');
  const plain = GROUPED.test(text) ? text.replace(/,/g, '') : text;
  if (!NUMBER.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Units of any field, and a few more people type (TB/s, GiB, s): what makes "5 TB" a wrong unit rather than not a number. */
const KNOWN_UNITS: ReadonlySet<string> = new Set([
  ...fieldSpecs.flatMap((f) => (f.units ?? []).flatMap((u) => u.aliases ?? [])).filter((a) => a.length > 1),
  ...['b', 'kb/s', 'kbps', 'kib/s', 'mib/s', 'gib/s', 'tb/s', 'tbps', 'gib', 'tib', 'pb', 'pib', 's', 'sec', 'us', 'µs', 'μs', 'ns'],
]);

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Reads a field's text as a number and the unit typed after it, if any. */
export function readUnitText(spec: FieldSpec, raw: string): UnitTextRead {
  const text = raw.normalize('NFKC').trim();
  const whole = parseNumberText(text);
  if (whole !== null) return { kind: 'number', number: whole, typed: false };
  const lead = LEADING_NUMBER.exec(text)?.[0];
  const number = lead ? parseNumberText(lead) : null;
  if (!lead || number === null) return { kind: 'notNumber' };
  const typed = text.slice(lead.length).trim();
  const rest = squeeze(typed);
  const own = spec.units ?? [];
  const unitOf = (alias: string) => own.find((u) => u.aliases?.includes(alias));
  const unit = unitOf(rest);
  if (unit) return { kind: 'number', number, unitId: unit.id, typed: true };
  const [first = '', ...after] = [...rest];
  const times = MULTIPLIERS[first];
  if (times !== undefined) {
    const tail = after.join('');
    if (tail === '') return { kind: 'number', number: number * times, typed: true };
    const scaled = unitOf(tail);
    if (scaled) return { kind: 'number', number: number * times, unitId: scaled.id, typed: true };
  }
  const aliases = own.flatMap((u) => u.aliases ?? []);
  const starts = [...aliases, ...Object.keys(MULTIPLIERS).flatMap((k) => [k, ...aliases.map((a) => k + a)])];
  if (starts.some((a) => a.startsWith(rest))) return { kind: 'partial', typed };
  if (KNOWN_UNITS.has(rest)) return { kind: 'wrongUnit', typed };
  return { kind: 'notNumber' };
}

/**
 * The number of a field's text without the unit typed after it ("5 GB/s" → "5", "1.5k" stays):
 * what a newly picked unit reads. Text that is no number comes back as it is.
 */
export function withoutTypedUnit(spec: FieldSpec, raw: string): string {
  const read = readUnitText(spec, raw);
  if (read.kind !== 'number' || read.unitId === undefined) return raw;
  const text = raw.normalize('NFKC').trim();
  const lead = LEADING_NUMBER.exec(text)?.[0] ?? text;
  const rest = squeeze(text.slice(lead.length));
  const multiplier = Object.keys(MULTIPLIERS).find((k) => rest.startsWith(k) && spec.units?.every((u) => !u.aliases?.includes(rest)));
  return lead + (multiplier ?? '');
}
