/**
 * The engine on the command line: `npm run --silent plan -- FILE` (or `-` for standard input)
 * reads one scenario as JSON and prints one JSON result. A scenario that fails validation
 * prints its problems on standard error and exits 2.
 */
import { readFileSync } from 'node:fs';
import { formatIssues, parseScenario, planScenario } from './engine/index.ts';

const MAX_INPUT_BYTES = 1_000_000;

function readInput(arg: string | undefined): { text: string } | { error: string } {
  if (!arg) return { error: 'usage: npm run --silent plan -- FILE   (or - to read standard input)' };
  try {
    const buf = readFileSync(arg === '-' ? 0 : arg);
    if (buf.length > MAX_INPUT_BYTES) return { error: `the scenario is larger than ${MAX_INPUT_BYTES.toLocaleString('en-US')} bytes` };
    return { text: buf.toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { error: code === 'ENOENT' ? `no such file: ${arg}` : `cannot read ${arg}: ${code ?? 'unknown error'}` };
  }
}

export function run(argv: readonly string[]): { code: number; stdout: string; stderr: string } {
  const input = readInput(argv[0]);
  if ('error' in input) return { code: 2, stdout: '', stderr: input.error + '\n' };
  return planText(input.text);
}

/** One scenario as JSON text to the CLI's output: the plan as JSON, or the problems and exit code 2. */
export function planText(text: string): { code: number; stdout: string; stderr: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { code: 2, stdout: '', stderr: `not valid JSON: ${(e as Error).message}\n` };
  }
  const parsed = parseScenario(json);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(parsed.issues)}\n` };
  const outcome = planScenario(parsed.value);
  if (!outcome.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(outcome.issues)}\n` };
  return { code: 0, stdout: JSON.stringify(outcome.result, null, 2) + '\n', stderr: '' };
}

const isMain = process.argv[1] !== undefined && /cli\.(ts|js|mjs)$/.test(process.argv[1]);
if (isMain) {
  try {
    const { code, stdout, stderr } = run(process.argv.slice(2));
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
  } catch (e) {
    process.stderr.write(`internal error: ${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}
