/**
 * What `npm run bench:ui` types, shared by the benchmark (scripts/bench-ui.mjs) and the probe's
 * recorder (record.ts), so the probe has the charts of every value the planner is given.
 */

/** The planner's views the benchmark measures, by their tab names. */
export const BENCH_VIEWS = ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre'] as const;
export type BenchView = (typeof BENCH_VIEWS)[number];

/** Warm-up values typed before the measured ones. */
export const WARMUP = 3;

/** Values (GB/s) for `runs` measured inputs and the warm-up, shuffled deterministically. */
export function benchValues(runs: number): string[] {
  const n = runs + WARMUP;
  return Array.from({ length: n }, (_, i) => String(4 + ((i * 7) % n) * 3.5));
}

/** The view whose growth fields the benchmark also types into (issue 25), and the yearly growth (%) typed there. */
export const GROWTH_VIEW: BenchView = 'Compare';
export function benchGrowth(runs: number): string[] {
  const n = runs + WARMUP;
  return Array.from({ length: n }, (_, i) => String(5 + ((i * 7) % n) * 4));
}
/** The probe page that draws what the growth page's charts draw: the compare view's, and the two charts over time. */
export const GROWTH_PROBE_VIEW = 'Compare: growth';
export const PROBE_VIEWS = [...BENCH_VIEWS, GROWTH_PROBE_VIEW] as const;
export type ProbeView = (typeof PROBE_VIEWS)[number];

/** The growth field's text before its burst (the same ten characters follow: 10.567891234 % a year). */
export const GROWTH_BURST_FROM = '10';

/** The burst: typed one character at a time, 60 ms apart, into a field holding `BURST_FROM`. */
export const BURST_FROM = '4';
export const BURST = '.567891234';
export const BURST_DELAY_MS = 60;

/** The field's text after each character of the burst (from `from`: the read throughput's, or the growth field's). */
export function burstTexts(from: string = BURST_FROM): string[] {
  return Array.from({ length: BURST.length }, (_, i) => from + BURST.slice(0, i + 1));
}
