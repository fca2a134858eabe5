/**
 * The fio half of the command line: `--fio-jobs DIR` writes a job bundle for the scenario's
 * plan; `--fio-results FILE…` reads fio's JSON back and prints measured against planned. Words
 * come from the UI's fio resources (English, or Japanese with `--lang ja`).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanResult, Scenario } from './engine/index.ts';
import {
  buildFioJobs,
  checkFioResultSize,
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

/** Reads the result files and prints the comparison as JSON; a bad file exits 2 naming it. */
export function compareFioResults(scenario: Scenario, result: PlanResult, paths: readonly string[], words: FioWords): CliOutput {
  if (paths.length === 0) return { code: 2, stdout: '', stderr: words.cli.usageResults + '\n' };
  const files: FioResultFile[] = [];
  const problems: FioProblem[] = [];
  for (const path of paths) {
    try {
      const tooLarge = checkFioResultSize(path, statSync(path).size);
      if (tooLarge) problems.push(tooLarge);
      else files.push({ name: path, text: readFileSync(path, 'utf8') });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return { code: 2, stdout: '', stderr: `${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? 'unknown error'})`}: ${path}\n` };
    }
  }
  if (problems.length > 0) return { code: 2, stdout: '', stderr: problemLines(problems, words) };
  const out = readFioResults(scenario, result, files);
  if (!out.ok) return { code: 2, stdout: '', stderr: problemLines(out.problems, words) };
  // The run as the calibration a scenario can carry (`"calibration"` in the scenario file; null
  // when its latency is out of range): plan the scenario with it to use the measured latency.
  const calibration = calibrationFromRun(out.comparison);
  return { code: 0, stdout: JSON.stringify({ ...out.comparison, calibration }, null, 2) + '\n', stderr: '' };
}
