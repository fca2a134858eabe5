/**
 * Number formatting for the engine's English sentences (the UI formats per locale itself).
 */
import { ioSizeUnit } from './units.ts';

// One formatter per precision, made once: `Number#toLocaleString` builds a new Intl.NumberFormat
// on every call (about 40 µs in Node), which made a full compare take milliseconds.
const byDigits = [0, 1, 2].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));

/** Rounded to a readable precision, with thousands separators: 12,712 / 62.5 / 0.42. */
export function fmt(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 100 && abs < 1e15) return grouped(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return byDigits[digits]!.format(value);
}

/**
 * A whole number with thousands separators, as the en-US formatter writes it (halves away from
 * zero), without Intl: most figures in the engine's sentences are whole, and this is several
 * times faster. Checked against Intl in format.test.ts.
 */
function grouped(value: number): string {
  const n = Math.round(Math.abs(value));
  if (n === 0) return '0';
  const digits = String(n);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return value < 0 ? '-' + out : out;
}

/** US dollars, whole numbers above 100. */
export function usd(value: number): string {
  return '$' + byDigits[Math.abs(value) >= 100 ? 0 : 2]!.format(value);
}

/** An I/O size in KiB as people say it: 4 KiB, 1 MiB. */
export function ioSize(kib: number): string {
  const size = ioSizeUnit(kib);
  return `${size.unit === 'MiB' ? size.value : fmt(size.value)} ${size.unit}`;
}

export function pct(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A count with its noun, singular for one: "1 client", "40 clients". */
export function count(n: number, one: string, other: string): string {
  return `${fmt(n)} ${n === 1 ? one : other}`;
}
