/**
 * The latency chart as data (`LatencyChart.tsx` draws it): one serial stream's throughput by
 * round-trip latency for four transfer sizes, the operations the requirement needs in flight
 * (right axis), the services' stated latencies, the latency asked, and the blog's 32 kB points.
 * Log on both axes.
 */
import { curves, type LatencyCurve } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import { logDomain, logTicks, type ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from '../palette.ts';
import { ioSizeText } from '../units.ts';
import type { XYDrawing, XYReference } from '../xySpec.ts';

const CONCURRENCY_STYLE = seriesStyle(4);
const X_TICKS = [0.1, 0.2, 0.5, 1, 2, 5, 10];

/** The requirement's line, each service's stated latency (File Storage and Block Volume once when equal), and the latency asked. */
function latencyReferences(data: LatencyCurve, requiredText: string, t: Translate, f: ChartFormat): XYReference[] {
  const service = data.serviceLatencyMs;
  const sharedBound = service.fileStorage === service.blockVolume;
  const stated = (x: number, label: string, key: string): XYReference => ({ key, x, label, dash: '1 3', width: 1, opacity: 0.6 });
  return [
    ...(data.required.throughputMBps > 0
      ? [{ key: 'required', y: data.required.throughputMBps, dash: REQUIREMENT_DASH, width: 1.5, label: requiredText, position: 'insideTopRight' as const }]
      : []),
    stated(service.denseIo, t('charts.latency.nvme', { value: f.num(service.denseIo) }), 'nvme'),
    stated(service.fileStorage, t(sharedBound ? 'charts.latency.fssBv' : 'charts.latency.fss', { value: f.num(service.fileStorage) }), 'fss'),
    ...(sharedBound ? [] : [stated(service.blockVolume, t('charts.latency.bv', { value: f.num(service.blockVolume) }), 'bv')]),
    ...(data.required.maxLatencyMs !== null
      ? [
          {
            key: 'asked',
            x: data.required.maxLatencyMs,
            label: t('charts.latency.asked', { value: f.num(data.required.maxLatencyMs) }),
            dash: '6 3',
            width: 1.5,
            position: 'insideBottomLeft' as const,
          },
        ]
      : []),
  ];
}

/** The drawing: curve, words (`unit`: MB/s) and number format in, spec out. */
export function latencySpec(data: LatencyCurve, unit: string, t: Translate, f: ChartFormat): XYDrawing {
  const sizeName = (kib: number) => t('charts.latency.series', { size: ioSizeText(kib) });
  const hasOps = data.required.opsPerSecond > 0;
  const mbDomain = logDomain([
    ...data.rows.flatMap((r) => data.series.map((s) => r[s.key] as number)),
    data.required.throughputMBps,
    ...data.blogPoints.map((p) => p.mbps),
  ]);
  const concurrencyDomain = logDomain(hasOps ? data.rows.map((r) => r.concurrency as number) : [1, 10]);
  const requiredText = t('charts.common.required', { value: f.num(data.required.throughputMBps), unit });
  const legend: LegendItem[] = [
    ...data.series.map((s, i) => ({ label: sizeName(s.transferKiB), ...seriesStyle(i), toggles: s.key })),
    ...(hasOps
      ? [
          {
            label: t('charts.latency.concurrency', { ops: f.num(data.required.opsPerSecond) }),
            color: CONCURRENCY_STYLE.color,
            dash: CONCURRENCY_STYLE.dash,
            toggles: 'concurrency',
          },
        ]
      : []),
    ...(data.required.throughputMBps > 0 ? [{ label: requiredText, color: 'currentColor', dash: REQUIREMENT_DASH }] : []),
    { label: t('charts.latency.blog'), color: 'currentColor', marker: 'star' as const, pointOnly: true, hollow: true, toggles: 'blog' },
  ];
  const references = latencyReferences(data, requiredText, t, f);
  const spec: XYDrawing = {
    title: t('charts.latency.title'),
    legend,
    x: { kind: 'log', domain: [curves.LATENCY_MIN_MS, curves.LATENCY_MAX_MS], ticks: X_TICKS, text: f.num, title: t('charts.latency.xAxis') },
    y: { kind: 'log', domain: mbDomain, ticks: logTicks(mbDomain[0], mbDomain[1]), text: f.compact, title: t('charts.latency.yAxis') },
    ...(hasOps
      ? {
          right: {
            kind: 'log' as const,
            domain: concurrencyDomain,
            ticks: logTicks(concurrencyDomain[0], concurrencyDomain[1]),
            text: f.compact,
            title: t('charts.latency.y2Axis'),
          },
        }
      : {}),
    series: [
      ...data.series.map((s, i) => ({
        key: s.key,
        name: sizeName(s.transferKiB),
        style: seriesStyle(i),
        points: data.rows.map((r) =>
          (r[s.key] as number) > 0
            ? { x: r.latencyMs as number, y: r[s.key] as number, ...(r.blogMBps !== null && r.blogMBps !== undefined ? { marker: 'filled' as const } : {}) }
            : null,
        ),
      })),
      ...(hasOps
        ? [
            {
              key: 'concurrency',
              name: t('charts.latency.concurrency', { ops: f.num(data.required.opsPerSecond) }),
              style: CONCURRENCY_STYLE,
              right: true,
              width: 3,
              readout: (v: number) => t('charts.latency.inFlight', { value: f.num(v) }),
              points: data.rows.map((r) => (typeof r.concurrency === 'number' && r.concurrency > 0 ? { x: r.latencyMs as number, y: r.concurrency } : null)),
            },
          ]
        : []),
    ],
    references,
    marks: data.blogPoints.map((p) => {
      const label = t('charts.latency.blogPoint', { value: f.num(p.mbps), latency: f.num(p.latencyMs) });
      return {
        key: `${p.latencyMs}-${p.mbps}`,
        kind: 'blog',
        x: p.latencyMs,
        y: p.mbps,
        shape: 'star' as const,
        r: 8,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 1.75,
        title: label,
        caption: label,
      };
    }),
    readoutX: (x) => t('charts.latency.tooltipLatency', { value: f.num(x) }),
    readoutY: (y) => `${f.num(y)} ${unit}`,
  };
  return spec;
}

/** The data table's columns: the latency, each transfer size's MB/s, the operations in flight, the blog's figure. */
export function latencyColumns(t: Translate, data: LatencyCurve, unit: string): TableColumn[] {
  const sizeName = (kib: number) => t('charts.latency.series', { size: ioSizeText(kib) });
  return [
    { key: 'latencyMs', header: t('charts.latency.table.latency') },
    ...data.series.map((s) => ({ key: s.key, header: `${sizeName(s.transferKiB)} (${unit})` })),
    { key: 'concurrency', header: t('charts.latency.table.concurrency') },
    { key: 'blogMBps', header: t('charts.latency.table.blog') },
  ];
}
