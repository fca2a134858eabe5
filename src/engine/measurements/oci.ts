/**
 * OCI Monitoring metric data, as `oci monitoring metric-data summarize-metrics-data` prints it
 * (`{"data":[{…,"aggregated-datapoints":[…]}]}`) and as the API and SDKs return it (camelCase
 * `aggregatedDatapoints`, the list bare or under `data`). One file holds one or many streams
 * (they differ by their dimensions: `resourceId`, and `size` or `operation` for File Storage).
 *
 * Each stream's unit is decided from the metric (its documented kind, `catalog/ociMetrics.ts`),
 * the query's statistic (`rate` is per second already), the `metadata.unit` the file states,
 * and the data (a running total rises at nearly every step); the reading taken is reported.
 */
import * as z from 'zod/mini';
import { metadataOps } from '../scenario/metadataOps.ts';
import { findOciMetric, type OciMetricDefinition } from '../../catalog/ociMetrics.ts';
import { cleanPoints, differenceCounter, looksCumulative, medianStepMs, problem, type RawPoint } from './clean.ts';
import type { MeasurementProblem, ReadResult, Reading, Series } from './types.ts';

/** The statistic of the query that made the file (`…[1m].sum()`); the file itself does not say. */
export type OciStatistic = 'sum' | 'mean' | 'max' | 'min' | 'rate' | 'count';
/** What the user says a metric of undocumented unit is, when the file does not say. */
export type OciUnitChoice = 'perInterval' | 'perSecond';

export interface OciOptions {
  readonly statistic?: OciStatistic;
  /** The query's interval (`[5m]` is 300), seconds, where it differs from the resolution. */
  readonly intervalSeconds?: number;
  readonly undocumentedUnit?: OciUnitChoice;
}

const pointSchema = z.object({ timestamp: z.string(), value: z.number() });
const stringRecord = z.record(z.string(), z.unknown());
const itemSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  dimensions: z.optional(z.nullable(stringRecord)),
  metadata: z.optional(z.nullable(stringRecord)),
  resolution: z.optional(z.nullable(z.string())),
  'aggregated-datapoints': z.optional(z.array(z.unknown())),
  aggregatedDatapoints: z.optional(z.array(z.unknown())),
});
/** The envelope: `{data:[…]}` (CLI) or a bare list (SDK). */
export const ociFileSchema = z.union([z.object({ data: z.array(z.unknown()) }), z.array(z.unknown())]);

/** A resolution such as `1m`, `5m`, `1h`, `1d` in seconds; null when it is none of those. */
export function resolutionSeconds(text: string | null | undefined): number | null {
  const m = /^(\d+)([smhd])$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[m[2] as 's' | 'm' | 'h' | 'd'];
}

/** A `size` dimension value (`4K`, `64KB`, `1M`, `8192`) in KiB; null when it cannot be read. */
export function sizeBucketKiB(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib)?\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'b').toLowerCase();
  const kib = unit.startsWith('m') ? n * 1024 : unit.startsWith('k') ? n : n / 1024;
  return kib > 0 ? kib : null;
}

const dim = (d: Record<string, unknown> | null | undefined, key: string): string | undefined => {
  if (!d) return undefined;
  const found = Object.keys(d).find((k) => k.toLowerCase() === key.toLowerCase());
  const v = found === undefined ? undefined : d[found];
  return typeof v === 'string' ? v : undefined;
};

/** What the file's `metadata.unit` says: per second, a plain count, or nothing usable. */
function metadataUnit(meta: Record<string, unknown> | null | undefined): 'perSecond' | 'perInterval' | null {
  const unit = dim(meta, 'unit');
  if (!unit) return null;
  if (/(\/\s*s(ec(ond)?)?\b)|per\s*sec/i.test(unit)) return 'perSecond';
  if (/^(bytes?|count|operations?|ops|reads?|writes?|io(s|ps)?)$/i.test(unit.trim())) return 'perInterval';
  return null;
}

type Decision = { reading: Reading; counter: boolean } | { undecidable: string };

function decide(
  def: OciMetricDefinition,
  meta: 'perSecond' | 'perInterval' | null,
  values: ArrayLike<number>,
  intervalSeconds: number,
  o: OciOptions,
): Decision {
  if (def.kind === 'level') return { reading: { code: 'levelAsGiven' }, counter: false };
  if (o.statistic === 'rate' || meta === 'perSecond') return { reading: { code: 'perSecondAsGiven' }, counter: false };
  if (def.kind === 'perIntervalOrCounter' && looksCumulative(values)) return { reading: { code: 'counterDifferenced' }, counter: true };
  if (def.kind === 'notConfirmed' && meta === null) {
    if (o.undocumentedUnit === 'perSecond') return { reading: { code: 'perSecondAsGiven' }, counter: false };
    if (o.undocumentedUnit !== 'perInterval') return { undecidable: 'metadata.unit' };
  }
  // A mean or maximum of per-interval points is per raw point: one minute where the page says so.
  const statistic = o.statistic ?? 'sum';
  if (statistic !== 'sum' && statistic !== 'count') {
    if (def.namespace !== 'oci_filestorage' && intervalSeconds !== 60) return { undecidable: 'statistic' };
    return { reading: { code: 'perIntervalDivided', intervalSeconds: 60 }, counter: false };
  }
  return intervalSeconds > 0 ? { reading: { code: 'perIntervalDivided', intervalSeconds }, counter: false } : { undecidable: 'resolution' };
}

/** What a file's items add up to: their series, problems, and points read and skipped. */
interface Tally {
  readonly file: string;
  readonly problems: MeasurementProblem[];
  readonly series: Series[];
  pointsRead: number;
  pointsSkipped: number;
}

type Item = z.infer<typeof itemSchema>;

/** An item of the file by the schema; else null, its first mismatch a problem. */
function parseItem(raw: unknown, at: string, t: Tally): Item | null {
  const parsed = itemSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  t.problems.push(
    problem('schemaMismatch', 'error', t.file, `${at}${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`, {
      expected: issue.code === 'invalid_type' ? String((issue as { expected?: unknown }).expected) : issue.code,
    }),
  );
  return null;
}

/** An item's points as read (`where`: the points' path); one the schema refuses is skipped with a warning. */
function pointsOf(rawPoints: readonly unknown[], where: string, t: Tally): RawPoint[] {
  const points: RawPoint[] = [];
  rawPoints.forEach((p, j) => {
    // The schema's own check, with a quick look first: 100,000 points read in a frame or two.
    const quick =
      typeof p === 'object' &&
      p !== null &&
      typeof (p as { timestamp?: unknown }).timestamp === 'string' &&
      typeof (p as { value?: unknown }).value === 'number';
    const ok = quick ? (p as z.infer<typeof pointSchema>) : pointSchema.safeParse(p).data;
    if (ok === undefined) {
      t.problems.push(problem('schemaMismatch', 'warning', t.file, `${where}[${j}]`, { expected: '{timestamp: string, value: number}' }));
      t.pointsSkipped++;
      return;
    }
    points.push({ t: Date.parse(ok.timestamp), v: ok.value, at: j });
  });
  return points;
}

/** A stream's per-second figures: cleaned, its unit decided (`decide`), a counter differenced or a per-interval figure divided; null when the unit cannot be decided. */
function perSecondOf(
  item: Item,
  def: OciMetricDefinition,
  points: readonly RawPoint[],
  stream: string,
  where: { at: string; key: string },
  options: OciOptions,
  t: Tally,
): { timesMs: Float64Array; values: Float64Array; interval: number; reading: Reading } | null {
  const { file } = t;
  const { at, key } = where;
  const cleaned = cleanPoints(points, file, stream, (j) => `${at}.${key}[${String(j)}]`);
  t.problems.push(...cleaned.problems);
  t.pointsSkipped += cleaned.skipped;
  const stated = resolutionSeconds(item.resolution);
  const spacing = medianStepMs(cleaned.timesMs) / 1000;
  if (stated !== null && spacing > 0 && stated !== spacing)
    t.problems.push(problem('resolutionDiffers', 'info', file, `${at}.resolution`, { stream, statedSeconds: stated, dataSeconds: spacing }));
  // The query's interval is not in the file: the docs ask for one equal to the resolution.
  const interval = options.intervalSeconds ?? stated ?? spacing;
  const decision = decide(def, metadataUnit(item.metadata), cleaned.values, interval, options);
  if ('undecidable' in decision) {
    t.problems.push(
      problem('unitUndecidable', 'warning', file, `${at}.metadata`, { metric: item.name, expected: decision.undecidable, skipped: cleaned.values.length }),
    );
    t.pointsSkipped += cleaned.values.length;
    return null;
  }
  let { timesMs, values } = cleaned;
  if (decision.counter) {
    const d = differenceCounter(timesMs, values, file, stream);
    t.problems.push(...d.problems);
    t.pointsSkipped += d.skipped;
    timesMs = d.timesMs;
    values = d.values;
  } else if (decision.reading.code === 'perIntervalDivided') {
    const s = decision.reading.intervalSeconds!;
    values = values.map((v) => v / s);
  }
  return { timesMs, values, interval, reading: decision.reading };
}

/** A stream's File Storage dimensions: its size bucket (KiB) and metadata operation; null when one cannot be read (its points skipped). */
function dimensionsOf(
  item: Item,
  def: OciMetricDefinition,
  at: string,
  count: number,
  t: Tally,
): { bucketKiB: number | null; operation: string | undefined } | null {
  const bucket = def.quantity === 'readOpsBySize' || def.quantity === 'writeOpsBySize' ? dim(item.dimensions, 'size') : undefined;
  const bucketKiB = bucket === undefined ? null : sizeBucketKiB(bucket);
  if (bucket !== undefined && bucketKiB === null) {
    t.problems.push(problem('unknownSizeBucket', 'warning', t.file, `${at}.dimensions.size`, { size: bucket, skipped: count }));
    t.pointsSkipped += count;
    return null;
  }
  const operation = def.quantity === 'metadataOpsPerSecond' ? dim(item.dimensions, 'operation')?.toLowerCase() : undefined;
  if (operation !== undefined && !(metadataOps as readonly string[]).includes(operation)) {
    t.problems.push(problem('unknownOperation', 'warning', t.file, `${at}.dimensions.operation`, { operation, skipped: count }));
    t.pointsSkipped += count;
    return null;
  }
  return { bucketKiB, operation };
}

/** One item of the file (at `at`): its series, or the problems that left it out. */
function readItem(raw: unknown, at: string, options: OciOptions, t: Tally): void {
  const item = parseItem(raw, at, t);
  if (!item) return;
  const key = item['aggregated-datapoints'] !== undefined ? 'aggregated-datapoints' : 'aggregatedDatapoints';
  const rawPoints = item[key] ?? [];
  const def = findOciMetric(item.namespace, item.name);
  if (!def) {
    t.problems.push(problem('unknownMetric', 'warning', t.file, `${at}.name`, { metric: item.name, namespace: item.namespace, skipped: rawPoints.length }));
    t.pointsSkipped += rawPoints.length;
    return;
  }
  const points = pointsOf(rawPoints, `${at}.${key}`, t);
  const stream = dim(item.dimensions, 'resourceId') ?? dim(item.dimensions, 'resourceDisplayName') ?? '';
  const read = perSecondOf(item, def, points, stream, { at, key }, options, t);
  if (!read || read.values.length === 0) return;
  const { timesMs, values, interval } = read;
  const dims = dimensionsOf(item, def, at, values.length, t);
  if (!dims) return;
  const { bucketKiB, operation } = dims;
  t.pointsRead += values.length;
  t.series.push({
    file: t.file,
    format: 'oci',
    metric: item.name,
    quantity: def.quantity,
    stream,
    ...(bucketKiB !== null ? { bucketKiB } : {}),
    ...(operation !== undefined ? { operation } : {}),
    timesMs,
    values,
    resolutionSeconds: interval > 0 ? interval : null,
    reading: read.reading,
  });
}

/** Reads one OCI metric-data file. Never throws. */
export function readOci(file: string, json: unknown, options: OciOptions = {}): ReadResult {
  const t: Tally = { file, problems: [], series: [], pointsRead: 0, pointsSkipped: 0 };
  const { problems, series } = t;
  const top = ociFileSchema.safeParse(json);
  if (!top.success)
    return {
      file,
      format: null,
      series,
      problems: [problem('unknownFormat', 'error', file, '$', { expected: 'ociMetricData' })],
      pointsRead: 0,
      pointsSkipped: 0,
    };
  const items = Array.isArray(top.data) ? top.data : top.data.data;
  const base = Array.isArray(top.data) ? '$' : '$.data';
  items.forEach((raw, i) => readItem(raw, `${base}[${i}]`, options, t));
  const { pointsRead, pointsSkipped } = t;
  if (series.length > 0) return { file, format: 'oci', series, problems, pointsRead, pointsSkipped };
  // Nothing usable: what left each stream out is why the file cannot be used.
  const why = problems.map((p) => (p.severity === 'warning' ? { ...p, severity: 'error' as const } : p));
  if (!why.some((p) => p.severity === 'error')) why.push(problem('noData', 'error', file, base, {}));
  return { file, format: 'oci', series, problems: why, pointsRead, pointsSkipped };
}
