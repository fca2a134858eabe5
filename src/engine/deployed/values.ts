/**
 * Reading one value of a resource whatever wrote it: the provider keeps many numbers as strings
 * (`size_in_gbs = "1000"`), a listing as numbers, a Resource Discovery export a reference as
 * `"${…}"` (unknown here), and a nested block as a list of one object (Terraform, HCL) or as an
 * object (the CLI).
 */

/** A finite number from a number or a numeric string; null otherwise (a reference, unknown, absent). */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

/** A string that is a value and not a reference (`${…}`); null otherwise. */
export function stringOf(v: unknown): string | null {
  return typeof v === 'string' && !v.includes('${') ? v : null;
}

/** A nested block's objects: a list of objects, or one object. */
export function blocksOf(v: unknown): Record<string, unknown>[] {
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (Array.isArray(v)) return v.filter(isRecord);
  return isRecord(v) ? [v] : [];
}
