/**
 * Number formatting for the engine's English sentences (the UI formats per locale itself).
 */

// One formatter per precision, made once: `Number#toLocaleString` builds a new Intl.NumberFormat
// on every call (about 40 µs in Node), which made a full compare take milliseconds.
const byDigits = [0, 1, 2].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));

/** Rounded to a readable precision, with thousands separators: 12,712 / 62.5 / 0.42. */
export function fmt(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return byDigits[digits]!.format(value);
}

/** US dollars, whole numbers above 100. */
export function usd(value: number): string {
  return '$' + byDigits[Math.abs(value) >= 100 ? 0 : 2]!.format(value);
}

/** An I/O size in KiB as people say it: 4 KiB, 1 MiB. */
export function ioSize(kib: number): string {
  return kib >= 1024 && kib % 1024 === 0 ? `${kib / 1024} MiB` : `${fmt(kib)} KiB`;
}

export function pct(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
