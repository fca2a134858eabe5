/**
 * The k-th smallest of many numbers without sorting them all: a quickselect (Hoare's partition
 * around the median of three), linear on the average; after a budget of rounds that a hostile
 * order could exhaust, the part left is sorted instead, so it is never quadratic. Exact: the
 * same value a full sort puts at index k.
 */

/** The k-th smallest (0-based) of `a`, which it reorders. `a` holds no NaN; 0 ≤ k < a.length. */
export function selectInPlace(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  let budget = 2 * Math.ceil(Math.log2(a.length + 1)) + 8;
  while (hi > lo) {
    if (budget-- === 0) return a.subarray(lo, hi + 1).sort()[k - lo]!;
    const x = a[lo]!;
    const y = a[(lo + hi) >>> 1]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    // Now a[lo..j] ≤ pivot ≤ a[i..hi], and whatever lies between equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/**
 * The k-th smallest (0-based) of the values, which stay as they are (the work is done on a copy).
 * NaN ranks above every number, as a typed-array sort puts it. −0 and 0 are one value here (a
 * sort would order them), and the answer is never −0, which a reader would see printed as "-0".
 */
export function kthSmallest(values: ArrayLike<number>, k: number): number {
  const copy = Float64Array.from(values);
  for (let i = 0; i < copy.length; i++) if (Number.isNaN(copy[i]!)) return copy.sort()[k]! + 0;
  return selectInPlace(copy, k) + 0;
}
