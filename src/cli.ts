/**
 * The engine on the command line: `npm run --silent plan -- FILE` (or `-` for standard input)
 * reads one scenario as JSON and prints one JSON result. A scenario that fails validation
 * prints its problems on standard error and exits 2.
 *
 * `plan -- FILE --text` prints a short summary in words instead (the design, the verdict, what
 * binds and what would lift it, why, the warnings and the cost), as the app words it; add
 * `--lang ja` for Japanese. The JSON has codes and figures only (docs/engine-library.md).
 * A plan of several workloads (`service: "workloads"`, version 6) prints its WorkloadsResult
 * (`billOfMaterials.lines`, `billOfMaterials.totalMonthlyUSD`, `fileStorage.mountTargets`); with
 * `--text`, each workload's service and verdict, the shared mount targets, the limit increases
 * and the bill of materials as a table.
 *
 * fio (docs/fio.md): `plan -- FILE --fio-jobs DIR` writes fio job files for the plan into DIR;
 * `plan -- FILE --fio-results RESULT.json [MORE.json …]` prints measured against planned.
 * `--lang ja` gives their messages and README in Japanese; `--raw-device-writes` lets write
 * jobs target raw devices (destroys their data); `--sequential` makes the jobs sequential.
 *
 * Deploy (docs/deploy.md): `plan -- FILE --terraform DIR` writes the plan as Terraform files,
 * `plan -- FILE --stack FILE.zip` as a Resource Manager stack (`--service ID` for a comparison's
 * service other than its cheapest, `--name NAME` for the resources' names; cliDeploy.ts).
 *
 * Prices (issue 43): `plan -- FILE --prices PRICES.json [MORE.json …] [--currency JPY]` plans with
 * Oracle's price list in force, every money figure in its currency (cliPrices.ts), with any of
 * the options above.
 *
 * Measurements (docs/measurements.md): `plan -- --measurements FILE… [--statistic …]` derives
 * the workload from OCI Monitoring, iostat, nfsiostat or CSV files and plans it (cliMeasure.ts).
 *
 * What is deployed (docs/deployed.md): `plan -- FILE --deployed FILE… [--format markdown]` weighs
 * the designs read from terraform show -json, Resource Discovery .tf or OCI CLI listings against
 * the scenario's requirement; exit 3 when one does not carry it (cliDeployed.ts).
 */
import { deployArgs, writeDeploy } from './cliDeploy.ts';
import { runDeployed } from './cliDeployed.ts';
import { compareFioResults, fioWords, writeFioJobs } from './cliFio.ts';
import { pricesArgs, withPriceBook } from './cliPrices.ts';
import { runMeasurements } from './cliMeasure.ts';
import { readLimited } from './cliRead.ts';
import { planSummaryText } from './cliText.ts';
import { tenancyLimitsOf } from './ui/results/tenancyLimitsText.ts';
import { parseScenario, planScenario, scenario as scenarioFormat, type PlanResult, type Scenario, type ScenarioIssue } from './engine/index.ts';
import { issueText } from './store/issueText.ts';

/** One issue per line, in words. */
function formatIssues(issues: readonly ScenarioIssue[]): string {
  return issues.map(issueText).join('\n');
}

/** The largest scenario document any reader takes, bytes (the app's import takes the same). */
export const MAX_INPUT_BYTES = scenarioFormat.MAX_SCENARIO_BYTES;

function readInput(arg: string | undefined): { text: string } | { error: string } {
  if (!arg) return { error: 'usage: npm run --silent plan -- FILE   (or - to read standard input)' };
  return readLimited(arg, MAX_INPUT_BYTES, 'the scenario');
}

interface FioArgs {
  text: boolean;
  jobsDir?: string;
  results?: string[];
  lang?: string;
  rawDeviceWrites: boolean;
  pattern?: 'random' | 'sequential';
}

/** The fio options after the scenario file, or an error for an unknown or incomplete one. */
function fioArgs(rest: readonly string[]): FioArgs | { error: string } {
  const out: FioArgs = { text: false, rawDeviceWrites: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--fio-jobs' && rest[i + 1] !== undefined) out.jobsDir = rest[++i];
    else if (a === '--lang' && rest[i + 1] !== undefined) out.lang = rest[++i];
    else if (a === '--raw-device-writes') out.rawDeviceWrites = true;
    else if (a === '--text') out.text = true;
    else if (a === '--sequential') out.pattern = 'sequential';
    else if (a === '--fio-results') {
      out.results = [];
      while (rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('--')) out.results.push(rest[++i]!);
    } else return { error: `unknown or incomplete option: ${a}` };
  }
  if (out.jobsDir !== undefined && out.results !== undefined) return { error: 'give either --fio-jobs or --fio-results, not both' };
  if (out.text && (out.jobsDir !== undefined || out.results !== undefined)) return { error: 'give --text without the fio options' };
  if (out.lang !== undefined && out.lang !== 'en' && out.lang !== 'ja') return { error: `unknown language: ${out.lang} (en or ja)` };
  return out;
}

export function run(argv: readonly string[]): { code: number; stdout: string; stderr: string } {
  if (argv.includes('--measurements')) return runMeasurements(argv);
  const read = readInput(argv[0]);
  if ('error' in read) return { code: 2, stdout: '', stderr: read.error + '\n' };
  // --prices FILE… [--currency CODE]: the scenario planned with the price file's book (cliPrices.ts).
  const prices = pricesArgs(argv.slice(1));
  if ('error' in prices) return { code: 2, stdout: '', stderr: prices.error + '\n' };
  const priced = withPriceBook(read.text, prices, argv[argv.indexOf('--lang') + 1] === 'ja' ? 'ja' : 'en');
  if ('error' in priced) return { code: 2, stdout: '', stderr: priced.error + '\n' };
  const out = runScenario([argv[0]!, ...prices.rest], { text: priced.text });
  return priced.notes ? { ...out, stderr: priced.notes + out.stderr } : out;
}

/** One scenario's text with the options after it (the price files already applied). */
function runScenario(argv: readonly string[], input: { text: string }): { code: number; stdout: string; stderr: string } {
  if (argv.length === 1) return planText(input.text);
  if (argv.includes('--terraform') || argv.includes('--stack')) {
    const d = deployArgs(argv.slice(1));
    if ('error' in d) return { code: 2, stdout: '', stderr: d.error + '\n' };
    const p = planned_(input.text);
    return 'code' in p ? p : writeDeploy(argv[0]!, p.scenario, p.result, d);
  }
  const args = fioArgs(argv.slice(1));
  if ('error' in args) return { code: 2, stdout: '', stderr: args.error + '\n' };
  const words = fioWords(args.lang);
  const planned = planned_(input.text);
  if ('code' in planned) return planned;
  if (args.text)
    return {
      code: 0,
      stdout: planSummaryText(planned.result, args.lang === 'ja' ? 'ja' : 'en', tenancyLimitsOf(planned.scenario), planned.scenario.pricing?.book?.currency),
      stderr: '',
    };
  if (args.jobsDir !== undefined)
    return writeFioJobs(planned.scenario, planned.result, args.jobsDir, words, {
      rawDeviceWrites: args.rawDeviceWrites,
      ...(args.pattern ? { pattern: args.pattern } : {}),
    });
  if (args.results !== undefined) return compareFioResults(planned.scenario, planned.result, args.results, words);
  return { code: 2, stdout: '', stderr: `${words.cli.usageJobs}\n${words.cli.usageResults}\n` };
}

/**
 * The issues with a version as the text wrote it: JSON reads `1e999` as Infinity, which is not
 * what the user typed (the document's first `"version"` value, as written).
 */
function asWritten(issues: readonly ScenarioIssue[], text: string): ScenarioIssue[] {
  return issues.map((i) => {
    if (i.code !== 'unsupportedVersion' || Number.isFinite(i.params.version)) return i;
    const written = /"version"\s*:\s*([-+0-9.eE]+)/.exec(text)?.[1];
    return written ? { ...i, params: { ...i.params, version: written } } : i;
  });
}

/** The scenario and its plan, or the CLI's output for a scenario that cannot be planned. */
function planned_(text: string): { scenario: Scenario; result: PlanResult } | { code: number; stdout: string; stderr: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { code: 2, stdout: '', stderr: `not valid JSON: ${(e as Error).message}\n` };
  }
  const parsed = parseScenario(json);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(asWritten(parsed.issues, text))}\n` };
  const outcome = planScenario(parsed.value);
  if (!outcome.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(outcome.issues)}\n` };
  return { scenario: parsed.value, result: outcome.result };
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
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(asWritten(parsed.issues, text))}\n` };
  const outcome = planScenario(parsed.value);
  if (!outcome.ok) return { code: 2, stdout: '', stderr: `invalid scenario:\n${formatIssues(outcome.issues)}\n` };
  return { code: 0, stdout: JSON.stringify(outcome.result, null, 2) + '\n', stderr: '' };
}

const isMain = process.argv[1] !== undefined && /cli\.(ts|js|mjs)$/.test(process.argv[1]);
if (isMain) {
  try {
    // What is deployed (cliDeployed.ts, docs/deployed.md): asynchronous, for the HCL parser.
    const argv = process.argv.slice(2);
    const { code, stdout, stderr } = argv.includes('--deployed') ? await runDeployed(argv) : run(argv);
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
  } catch (e) {
    process.stderr.write(`internal error: ${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}
