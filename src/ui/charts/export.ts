/**
 * Chart exports: CSV of a data table, a stand-alone SVG of a chart, a PNG drawn from that SVG,
 * and the download itself. Everything stays in the page: blob: URLs, no network.
 */
import { textWidth } from './labelPlacement.ts';
import { markerIsOpen, markerPath, type MarkerShape } from './shape/markers.ts';

/** A table column: the row key it reads, and its header text. */
export interface CsvColumn {
  readonly key: string;
  readonly header: string;
}

type CsvValue = number | string | boolean | null | undefined;

/**
 * A number at the precision the screen shows it (whole from 100, one decimal from 10, two
 * below), without float noise: 119.15636363636361 → 119, 99999.99999999999 → 100000.
 */
export function csvNumber(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  const rounded = Number(value.toFixed(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF; quotes doubled. */
function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? csvNumber(value) : '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV (RFC 4180) of `rows` under `columns`: a header line, then one line per row, CRLF between
 * lines. Numbers are written without grouping (`1234568`, not `1,234,568`) at the precision the
 * screen shows, missing values empty.
 */
export function toCsv(rows: readonly Readonly<Record<string, CsvValue>>[], columns: readonly CsvColumn[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c.key])).join(','));
  return lines.join('\r\n');
}

/** A legend entry drawn into an exported SVG (the on-screen legend is HTML, outside the chart). */
export interface ExportLegendItem {
  readonly label: string;
  readonly color: string;
  readonly dash?: string;
  readonly marker?: MarkerShape;
  /** A point (marker alone), not a line. */
  readonly pointOnly?: boolean;
  /** The marker is drawn as an outline. */
  readonly hollow?: boolean;
}

export interface SvgExportOptions {
  readonly title?: string;
  readonly legend?: readonly ExportLegendItem[];
  /**
   * Where the legend goes, in chart pixels from the top: the place the on-screen (HTML) legend
   * covered, which the chart's SVG leaves blank. Below the chart where not given.
   */
  readonly legendTop?: number;
  /** Page background behind the chart; transparent where not given. */
  readonly background?: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Computed properties copied onto each element, so the file needs no stylesheet. */
const INLINED = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linejoin',
  'fill-opacity',
  'opacity',
  // A label's halo is a stroke drawn under its text: without paint-order the stroke covers the glyphs.
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;
const TITLE_HEIGHT = 24;
const LEGEND_ROW_HEIGHT = 18;

function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const width = Number(svg.getAttribute('width')) || svg.viewBox?.baseVal?.width || svg.getBoundingClientRect().width || 600;
  const height = Number(svg.getAttribute('height')) || svg.viewBox?.baseVal?.height || svg.getBoundingClientRect().height || 300;
  return { width, height };
}

function inlineStyles(source: Element, target: Element): void {
  const view = source.ownerDocument.defaultView;
  if (!view) return;
  const sources = [source, ...source.querySelectorAll('*')];
  const targets = [target, ...target.querySelectorAll('*')];
  sources.forEach((el, i) => {
    const out = targets[i];
    if (!out) return;
    const style = view.getComputedStyle(el);
    for (const prop of INLINED) {
      const value = style.getPropertyValue(prop);
      if (!value || value.includes('var(') || (prop === 'paint-order' && value === 'normal')) continue;
      out.setAttribute(prop, value);
    }
  });
}

function el(doc: Document, name: string, attrs: Record<string, string | number>, text?: string): Element {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Legend entries in rows across the width; returns the group and its height. */
function legendGroup(doc: Document, items: readonly ExportLegendItem[], width: number, top: number, color: string): { group: Element; height: number } {
  const group = el(doc, 'g', { class: 'export-legend', 'font-family': 'sans-serif', 'font-size': 12 });
  let x = 8;
  let row = 0;
  for (const item of items) {
    const itemWidth = 34 + textWidth(item.label, 12);
    if (x + itemWidth > width && x > 8) {
      x = 8;
      row += 1;
    }
    const y = top + row * LEGEND_ROW_HEIGHT + LEGEND_ROW_HEIGHT / 2;
    if (!item.pointOnly) {
      group.appendChild(
        el(doc, 'line', { x1: x, x2: x + 24, y1: y, y2: y, stroke: item.color, 'stroke-width': 2.5, ...(item.dash ? { 'stroke-dasharray': item.dash } : {}) }),
      );
    }
    if (item.marker || item.pointOnly) {
      const marker = item.marker ?? 'circle';
      const open = item.hollow || markerIsOpen(marker);
      group.appendChild(el(doc, 'path', { d: markerPath(marker, x + 12, y), fill: open ? 'none' : item.color, stroke: item.color, 'stroke-width': 1.5 }));
    }
    group.appendChild(el(doc, 'text', { x: x + 30, y: y + 4, fill: color }, item.label));
    x += itemWidth;
  }
  return { group, height: items.length ? (row + 1) * LEGEND_ROW_HEIGHT + 6 : 0 };
}

/**
 * A stand-alone SVG document of a rendered chart: computed fills, strokes and fonts inlined
 * (so CSS variables and currentColor survive), namespaces and size set, with an optional
 * title above and legend below.
 */
export function serializeSvg(svg: SVGSVGElement, options: SvgExportOptions = {}): { text: string; width: number; height: number } {
  const doc = svg.ownerDocument;
  const { width, height: chartHeight } = sizeOf(svg);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  const computedColor = doc.defaultView?.getComputedStyle(svg).getPropertyValue('color') ?? '';
  // Only a plain colour survives outside the page (not a system colour or a variable).
  const textColor = /^(#|rgb|hsl)/.test(computedColor) ? computedColor : '#000000';

  const body = el(doc, 'g', { transform: `translate(0 ${options.title ? TITLE_HEIGHT : 0})` });
  while (clone.firstChild) body.appendChild(clone.firstChild);
  const titleHeight = options.title ? TITLE_HEIGHT : 0;
  const legendTop = Math.min(chartHeight, Math.max(0, options.legendTop ?? chartHeight));
  const legend = legendGroup(doc, options.legend ?? [], width, titleHeight + legendTop, textColor);
  const height = titleHeight + Math.max(chartHeight, legendTop + legend.height);

  if (options.background) clone.appendChild(el(doc, 'rect', { x: 0, y: 0, width, height, fill: options.background }));
  if (options.title)
    clone.appendChild(el(doc, 'text', { x: 8, y: 17, fill: textColor, 'font-family': 'sans-serif', 'font-size': 14, 'font-weight': 'bold' }, options.title));
  clone.appendChild(body);
  clone.appendChild(legend.group);

  // Namespace declarations through the XMLNS namespace, so the serializer writes each once.
  clone.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  clone.setAttributeNS(XMLNS_NS, 'xmlns:xlink', 'http://www.w3.org/1999/xlink');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  for (const attr of ['style', 'role', 'tabindex', 'aria-label', 'aria-hidden']) clone.removeAttribute(attr);
  const text = new XMLSerializer().serializeToString(clone);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${text}`, width, height };
}

/** Draws SVG text into a canvas through an Image loaded from a blob: URL, then encodes a PNG. */
export function svgToPng(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      if (!context) {
        URL.revokeObjectURL(url);
        reject(new Error('no 2D canvas'));
        return;
      }
      context.scale(scale, scale);
      context.drawImage(image, 0, 0, width, height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png');
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the SVG could not be drawn'));
    };
    image.src = url;
  });
}

/** Saves a blob under a file name through a temporary <a download> and an object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(csv: string, fileName: string): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (µs, ×, non-ASCII headers).
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** The chart's own <svg> inside a container (its legend draws small SVGs too). */
export function findChartSvg(container: Element | null): SVGSVGElement | null {
  if (!container) return null;
  return container.querySelector<SVGSVGElement>('svg.recharts-surface');
}
