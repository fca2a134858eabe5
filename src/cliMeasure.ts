/**
 * The measurements half of the command line (issue 24; docs/measurements.md):
 * `plan -- --measurements FILE… [--statistic p95|p99|peak|mean] [--from ISO --to ISO]
 * [--service S] [--stream ID] [--basis coincident|separate] [--io-size-kib N] [--capacity-gb N]
 * [--oci-statistic sum|mean|max|rate] [--oci-unit per-interval|per-second] [--interval S]
 * [--scenario-only] [--text] [--lang ja]` reads the files, derives the workload, and prints the
 * scenario and its plan. A file that cannot be used exits 2, naming the file, the line or the
 * JSON path, and what was expected.
 */
import { statSync } from 'node:fs';
import { readLimitedPieces } from './cliRead.ts';
import { planSummaryText } from './cliText.ts';
import { measurements as m, planScenario } from './engine/index.ts';
import { fillTemplate } from './engine/fio/index.ts';
import { issueText } from './store/issueText.ts';
import en from './ui/i18n/en/measurements.ts';
import ja from './ui/i18n/ja/measurements.ts';

type Words = typeof en;
export interface CliOutput {
  code: number;
  stdout: string;
  stderr: string;
}

interface Args {
  files: string[];
  statistic?: m.Statistic;
  fromMs?: number;
  toMs?: number;
  service: m.MeasuredService;
  stream?: string;
  basis?: m.DemandBasis;
  base: Record<string, number>;
  oci: m.OciOptions;
  intervalSeconds?: number;
  scenarioOnly: boolean;
  text: boolean;
  lang: 'en' | 'ja';
}

const fail = (message: string): CliOutput => ({ code: 2, stdout: '', stderr: message + '\n' });

/** A file's size in bytes, when it is a file (not standard input or a device). */
function sizeOf(path: string): number | undefined {
  try {
    const s = statSync(path);
    return path !== '-' && s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}

function parseArgs(argv: readonly string[]): Args | { error: string } {
  const a: Args = { files: [], service: 'file-storage', base: {}, oci: {}, scenarioOnly: false, text: false, lang: 'en' };
  const oci: { statistic?: m.OciStatistic; undocumentedUnit?: m.OciUnitChoice } = {};
  let capacityGB: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const opt = argv[i]!;
    const next = argv[i + 1];
    const value = () => (next === undefined || next.startsWith('--') ? undefined : argv[++i]);
    if (opt === '--measurements') {
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) a.files.push(argv[++i]!);
    } else if (opt === '--scenario-only') a.scenarioOnly = true;
    else if (opt === '--text') a.text = true;
    else {
      const v = value();
      if (v === undefined) return { error: `unknown or incomplete option: ${opt}` };
      const time = Date.parse(v);
      const num = Number(v);
      if (opt === '--statistic' && (m.statistics as readonly string[]).includes(v)) a.statistic = v as m.Statistic;
      else if (opt === '--from' && Number.isFinite(time)) a.fromMs = time;
      else if (opt === '--to' && Number.isFinite(time)) a.toMs = time;
      else if (opt === '--service' && (m.measuredServices as readonly string[]).includes(v)) a.service = v as m.MeasuredService;
      else if (opt === '--stream') a.stream = v;
      else if (opt === '--basis' && (v === 'coincident' || v === 'separate')) a.basis = v;
      else if (opt === '--io-size-kib' && num > 0) a.base.ioSizeKiB = num;
      else if (opt === '--capacity-gb' && num >= 0) capacityGB = num;
      else if (opt === '--oci-statistic' && ['sum', 'mean', 'max', 'min', 'rate', 'count'].includes(v)) oci.statistic = v as m.OciStatistic;
      else if (opt === '--oci-unit' && (v === 'per-interval' || v === 'per-second')) oci.undocumentedUnit = v === 'per-second' ? 'perSecond' : 'perInterval';
      else if (opt === '--interval' && m.intervalSecondsSchema.safeParse(num).success) a.intervalSeconds = num;
      else if (opt === '--lang' && (v === 'en' || v === 'ja')) a.lang = v;
      else return { error: `not a valid value for ${opt}: ${v}` };
    }
  }
  a.oci = oci;
  // Dense I/O asks for the usable capacity; the others for the capacity. Known once --service is read, wherever it stands.
  if (capacityGB !== undefined) a.base[a.service === 'dense-io' ? 'usableCapacityGB' : 'capacityGB'] = capacityGB;
  if (a.files.length === 0)
    return {
      error:
        'usage: npm run --silent plan -- --measurements FILE… [--statistic p95|p99|peak|mean] [--from ISO --to ISO] [--service file-storage|block-volume|dense-io|lustre|compare] [--scenario-only] [--text]',
    };
  return a;
}

/** One problem in words, with the file and the line or JSON path. */
export function problemLine(words: Words, p: m.MeasurementProblem): string {
  const message = fillTemplate(words.problem[p.code], p.params) + (words.cli.intervalHint[p.code] ?? '');
  if (p.line !== undefined) return fillTemplate(words.cli.whereLine, { file: p.file, line: p.line, message });
  if (p.path !== undefined) return fillTemplate(words.cli.wherePath, { file: p.file, path: p.path, message });
  return fillTemplate(words.cli.where, { file: p.file, message });
}

function derivedText(words: Words, w: m.DerivedWorkload): string {
  const lines = [
    fillTemplate(words.cli.derived, {
      statistic: words.statistic[w.statistic],
      basis: words.basis[w.basis],
      from: new Date(w.fromMs).toISOString(),
      to: new Date(w.toMs).toISOString(),
    }),
  ];
  for (const [field, value] of Object.entries(w.fields)) {
    const p = w.provenance[field as m.DerivedField];
    lines.push(fillTemplate(words.cli.field, { field, value, metrics: p?.metrics ?? [], files: p?.files ?? [] }));
  }
  const alt = Object.entries(w.alternative.demand).map(([k, v]) => `${k} ${v}`);
  if (alt.length > 0) lines.push(fillTemplate(words.cli.alternative, { basis: words.basis[w.alternative.basis], demand: alt.join(', ') }));
  return lines.join('\n') + '\n';
}

/** Runs the measurements command. */
export function runMeasurements(argv: readonly string[]): CliOutput {
  const args = parseArgs(argv);
  if ('error' in args) return fail(args.error);
  const words = args.lang === 'ja' ? ja : en;
  const series: m.Series[] = [];
  const notes: string[] = [];
  const errors: string[] = [];
  for (const file of args.files) {
    // Read as it comes off the disk: a million-row CSV is never held whole (measurementReader).
    const reader = m.measurementReader(file, { ...args.oci, ...(args.intervalSeconds ? { intervalSeconds: args.intervalSeconds } : {}) }, sizeOf(file));
    const error = readLimitedPieces(file, m.MAX_MEASUREMENT_BYTES, 'the measurement file', (bytes) => reader.push(bytes));
    if (error) return fail(error.error);
    const r = reader.end();
    series.push(...r.series);
    for (const p of r.problems) (p.severity === 'error' ? errors : notes).push(problemLine(words, p));
  }
  if (errors.length > 0) return fail(errors.join('\n'));
  const streams: m.StreamChoice = args.stream === undefined ? 'sum' : { stream: args.stream };
  const w = m.deriveWorkload(series, {
    ...(args.statistic ? { statistic: args.statistic } : {}),
    ...(args.fromMs !== undefined ? { fromMs: args.fromMs } : {}),
    ...(args.toMs !== undefined ? { toMs: args.toMs } : {}),
    ...(args.basis ? { basis: args.basis } : {}),
    streams,
  });
  notes.push(...w.problems.map((p) => problemLine(words, p)));
  const built = m.scenarioFromWorkload(w, args.service, args.base);
  if (!built.ok) {
    if (built.missing.length > 0) return fail([...notes, fillTemplate(words.cli.missing, { fields: built.missing })].join('\n'));
    return fail(['invalid scenario from the measurements:', ...built.issues.map(issueText)].join('\n'));
  }
  const stderr = notes.length > 0 ? notes.join('\n') + '\n' : '';
  if (args.scenarioOnly) return { code: 0, stdout: JSON.stringify(built.scenario, null, 2) + '\n', stderr };
  const outcome = planScenario(built.scenario);
  if (!outcome.ok) return fail(['invalid scenario from the measurements:', ...outcome.issues.map(issueText)].join('\n'));
  const today = m.todayAgainstLoad(series, w.statistic, w.fromMs, w.toMs, streams);
  const trends = m.fitTrends(series, streams);
  if (args.text) {
    const extra = [
      ...today.findings.map((f) => fillTemplate(words.finding.throttled, f.params)),
      ...today.uses.map((u) =>
        fillTemplate(words.finding.todayUse, { ...u, statistic: words.statistic[w.statistic], utilizationPercent: Math.round(u.utilizationPercent) }),
      ),
      ...trends.map((t) =>
        fillTemplate(words.finding.trend, {
          ...t,
          growthPercentPerYear: Math.round(t.growthPercentPerYear * 10) / 10,
          spreadPercent: Math.round(t.spreadPercent * 10) / 10,
        }),
      ),
    ];
    return { code: 0, stdout: derivedText(words, w) + (extra.length ? extra.join('\n') + '\n' : '') + planSummaryText(outcome.result, args.lang), stderr };
  }
  const measured = {
    statistic: w.statistic,
    basis: w.basis,
    fromMs: w.fromMs,
    toMs: w.toMs,
    fields: w.fields,
    metadataOpsPerSecond: w.metadataOpsPerSecond,
    provenance: w.provenance,
    alternative: w.alternative,
    today,
    trends,
  };
  return { code: 0, stdout: JSON.stringify({ scenario: built.scenario, measurements: measured, plan: outcome.result }, null, 2) + '\n', stderr };
}
