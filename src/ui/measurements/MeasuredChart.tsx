/**
 * What was measured, over time (recharts): read, write and their sum in MB/s or IOPS, the
 * chosen statistic of the sum as a line, and a brush under the chart to choose the window
 * (the panel derives the workload again as it moves). More points than a chart can draw are
 * drawn as each stretch's highest, so a peak is never lost; the window still ends on the
 * measured times.
 */
import { useMemo, useState } from 'react';
import { Brush, CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { measurements as m } from '../../engine/index.ts';
import { REFERENCE_COLOR, seriesStyle } from '../charts/palette.ts';
import { fill, minuteOf, useMeasurementWords } from './words.ts';

/** At most this many points are drawn. */
export const MAX_DRAWN = 1200;

type Metric = 'mbps' | 'iops';

interface Row {
  readonly t: number;
  /** The last measured time the row stands for (a stretch of samples when thinned). */
  readonly to: number;
  readonly read?: number;
  readonly write?: number;
  readonly total?: number;
}

const QUANTITY: Readonly<Record<Metric, readonly [m.Quantity, m.Quantity, number]>> = {
  mbps: ['readBytesPerSecond', 'writeBytesPerSecond', 1e6],
  iops: ['readOpsPerSecond', 'writeOpsPerSecond', 1],
};

/** Rows by time for one metric, thinned to MAX_DRAWN by each stretch's highest. */
export function rowsOf(combined: readonly m.Combined[], metric: Metric): Row[] {
  const [rq, wq, scale] = QUANTITY[metric];
  const byTime = new Map<number, { read?: number; write?: number }>();
  for (const c of combined) {
    const side = c.quantity === rq ? 'read' : c.quantity === wq ? 'write' : null;
    if (!side) continue;
    c.timesMs.forEach((t, i) => byTime.set(t, { ...byTime.get(t), [side]: c.values[i]! / scale }));
  }
  const all = [...byTime].sort((a, b) => a[0] - b[0]).map(([t, v]) => ({ t, to: t, ...v, total: (v.read ?? 0) + (v.write ?? 0) }));
  if (all.length <= MAX_DRAWN) return all;
  const step = Math.ceil(all.length / MAX_DRAWN);
  const out: Row[] = [];
  for (let i = 0; i < all.length; i += step) {
    const part = all.slice(i, i + step);
    const top = part.reduce((a, b) => (b.total > a.total ? b : a));
    out.push({ ...top, t: part[0]!.t, to: part[part.length - 1]!.t });
  }
  return out;
}

export function MeasuredChart({
  series,
  choice,
  derived,
  onWindow,
}: {
  readonly series: readonly m.Series[];
  readonly choice: m.StreamChoice;
  readonly derived: m.DerivedWorkload;
  readonly onWindow: (w: { fromMs: number; toMs: number }) => void;
}) {
  const words = useMeasurementWords();
  const w = words.panel;
  const combined = useMemo(() => m.combineSeries(series, choice).combined, [series, choice]);
  const hasBytes = combined.some((c) => c.quantity === 'readBytesPerSecond' || c.quantity === 'writeBytesPerSecond');
  const [metric, setMetric] = useState<Metric>(hasBytes ? 'mbps' : 'iops');
  const rows = useMemo(() => rowsOf(combined, metric), [combined, metric]);
  const f = derived.fields;
  const stat = metric === 'mbps' ? (f.readMBps ?? 0) + (f.writeMBps ?? 0) : (f.readIops ?? 0) + (f.writeIops ?? 0);
  if (rows.length === 0) return null;
  const brushKey = `${metric}-${rows.length}-${rows[0]!.t}`;
  return (
    <figure className="measurements-chart">
      <figcaption>
        {w.chartTitle} ({w.metric[metric]}){' '}
        <label>
          {w.metricLabel}{' '}
          <select value={metric} onChange={(e) => setMetric(e.target.value as Metric)} aria-label={w.metricLabel}>
            <option value="mbps">{w.metric.mbps}</option>
            <option value="iops">{w.metric.iops}</option>
          </select>
        </label>
      </figcaption>
      <div style={{ width: '100%', height: 260 }}>
        <LineChart data={rows} width="100%" height={260} responsive margin={{ top: 16, right: 16, bottom: 0, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="t" type="category" tickFormatter={(t: number) => minuteOf(t).slice(5)} stroke="currentColor" minTickGap={40} />
          <YAxis stroke="currentColor" width={56} />
          <Tooltip labelFormatter={(t) => minuteOf(Number(t))} />
          <Legend />
          {(['read', 'write', 'total'] as const).map((key, index) => (
            <Line
              key={key}
              type="linear"
              dataKey={key}
              name={w.series[key]}
              stroke={seriesStyle(index).color}
              strokeDasharray={seriesStyle(index).dash}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          <ReferenceLine
            y={stat}
            stroke={REFERENCE_COLOR}
            strokeWidth={2}
            label={{
              value: fill(w.statLine, { statistic: words.statistic[derived.statistic], value: stat.toLocaleString('en-US', { maximumFractionDigits: 2 }) }),
              position: 'insideTopLeft',
            }}
          />
          <Brush
            key={brushKey}
            dataKey="t"
            height={24}
            tickFormatter={(t: number) => minuteOf(t).slice(5)}
            onChange={(r) => {
              const from = rows[r.startIndex ?? 0];
              const to = rows[r.endIndex ?? rows.length - 1];
              if (from && to) onWindow({ fromMs: from.t, toMs: to.to });
            }}
          />
        </LineChart>
      </div>
      <p className="field-hint">{w.chartHint}</p>
    </figure>
  );
}
