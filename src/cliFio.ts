/**
 * The fio half of the command line: `--fio-jobs DIR` writes a job bundle for the scenario's
 * plan; `--fio-results FILE…` reads fio's JSON back and prints measured against planned. Words
 * come from the UI's fio resources (English, or Japanese with `--lang ja`).
 */
import { mkdirSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { readLimited } from './cliRead.ts';
import { dirname, join, resolve } from 'node:path';
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

/** An error in words: its code and what it usually means. */
function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code ?? 'unknown error';
  const meaning: Readonly<Record<string, string>> = {
    EEXIST: 'a file of that name is in the way',
    ENOTDIR: 'a part of the path is a file, not a folder',
    ENOENT: 'a folder on the path does not exist and cannot be made',
    EACCES: 'permission denied',
    EPERM: 'not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left',
  };
  return Object.hasOwn(meaning, code) ? `${code} (${meaning[code]})` : code;
}

/** The most folders `--fio-jobs` makes on the way to its directory. */
const MAX_NEW_FOLDERS = 32;

/**
 * Makes `dir` and the missing folders above it, one at a time (Node's recursive mkdir never
 * returns for some paths, such as under /proc); null when it is there, else why not.
 */
export function makeDirectory(dir: string): string | null {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    let st: Stats | undefined;
    try {
      st = statSync(at);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return why(e);
    }
    if (st) {
      if (!st.isDirectory()) return why(Object.assign(new Error(), { code: at === resolve(dir) ? 'EEXIST' : 'ENOTDIR' }));
      break;
    }
    missing.unshift(at);
    if (missing.length > MAX_NEW_FOLDERS || dirname(at) === at) return why(Object.assign(new Error(), { code: 'ENOENT' }));
    at = dirname(at);
  }
  try {
    for (const folder of missing) mkdirSync(folder);
  } catch (e) {
    return why(e);
  }
  return null;
}

/** Writes the bundle's files into `dir` (made if missing). */
export function writeFioJobs(scenario: Scenario, result: PlanResult, dir: string, words: FioWords, options: FioJobOptions = {}): CliOutput {
  const out = buildFioJobs(scenario, result, words, options);
  if (!out.ok) return { code: 2, stdout: '', stderr: problemLines([out.problem], words) };
  const made = makeDirectory(dir);
  if (made !== null) return { code: 2, stdout: '', stderr: `cannot write the job files to ${dir}: ${made}\n` };
  try {
    for (const f of out.bundle.files) writeFileSync(join(dir, f.name), f.text, { mode: f.name.endsWith('.sh') ? 0o755 : 0o644 });
  } catch (e) {
    return { code: 2, stdout: '', stderr: `cannot write the job files to ${dir}: ${why(e)}\n` };
  }
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
