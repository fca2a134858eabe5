/**
 * The fio half of the command line: `--fio-jobs DIR` writes a job bundle for the scenario's
 * plan; `--fio-results FILE…` reads fio's JSON back and prints measured against planned. Words
 * come from the UI's fio resources (English, or Japanese with `--lang ja`).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { readLimited } from './cliRead.ts';
import { join } from 'node:path';
import type { PlanResult, Scenario } from './engine/index.ts';
import {
  buildFioJobs,
  checkFioResultSize,
  MAX_FIO_RESULT_BYTES,
  fillTemplate,
  noteText,
  readFioResults,
  calibrationFromRun,
  type FioJobOptions,
  type FioProblem,
  type FioResultFile,
  type FioWords,
} from './engine/fio/index.ts';
import en from './ui/i18n/en/fio.ts';
import ja from './ui/i18n/ja/fio.ts';

export interface CliOutput {
  code: number;
  stdout: string;
  stderr: string;
}

export function fioWords(lang: string | undefined): FioWords {
  return lang === 'ja' ? ja : en;
}

function problemLines(problems: readonly FioProblem[], words: FioWords): string {
  return (
    problems
      .map((p) => (p.file === undefined ? noteText(words, p) : fillTemplate(words.cli.problem, { file: p.file, message: noteText(words, p) })))
      .join('\n') + '\n'
  );
}

/** Writes the bundle's files into `dir` (made if missing). */
export function writeFioJobs(scenario: Scenario, result: PlanResult, dir: string, words: FioWords, options: FioJobOptions = {}): CliOutput {
  const out = buildFioJobs(scenario, result, words, options);
  if (!out.ok) return { code: 2, stdout: '', stderr: problemLines([out.problem], words) };
  mkdirSync(dir, { recursive: true });
  for (const f of out.bundle.files) writeFileSync(join(dir, f.name), f.text, { mode: f.name.endsWith('.sh') ? 0o755 : 0o644 });
  return { code: 0, stdout: '', stderr: fillTemplate(words.cli.wrote, { files: out.bundle.files.length, directory: dir }) + '\n' };
}

/** A regular file's size in bytes; null for anything else (a device, a pipe) or a path that cannot be read. */
function sizeOf(path: string): number | null {
  try {
    const st = statSync(path);
    return st.isFile() ? st.size : null;
  } catch (_e) {
    return null;
  }
}

/** Reads the result files and prints the comparison as JSON; a bad file exits 2 naming it. */
export function compareFioResults(scenario: Scenario, result: PlanResult, paths: readonly string[], words: FioWords): CliOutput {
  if (paths.length === 0) return { code: 2, stdout: '', stderr: words.cli.usageResults + '\n' };
  const files: FioResultFile[] = [];
  const problems: FioProblem[] = [];
  for (const path of paths) {
    // A file's size is checked first; a device or a pipe has none, and is read no further than the limit.
    const size = sizeOf(path);
    const tooLarge = size === null ? null : checkFioResultSize(path, size);
    if (tooLarge) {
      problems.push(tooLarge);
      continue;
    }
    const read = readLimited(path, MAX_FIO_RESULT_BYTES, 'the fio result');
    if ('error' in read) return { code: 2, stdout: '', stderr: `${read.error}\n` };
    files.push({ name: path, text: read.text });
  }
  if (problems.length > 0) return { code: 2, stdout: '', stderr: problemLines(problems, words) };
  const out = readFioResults(scenario, result, files);
  if (!out.ok) return { code: 2, stdout: '', stderr: problemLines(out.problems, words) };
  // The run as the calibration a scenario can carry (`"calibration"` in the scenario file; null
  // when its latency is out of range): plan the scenario with it to use the measured latency.
  const calibration = calibrationFromRun(out.comparison);
  return { code: 0, stdout: JSON.stringify({ ...out.comparison, calibration }, null, 2) + '\n', stderr: '' };
}
