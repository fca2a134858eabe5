/**
 * Number formatting for the engine's English sentences (the UI formats per locale itself).
 */

/** Rounded to a readable precision, with thousands separators: 12,712 / 62.5 / 0.42. */
export function fmt(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** US dollars, whole numbers above 100. */
export function usd(value: number): string {
  return '$' + value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2 });
}

/** An I/O size in KiB as people say it: 4 KiB, 1 MiB. */
export function ioSize(kib: number): string {
  return kib >= 1024 && kib % 1024 === 0 ? `${kib / 1024} MiB` : `${fmt(kib)} KiB`;
}

export function pct(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
