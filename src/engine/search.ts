/**
 * Searching the model: the fewest of something (clients, instances, a target percent) for
 * which a plan carries the requirement, asking as few plans as possible.
 */

/**
 * Smallest integer in [lo, hi] for which `fits` holds (it is monotone), or null. The end of
 * the range first (when it does not fit, nothing does), then galloping up from `lo` (lo, lo + 1,
 * lo + 3, lo + 7, …) and halving: the answer is usually near `lo`, so a few plans are tried
 * rather than a search of the whole range.
 */
export function smallest(lo: number, hi: number, fits: (n: number) => boolean): number | null {
  // Nothing in range fits when the end does not: one plan says so.
  if (lo > hi || !fits(hi)) return null;
  let below = lo - 1;
  let step = 1;
  let probe = lo;
  while (!fits(probe)) {
    if (probe >= hi) return null;
    below = probe;
    probe = Math.min(hi, probe + step);
    step *= 2;
  }
  let top = probe;
  while (top - below > 1) {
    const mid = Math.floor((below + top) / 2);
    if (fits(mid)) top = mid;
    else below = mid;
  }
  return top;
}
