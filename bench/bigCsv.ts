/**
 * A measurement CSV of a million rows (issue 40): one-minute samples, seconds since the epoch
 * and four columns, about 27 MB; `shuffled` gives the same rows in a scrambled order (a fixed
 * permutation, so every run reads the same file). For `npm run bench:import` and the large-file
 * test, never for property runs.
 */
export const BIG_ROWS = 1_000_000;

/** The CSV text: `rows` one-minute samples (in time order, or shuffled). */
export function bigCsvText(rows: number = BIG_ROWS, shuffled = false): string {
  const t0 = Date.UTC(2026, 0, 1) / 1000;
  const order = Array.from({ length: rows }, (_, i) => i);
  if (shuffled) {
    // A linear congruential generator with a fixed seed: the same scramble every time.
    let seed = 12345;
    for (let i = rows - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }
  const lines = ['timestamp,read_MBps,write_MBps,read_iops,write_iops'];
  for (const i of order) lines.push(`${t0 + i * 60},${(i * 13) % 900},${(i * 7) % 400},${(i * 31) % 20000},${(i * 17) % 9000}`);
  return lines.join('\n') + '\n';
}
