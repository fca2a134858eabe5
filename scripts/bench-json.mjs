/**
 * The benchmarks' figures as JSON, for `npm run bench:check` (scripts/bench-check.mjs): a
 * benchmark run with `--json <file>` also writes what it printed as figures to that file.
 */
import { writeFileSync } from 'node:fs';

/** Writes `figures` to the file named after `--json`, when the benchmark was given one. */
export function writeFigures(figures) {
  const i = process.argv.indexOf('--json');
  if (i > 0 && process.argv[i + 1]) writeFileSync(process.argv[i + 1], JSON.stringify(figures, null, 2));
}
