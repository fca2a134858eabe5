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

/** Reads one OCI metric-data file. Never throws. */
export function readOci(file: string, json: unknown, options: OciOptions = {}): ReadResult {
  const problems: MeasurementProblem[] = [];
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  const top = ociFileSchema.safeParse(json);
  if (!top.success)
    return { file, format: null, series, problems: [problem('unknownFormat', 'error', file, '$', { expected: 'ociMetricData' })], pointsRead, pointsSkipped };
  const items = Array.isArray(top.data) ? top.data : top.data.data;
  const base = Array.isArray(top.data) ? '$' : '$.data';
  items.forEach((raw, i) => {
    const at = `${base}[${i}]`;
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      problems.push(
        problem('schemaMismatch', 'error', file, `${at}${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`, {
          expected: issue.code === 'invalid_type' ? String((issue as { expected?: unknown }).expected) : issue.code,
        }),
      );
      return;
    }
    const item = parsed.data;
    const key = item['aggregated-datapoints'] !== undefined ? 'aggregated-datapoints' : 'aggregatedDatapoints';
    const rawPoints = item[key] ?? [];
    const def = findOciMetric(item.namespace, item.name);
    if (!def) {
      problems.push(problem('unknownMetric', 'warning', file, `${at}.name`, { metric: item.name, namespace: item.namespace, skipped: rawPoints.length }));
      pointsSkipped += rawPoints.length;
      return;
    }
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
        problems.push(problem('schemaMismatch', 'warning', file, `${at}.${key}[${j}]`, { expected: '{timestamp: string, value: number}' }));
        pointsSkipped++;
        return;
      }
      points.push({ t: Date.parse(ok.timestamp), v: ok.value, at: j });
    });
    const stream = dim(item.dimensions, 'resourceId') ?? dim(item.dimensions, 'resourceDisplayName') ?? '';
    const cleaned = cleanPoints(points, file, stream, (j) => `${at}.${key}[${String(j)}]`);
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    const stated = resolutionSeconds(item.resolution);
    const spacing = medianStepMs(cleaned.timesMs) / 1000;
    if (stated !== null && spacing > 0 && stated !== spacing)
      problems.push(problem('resolutionDiffers', 'info', file, `${at}.resolution`, { stream, statedSeconds: stated, dataSeconds: spacing }));
    // The query's interval is not in the file: the docs ask for one equal to the resolution.
    const interval = options.intervalSeconds ?? stated ?? spacing;
    const decision = decide(def, metadataUnit(item.metadata), cleaned.values, interval, options);
    if ('undecidable' in decision) {
      problems.push(
        problem('unitUndecidable', 'warning', file, `${at}.metadata`, { metric: item.name, expected: decision.undecidable, skipped: cleaned.values.length }),
      );
      pointsSkipped += cleaned.values.length;
      return;
    }
    let { timesMs, values } = cleaned;
    if (decision.counter) {
      const d = differenceCounter(timesMs, values, file, stream);
      problems.push(...d.problems);
      pointsSkipped += d.skipped;
      timesMs = d.timesMs;
      values = d.values;
    } else if (decision.reading.code === 'perIntervalDivided') {
      const s = decision.reading.intervalSeconds!;
      values = values.map((v) => v / s);
    }
    if (values.length === 0) return;
    const bucket = def.quantity === 'readOpsBySize' || def.quantity === 'writeOpsBySize' ? dim(item.dimensions, 'size') : undefined;
    const bucketKiB = bucket === undefined ? null : sizeBucketKiB(bucket);
    if (bucket !== undefined && bucketKiB === null) {
      problems.push(problem('unknownSizeBucket', 'warning', file, `${at}.dimensions.size`, { size: bucket, skipped: values.length }));
      pointsSkipped += values.length;
      return;
    }
    const operation = def.quantity === 'metadataOpsPerSecond' ? dim(item.dimensions, 'operation')?.toLowerCase() : undefined;
    if (operation !== undefined && !(metadataOps as readonly string[]).includes(operation)) {
      problems.push(problem('unknownOperation', 'warning', file, `${at}.dimensions.operation`, { operation, skipped: values.length }));
      pointsSkipped += values.length;
      return;
    }
    pointsRead += values.length;
    series.push({
      file,
      format: 'oci',
      metric: item.name,
      quantity: def.quantity,
      stream,
      ...(bucketKiB !== null ? { bucketKiB } : {}),
      ...(operation !== undefined ? { operation } : {}),
      timesMs,
      values,
      resolutionSeconds: interval > 0 ? interval : null,
      reading: decision.reading,
    });
  });
  if (series.length > 0) return { file, format: 'oci', series, problems, pointsRead, pointsSkipped };
  // Nothing usable: what left each stream out is why the file cannot be used.
  const why = problems.map((p) => (p.severity === 'warning' ? { ...p, severity: 'error' as const } : p));
  if (!why.some((p) => p.severity === 'error')) why.push(problem('noData', 'error', file, base, {}));
  return { file, format: 'oci', series, problems: why, pointsRead, pointsSkipped };
}
