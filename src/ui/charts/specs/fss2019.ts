/**
 * File Storage under the 2019 deck as data (`Fss2019Chart.tsx` draws it): performance grows
 * with the data stored, so throughput (total, read, write) against stored TB, with the deck's
 * 1, 10 and 100 TB rows, the requirement and the recommended point.
 */
import type { CurveRow, FssCapacityCurve } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import { logDomain, logTicks, type ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from '../palette.ts';
import type { XYDrawing, XYMark } from '../xySpec.ts';
import { recommendedMark } from './recommended.ts';

const SERIES = ['throughputMBps', 'readMBps', 'writeMBps'] as const;

/** The three lines' names. */
function fss2019Names(t: Translate): Record<(typeof SERIES)[number], string> {
  return { throughputMBps: t('charts.fss2019.total'), readMBps: t('charts.fss2019.read'), writeMBps: t('charts.fss2019.write') };
}

/** The drawing: curve, words (`unit`: MB/s) and number format in, spec out. */
export function fss2019Spec(data: FssCapacityCurve, unit: string, t: Translate, f: ChartFormat): XYDrawing {
  const names = fss2019Names(t);
  const tbs = data.rows.map((r) => r.capacityTB as number);
  const xDomain: [number, number] = [tbs[0] ?? 1, tbs[tbs.length - 1] ?? 100];
  const yDomain = logDomain([
    ...data.rows.flatMap((r) => SERIES.map((k) => r[k] as number)),
    data.required.throughputMBps,
    ...data.deckRows.flatMap((d) => [d.readMBps, d.writeMBps]),
  ]);
  const required = data.required.throughputMBps;
  const requiredText = t('charts.common.required', { value: f.num(required), unit });
  const rec = data.recommended;
  const legend: LegendItem[] = [
    ...SERIES.map((k, i) => ({ label: names[k], ...seriesStyle(i), toggles: k })),
    { label: requiredText, color: 'currentColor', dash: REQUIREMENT_DASH },
    { label: t('charts.fss2019.deck'), color: 'currentColor', marker: 'circle', pointOnly: true, hollow: true, toggles: 'published' },
  ];
  // The deck's rows, where they fall inside the capacities drawn.
  const inside = data.deckRows.filter((d) => d.capacityTB >= xDomain[0] && d.capacityTB <= xDomain[1]);
  const deck = (which: 'readMBps' | 'writeMBps', d: (typeof inside)[number]): XYMark => ({
    key: `${which}${d.capacityTB}`,
    kind: 'published',
    x: d.capacityTB,
    y: d[which],
    shape: 'circle',
    r: 6,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
  });
  const marks: XYMark[] = [
    ...inside.flatMap((d) => [deck('readMBps', d), deck('writeMBps', d)]),
    ...(rec && rec.throughputMBps > 0 ? [recommendedMark(rec.capacityTB, rec.throughputMBps, seriesStyle(0).color)] : []),
  ];
  const drawing: XYDrawing = {
    title: t('charts.fss2019.title'),
    legend,
    x: { kind: 'log', domain: xDomain, ticks: logTicks(xDomain[0], xDomain[1]), text: f.compact, title: t('charts.fss2019.xAxis') },
    y: { kind: 'log', domain: yDomain, ticks: logTicks(yDomain[0], yDomain[1]), text: f.compact, title: t('charts.fss2019.yAxis') },
    series: SERIES.map((k, i) => ({
      key: k,
      name: names[k],
      style: seriesStyle(i),
      width: i === 0 ? 3 : 2,
      connect: true,
      points: data.rows.map((r) => (typeof r[k] === 'number' && r[k] > 0 ? { x: r.capacityTB as number, y: r[k], marker: 'filled' as const } : null)),
    })),
    references: required > 0 ? [{ key: 'required', y: required, dash: REQUIREMENT_DASH, width: 1.5, label: requiredText, position: 'insideTopLeft' }] : [],
    marks,
    label:
      rec && rec.throughputMBps > 0
        ? {
            x: rec.capacityTB,
            y: rec.throughputMBps,
            text: t(rec.carries ? 'charts.fss2019.recommendedPoint' : 'charts.fss2019.closestPoint', {
              capacity: f.num(rec.capacityTB),
              value: f.num(rec.throughputMBps),
              unit,
            }),
          }
        : undefined,
    readoutX: (v) => `${f.num(v)} TB`,
    readoutY: (v) => `${f.num(v)} ${unit}`,
  };
  return drawing;
}

/** The data table's columns, and the deck's rows as a second table. */
export function fss2019Tables(
  t: Translate,
  data: FssCapacityCurve,
  unit: string,
): { columns: TableColumn[]; deckRows: CurveRow[]; deckColumns: TableColumn[] } {
  const names = fss2019Names(t);
  const columns: TableColumn[] = [
    { key: 'capacityTB', header: t('charts.fss2019.table.capacity') },
    ...SERIES.map((k) => ({ key: k, header: `${names[k]} (${unit})` })),
  ];
  const deckRows: CurveRow[] = data.deckRows.map((d) => ({ ...d }));
  const deckColumns: TableColumn[] = [
    { key: 'capacityTB', header: t('charts.fss2019.table.capacity') },
    { key: 'readMBps', header: `${names.readMBps} (${unit})` },
    { key: 'writeMBps', header: `${names.writeMBps} (${unit})` },
    { key: 'readIops', header: t('charts.fss2019.table.readIops') },
  ];

  return { columns, deckRows, deckColumns };
}
