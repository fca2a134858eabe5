/**
 * The deployed half of the command line (issue 42, docs/deployed.md):
 * `plan -- SCENARIO --deployed FILE… [--format text|markdown|json] [--lang ja] [--prices FILE…
 * [--currency CODE]]` reads what is
 * deployed (`terraform show -json` of a plan or a state, Resource Discovery `.tf` files, OCI CLI
 * listings), weighs each design against the scenario's requirement and, for a plan, compares
 * `before` with `after`. `--measurements FILE… [their options]` stands in for the requirement
 * (derived as `--measurements … --service compare` derives it; the scenario, when given, still
 * gives the catalogs, prices and growth). Exit code: 0 when every design of `after` (or of what
 * is deployed) carries the workload, 3 when one does not, 2 for a file that cannot be read.
 */
import { basename } from 'node:path';
import { runMeasurements, type CliOutput } from './cliMeasure.ts';
import { readLimited } from './cliRead.ts';
import { pricesArgs, withPriceBook, type PricesArgs } from './cliPrices.ts';
import { textTools } from './cliText.ts';
import {
  combineReads,
  compareSides,
  designsOf,
  evaluateDeployed,
  MAX_DEPLOYED_BYTES,
  readDeployedJson,
  readDeployedText,
  requirementOf,
  type DeployedEvaluation,
  type ReadOutcome,
  type ReadProblem,
} from './engine/deployed/index.ts';
import { fillTemplate } from './engine/fio/words.ts';
import { parseScenario, scenario as scenarioFormat, type Scenario } from './engine/index.ts';
import { reportMarkdown, reportText, type ReportTools } from './deployed/report.ts';
import { issueText } from './store/issueText.ts';
import en from './ui/i18n/en/deployed.ts';
import ja from './ui/i18n/ja/deployed.ts';

interface Args {
  scenario?: string;
  files: string[];
  format: 'text' | 'markdown' | 'json';
  lang: 'en' | 'ja';
  /** The measurement options, passed on as they came. */
  measurements: string[];
}

const fail = (message: string, code = 2): CliOutput => ({ code, stdout: '', stderr: message + '\n' });

function parseArgs(argv: readonly string[]): Args | { error: string } {
  const a: Args = { files: [], format: 'text', lang: 'en', measurements: [] };
  let i = 0;
  if (argv[0] !== undefined && !argv[0].startsWith('--')) a.scenario = argv[i++];
  for (; i < argv.length; i++) {
    const opt = argv[i]!;
    const next = argv[i + 1];
    if (opt === '--deployed') {
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) a.files.push(argv[++i]!);
    } else if (opt === '--format' && (next === 'text' || next === 'markdown' || next === 'json')) {
      a.format = next;
      i++;
    } else if (opt === '--lang' && (next === 'en' || next === 'ja')) {
      a.lang = next;
      i++;
    } else if (opt === '--measurements') {
      a.measurements.push(opt);
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) a.measurements.push(argv[++i]!);
    } else if (a.measurements.length > 0 && opt.startsWith('--')) {
      // The measurement options (--statistic p95, --from …) follow the measurement files.
      a.measurements.push(opt);
      if (next !== undefined && !next.startsWith('--')) a.measurements.push(argv[++i]!);
    } else return { error: `unknown or incomplete option: ${opt}` };
  }
  if (a.files.length === 0) return { error: 'give --deployed FILE… (terraform show -json, Resource Discovery .tf files, or OCI CLI listings)' };
  if (a.scenario === undefined && a.measurements.length === 0) return { error: 'give a scenario (its requirement) or --measurements FILE…' };
  return a;
}

/** The scenario, with the price files' book in force when `--prices` gave one (their notes beside it). */
function scenarioOf(path: string, prices: PricesArgs, lang: 'en' | 'ja'): { scenario: Scenario; notes: string } | CliOutput {
  const read = readLimited(path, scenarioFormat.MAX_SCENARIO_BYTES, 'the scenario');
  if ('error' in read) return fail(read.error);
  const priced = withPriceBook(read.text, prices, lang);
  if ('error' in priced) return fail(priced.error);
  let json: unknown;
  try {
    json = JSON.parse(priced.text);
  } catch (e) {
    return fail(`${path}: not valid JSON: ${(e as Error).message}`);
  }
  const parsed = parseScenario(json);
  return parsed.ok ? { scenario: parsed.value, notes: priced.notes } : fail(`invalid scenario:\n${parsed.issues.map(issueText).join('\n')}`);
}

const problemText = (w: typeof en | typeof ja, file: string, p: ReadProblem) => `${file} ${fillTemplate(w.problem[p.code], p.params)}`;

/** Each file read; `.tf` files together through HashiCorp's HCL parser (hcl2json, loaded only for them). */
async function readFiles(files: readonly string[], w: typeof en | typeof ja): Promise<{ outcomes: ReadOutcome[]; errors: string[] }> {
  const outcomes: ReadOutcome[] = [];
  const errors: string[] = [];
  const hcl: { resource: Record<string, Record<string, unknown>> } = { resource: {} };
  let tfRead = 0;
  for (const file of files) {
    const read = readLimited(file, MAX_DEPLOYED_BYTES, 'the deployed file');
    if ('error' in read) {
      errors.push(read.error);
      continue;
    }
    if (/\.tf$/i.test(file)) {
      try {
        const { parse } = await import('@cdktf/hcl2json');
        const json = (await parse(basename(file), read.text)) as { resource?: Record<string, Record<string, unknown>> };
        for (const [type, byName] of Object.entries(json.resource ?? {})) hcl.resource[type] = { ...hcl.resource[type], ...byName };
        tfRead++;
      } catch (e) {
        errors.push(problemText(w, file, { code: 'hcl-not-parsed', params: { message: String((e as Error).message ?? e).split('\n')[0]! } }));
      }
      continue;
    }
    const o = readDeployedText(read.text);
    if (!o.ok) errors.push(...o.problems.map((p) => problemText(w, file, p)));
    else outcomes.push(o);
  }
  if (tfRead > 0) outcomes.push(readDeployedJson(hcl));
  return { outcomes, errors };
}

/** Runs `plan -- SCENARIO --deployed FILE…`. */
export async function runDeployed(argv: readonly string[]): Promise<CliOutput> {
  // --prices FILE… [--currency CODE]: the scenario's prices from Oracle's price list (cliPrices.ts).
  const prices = pricesArgs(argv);
  if ('error' in prices) return fail(prices.error);
  if (prices.files.length > 0 && (prices.rest[0] ?? '--').startsWith('--')) return fail('--prices prices a scenario: give the scenario file too');
  const args = parseArgs(prices.rest);
  if ('error' in args) return fail(args.error);
  const w = args.lang === 'ja' ? ja : en;
  const read = args.scenario !== undefined ? scenarioOf(args.scenario, prices, args.lang) : undefined;
  if (read && 'code' in read) return read;
  const scenario = read?.scenario;
  let notes = read?.notes ?? '';
  let required = scenario ? requirementOf(scenario) : undefined;
  if (args.measurements.length > 0) {
    const derived = runMeasurements([...args.measurements, '--service', 'compare', '--scenario-only', ...(args.lang === 'ja' ? ['--lang', 'ja'] : [])]);
    if (derived.code !== 0) return derived;
    notes += derived.stderr;
    const parsed = parseScenario(JSON.parse(derived.stdout));
    if (!parsed.ok) return fail(`invalid scenario from the measurements:\n${parsed.issues.map(issueText).join('\n')}`);
    const fromMeasurements = requirementOf(parsed.value);
    if (fromMeasurements.ok && required?.ok) required = { ...fromMeasurements, options: required.options };
    else required = fromMeasurements;
  }
  if (!required || !required.ok) return fail(required ? w.requirement[required.code] : 'give a scenario or --measurements');
  const { outcomes, errors } = await readFiles(args.files, w);
  if (errors.length > 0) return fail(errors.join('\n'));
  const reading = combineReads(outcomes);
  const evaluate = (side: 'current' | 'before' | 'after'): DeployedEvaluation | undefined => {
    const resources = reading.sides[side];
    return resources ? evaluateDeployed(designsOf(resources), required.requirement, required.options) : undefined;
  };
  const sides = { current: evaluate('current'), before: evaluate('before'), after: evaluate('after') };
  const change = sides.before && sides.after ? compareSides(sides.before, sides.after) : null;
  const last = sides.after ?? sides.current!;
  const code = last.carries ? 0 : 3;
  const horizon = required.options.growth ? (required.options.growth.horizonMonths ?? scenarioFormat.DEFAULT_HORIZON_MONTHS) : undefined;
  if (args.format === 'json') {
    // Money in the price book's currency when a price file gave one (the fields keep their `USD` names, as the plan's do).
    const book = scenario?.pricing?.book;
    const out = {
      sources: reading.sources,
      requirement: required.requirement,
      ...(book ? { currency: book.currency, priceBookDate: book.date } : {}),
      ...sides,
      ...(change ? { change } : {}),
      carries: last.carries,
    };
    return { code, stdout: JSON.stringify(out, null, 2) + '\n', stderr: notes };
  }
  const { t, f } = textTools(args.lang, scenario?.pricing?.book?.currency ?? 'USD');
  const tools: ReportTools = { t, f, w };
  const text = args.format === 'markdown' ? reportMarkdown(tools, sides, change, horizon) : reportText(tools, reading, sides, change, horizon);
  return { code, stdout: text.endsWith('\n') ? text : text + '\n', stderr: notes };
}
