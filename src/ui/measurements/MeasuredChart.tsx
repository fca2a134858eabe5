/**
 * What was measured, over time (recharts): read, write and their sum in MB/s or IOPS, the
 * chosen statistic of the sum as a line, what the recommended design carries at its target
 * utilization as another (in the legend and the tooltip), and a brush under the chart to
 * choose the window (the panel derives the workload again as it moves; the From and To fields
 * move it too). The rows come thinned from the reader (analysis.ts): each stretch at its
 * highest, so a peak is never lost; the window still ends on the measured times.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brush, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { measurements as m } from '../../engine/index.ts';
import { REFERENCE_COLOR, seriesStyle } from '../charts/palette.ts';
import type { Metric, Row } from './analysis.ts';
import type { CarriedLine } from './carried.ts';
import { fill, minuteOf, useMeasurementWords } from './words.ts';

export { MAX_DRAWN, rowsOf } from './analysis.ts';

/** About this many time labels under the chart. */
const TICKS = 6;

/** The brush's ends for a window: the first row from its start, the last row to its end. */
export function brushIndexes(rows: readonly Row[], window: { fromMs: number; toMs: number } | null): { startIndex: number; endIndex: number } {
  const last = Math.max(0, rows.length - 1);
  if (!window || rows.length === 0) return { startIndex: 0, endIndex: last };
  let startIndex = rows.findIndex((r) => r.to >= window.fromMs);
  if (startIndex < 0) startIndex = last;
  let endIndex = last;
  while (endIndex > startIndex && rows[endIndex]!.t > window.toMs) endIndex--;
  return { startIndex, endIndex };
}

export function MeasuredChart({
  rows: byMetric,
  derived,
  carried,
  window,
  onWindow,
}: {
  readonly rows: Readonly<Record<Metric, readonly Row[]>>;
  readonly derived: m.DerivedWorkload;
  readonly carried: CarriedLine | null;
  /** The window chosen (the brush's ends follow it: a window typed in moves them); null: all. */
  readonly window: { fromMs: number; toMs: number } | null;
  readonly onWindow: (w: { fromMs: number; toMs: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  const words = useMeasurementWords();
  const w = words.panel;
  const [metric, setMetric] = useState<Metric>(byMetric.mbps.length > 0 ? 'mbps' : 'iops');
  const f = derived.fields;
  const stat = metric === 'mbps' ? (f.readMBps ?? 0) + (f.writeMBps ?? 0) : (f.readIops ?? 0) + (f.writeIops ?? 0);
  const carriedValue = carried ? Math.round((metric === 'mbps' ? carried.mbps : carried.iops) * 100) / 100 : null;
  const rows = byMetric[metric];
  // A line at one value, drawn from a function: the chart's data (and so the brush) stay as they are.
  const carriedKey = useMemo(() => () => carriedValue, [carriedValue]);
  // The statistic the same way (a reference line costs the chart far more to place than a line).
  const statKey = useMemo(() => () => stat, [stat]);
  if (rows.length === 0) return null;
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const tickInterval = Math.max(0, Math.ceil(rows.length / TICKS) - 1);
  const brushKey = `${metric}-${rows.length}-${rows[0]!.t}`;
  const { startIndex, endIndex } = brushIndexes(rows, window);
  const carriedName = carried ? fill(w.carriedLine, { service: t(`results.service.${carried.service}`), target: carried.targetPercent }) : '';
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
          {/* Horizontal lines only: vertical ones would be placed by measuring every time label. */}
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* A fixed tick interval: left to choose, recharts would measure every label of up to MAX_DRAWN. */}
          <XAxis dataKey="t" type="category" tickFormatter={(t: number) => minuteOf(t).slice(5)} stroke="currentColor" interval={tickInterval} />
          <YAxis stroke="currentColor" width={56} domain={[0, (max: number) => Math.max(max, carriedValue ?? 0, stat)]} />
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
          {carriedValue !== null && (
            <Line
              type="linear"
              dataKey={carriedKey}
              name={carriedName}
              stroke={seriesStyle(3).color}
              strokeDasharray="8 4"
              strokeWidth={2}
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
          )}
          <Line
            type="linear"
            dataKey={statKey}
            name={fill(w.statLine, { statistic: words.statistic[derived.statistic], value: number(stat) })}
            stroke={REFERENCE_COLOR}
            strokeWidth={2}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
          <Brush
            key={brushKey}
            dataKey="t"
            height={24}
            startIndex={startIndex}
            endIndex={endIndex}
            tickFormatter={(t: number) => minuteOf(t).slice(5)}
            onChange={(r) => {
              const from = rows[r.startIndex ?? 0];
              const to = rows[r.endIndex ?? rows.length - 1];
              if (from && to) onWindow({ fromMs: from.t, toMs: to.to });
            }}
          />
        </LineChart>
      </div>
      {carried && carriedValue !== null ? (
        <p className="field-hint" data-testid="carried-line" data-value={carriedValue}>
          {fill(w.carriedNote, {
            service: t(`results.service.${carried.service}`),
            value: number(carriedValue),
            unit: w.metric[metric],
            target: carried.targetPercent,
            limit: t(`results.limit.${carried.binding}`),
          })}
        </p>
      ) : (
        <p className="field-hint" data-testid="carried-line">
          {w.carriedNone}
        </p>
      )}
      <p className="field-hint">{w.chartHint}</p>
    </figure>
  );
}
