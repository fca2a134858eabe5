/**
 * What every chart shares: a <figure> with its caption, the chart at a fixed height and the
 * page's width, a 'Show data table' toggle, and CSV, SVG and PNG downloads.
 */
import { cloneElement, useId, useMemo, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import type { CurveRow } from '../../engine/index.ts';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { downloadBlob, downloadCsv, findChartSvg, serializeSvg, svgToPng, toCsv, type ExportLegendItem } from './export.ts';
import { usePrinting } from '../layout/printing.ts';
import { useNearScreen } from '../layout/useNearScreen.ts';
import { useT } from '../i18n/useT.ts';

export interface ChartFrameProps {
  /** File-name stem and id stem: 'fss-scaling'. */
  readonly name: string;
  readonly title: string;
  /** Text under the title: what is drawn, in what units, and from which source. */
  readonly description?: ReactNode;
  readonly rows: readonly CurveRow[];
  readonly columns: readonly TableColumn[];
  readonly tableCaption: string;
  /** Series and reference lines, drawn into exported SVG and PNG files. */
  readonly exportLegend: readonly ExportLegendItem[];
  /** Controls above the chart (metric and series choices). */
  readonly controls?: ReactNode;
  /** A further table shown with the data table (published measurements). */
  readonly extraTable?: ReactNode;
  readonly height?: number;
  /**
   * The size the chart is drawn at on paper, in CSS pixels (1 px = 1/96 in): a whole
   * printable width by default, so that its text prints at the size it has on screen.
   */
  readonly printSize?: PrintSize;
  /**
   * The drawing: a plain SVG figure that takes its box's width and the given height, and on
   * paper the `width` and `height` ChartFrame sets on it.
   */
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

export interface PrintSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The printable width of an A4 page with the report's 1 cm margins (190 mm), less the chart's
 * own padding, in CSS pixels; Letter is wider. A chart drawn at this width prints at scale 1.
 */
export const PRINT_WIDTH = Math.floor((190 / 25.4) * 96) - 14;
/** The height of a whole-width chart on paper: about 56 mm, legend included. */
export const PRINT_HEIGHT = 210;

/** Whether a chart is on screen or near it, and true while the page prints. */
function useOnScreen(figure: RefObject<Element | null>): { readonly show: boolean; readonly printing: boolean } {
  const near = useNearScreen(figure);
  // Printing lays the page out at once, without waiting for observers: every chart is drawn
  // first, at its paper size (ChartFrame's printSize).
  const printing = usePrinting();
  return { show: near || printing, printing };
}

export function ChartFrame({
  name,
  title,
  description,
  rows,
  columns,
  tableCaption,
  exportLegend,
  controls,
  extraTable,
  height = 320,
  printSize,
  children,
}: ChartFrameProps) {
  const t = useT();
  const id = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [problem, setProblem] = useState('');
  // A chart is first drawn when it comes near the screen, and one scrolled out of sight keeps
  // its last drawing while the user types, catching up when it comes back: drawing SVG nobody
  // sees was most of the cost of the first screen and of each keystroke. (The caption, data
  // table and downloads always use the current figures; the canvas keeps its height.)
  const { show, printing } = useOnScreen(figureRef);
  // Drawn once the chart has first come near the screen (set at most once, during render);
  // while it is off screen its drawing is kept: the memo's key only changes while it shows.
  // (Storing `children` in state on each render drew every chart twice per keystroke.)
  const [seen, setSeen] = useState(show);
  if (show && !seen) setSeen(true);
  const shownChildren = show ? children : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `children` is read only when `shownChildren` (its value while shown) changes
  const drawn = useMemo(() => (seen ? children : null), [seen, shownChildren]);
  const paper = printSize ?? { width: PRINT_WIDTH, height: PRINT_HEIGHT };
  const canvas = useMemo(
    () =>
      drawn && printing ? (
        // On paper: drawn at the page's size, not scaled down from the screen's, so the text
        // keeps its size (at least 7 pt) and the plot its proportions.
        <div className="chart-paper" style={{ width: paper.width, height: paper.height }}>
          {cloneElement(drawn as ReactElement<{ width?: number; height?: number }>, { width: paper.width, height: paper.height })}
        </div>
      ) : drawn ? (
        // The drawing takes `height` less its legend's usual room; a legend that wraps to more
        // lines makes the box taller instead of running into what follows.
        <div className="chart-plain" style={{ minHeight: height }}>
          {drawn}
        </div>
      ) : (
        <div className="chart-pending" style={{ height }} />
      ),
    [drawn, height, printing, paper.width, paper.height],
  );

  const svgExport = () => {
    const svg = findChartSvg(chartRef.current);
    if (!svg) {
      setProblem(t('charts.actions.noChart'));
      return null;
    }
    setProblem('');
    // The HTML legend sits over the bottom of the chart's SVG: draw the exported legend there.
    const legendBox = chartRef.current?.querySelector('.chart-legend')?.getBoundingClientRect();
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
        <span id={`${id}-title`} className="chart-title">
          {title}
        </span>
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
        <button type="button" onClick={onCsv}>
          {t('charts.actions.csv')}
        </button>
        <button type="button" onClick={onSvg}>
          {t('charts.actions.svg')}
        </button>
        <button type="button" onClick={onPng}>
          {t('charts.actions.png')}
        </button>
      </div>
      <p className="chart-problem" role="status">
        {problem}
      </p>
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
