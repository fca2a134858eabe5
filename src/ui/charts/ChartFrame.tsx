/**
 * What every chart shares: a <figure> with its caption, the chart at a fixed height and the
 * page's width, a 'Show data table' toggle, and CSV, SVG and PNG downloads.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ResponsiveContainer } from 'recharts';
import type { ChartRow } from './data/grid.ts';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { downloadBlob, downloadCsv, findChartSvg, serializeSvg, svgToPng, toCsv, type ExportLegendItem } from './export.ts';
import { useChartT } from './useChartT.ts';

export interface ChartFrameProps {
  /** File-name stem and id stem: 'fss-scaling'. */
  readonly name: string;
  readonly title: string;
  /** Text under the title: what is drawn, in what units, and from which source. */
  readonly description?: ReactNode;
  readonly rows: readonly ChartRow[];
  readonly columns: readonly TableColumn[];
  readonly tableCaption: string;
  /** Series and reference lines, drawn into exported SVG and PNG files. */
  readonly exportLegend: readonly ExportLegendItem[];
  /** Controls above the chart (metric and series choices). */
  readonly controls?: ReactNode;
  /** A further table shown with the data table (published measurements). */
  readonly extraTable?: ReactNode;
  readonly height?: number;
  /** The recharts chart element. */
  readonly children: ReactElement;
}

/** The first non-transparent background behind an element, for exported images. */
function backgroundOf(element: Element | null): string {
  for (let e = element; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor;
    if (bg && bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg)) return bg;
  }
  return '#ffffff';
}

const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * Whether a chart is on screen or near it, and true while the page prints; with the width its
 * canvas had then, for the chart's first drawing. Starts false until the IntersectionObserver's
 * first report (true where there is none, as in tests).
 */
function useOnScreen(figure: RefObject<Element | null>, canvas: RefObject<HTMLElement | null>): { readonly show: boolean; readonly width: number } {
  const [onScreen, setOnScreen] = useState(!canObserve);
  const [printing, setPrinting] = useState(false);
  const [width, setWidth] = useState(-1);
  useEffect(() => {
    const el = figure.current;
    if (!el || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setWidth(canvas.current?.clientWidth ?? -1);
        setOnScreen(entries.some((e) => e.isIntersecting));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    // Printing lays the page out at once, without waiting for observers: draw everything first,
    // at the width the canvas has now (the chart is then scaled to the paper by its viewBox).
    const before = () =>
      flushSync(() => {
        setWidth(canvas.current?.clientWidth ?? -1);
        setPrinting(true);
      });
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [figure, canvas]);
  return { show: onScreen || printing, width };
}

export function ChartFrame({ name, title, description, rows, columns, tableCaption, exportLegend, controls, extraTable, height = 320, children }: ChartFrameProps) {
  const t = useChartT();
  const id = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [problem, setProblem] = useState('');
  // A chart is first drawn when it comes near the screen, and one scrolled out of sight keeps
  // its last drawing while the user types, catching up when it comes back: drawing SVG nobody
  // sees was most of the cost of the first screen and of each keystroke. (The caption, data
  // table and downloads always use the current figures; the canvas keeps its height.)
  const { show, width } = useOnScreen(figureRef, chartRef);
  const [drawn, setDrawn] = useState<ReactElement | null>(null);
  if (show && drawn !== children) setDrawn(children);
  const canvas = useMemo(
    () =>
      drawn ? (
        // The known width lets the first drawing happen in the same render (printing cannot wait
        // for the container to measure itself); it then follows the container as before.
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
          {drawn}
        </ResponsiveContainer>
      ) : (
        <div className="chart-pending" style={{ height }} />
      ),
    [drawn, height, width],
  );

  const svgExport = () => {
    const svg = findChartSvg(chartRef.current);
    if (!svg) {
      setProblem(t('charts.actions.noChart'));
      return null;
    }
    setProblem('');
    // The HTML legend sits over the bottom of the chart's SVG: draw the exported legend there.
    const legendBox = chartRef.current?.querySelector('.recharts-legend-wrapper')?.getBoundingClientRect();
    const svgBox = svg.getBoundingClientRect();
    const legendTop = legendBox && legendBox.height > 0 ? legendBox.top - svgBox.top : undefined;
    return serializeSvg(svg, { title, legend: exportLegend, background: backgroundOf(chartRef.current), ...(legendTop !== undefined ? { legendTop } : {}) });
  };
  const onCsv = () => downloadCsv(toCsv(rows, columns), `${name}.csv`);
  const onSvg = () => {
    const out = svgExport();
    if (out) downloadBlob(new Blob([out.text], { type: 'image/svg+xml;charset=utf-8' }), `${name}.svg`);
  };
  const onPng = () => {
    const out = svgExport();
    if (!out) return;
    svgToPng(out.text, out.width, out.height).then(
      (blob) => downloadBlob(blob, `${name}.png`),
      () => setProblem(t('charts.actions.pngFailed')),
    );
  };

  return (
    <figure ref={figureRef} className="chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`} className="chart-title">{title}</span>
        {description && <span className="chart-description">{description}</span>}
      </figcaption>
      {controls && <div className="chart-controls">{controls}</div>}
      <div ref={chartRef} className="chart-canvas">
        {canvas}
      </div>
      <div className="chart-actions">
        <button type="button" aria-expanded={showTable} aria-controls={showTable ? `${id}-table` : undefined} onClick={() => setShowTable((v) => !v)}>
          {showTable ? t('charts.actions.hideTable') : t('charts.actions.showTable')}
        </button>
        <button type="button" onClick={onCsv}>{t('charts.actions.csv')}</button>
        <button type="button" onClick={onSvg}>{t('charts.actions.svg')}</button>
        <button type="button" onClick={onPng}>{t('charts.actions.png')}</button>
      </div>
      <p className="chart-problem" role="status">{problem}</p>
      {showTable && (
        // Wide tables scroll sideways: the region takes the keyboard focus to scroll it.
        <div id={`${id}-table`} className="chart-table" role="region" aria-label={tableCaption} tabIndex={0}>
          <DataTable caption={tableCaption} columns={columns} rows={rows} />
          {extraTable}
        </div>
      )}
    </figure>
  );
}
