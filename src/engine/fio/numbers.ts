/**
 * Numbers in what a fio bundle writes itself (its README's figures, filled into the words the
 * caller passes): en-US grouping, the precision a reader needs. The app's panels format per
 * locale in `ui/results/format.ts`; the engine writes no sentences of its own.
 */

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
