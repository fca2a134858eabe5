/**
 * Series styles: the Okabe-Ito colour-blind-safe palette (yellow left out: too pale on white),
 * each colour paired with its own dash pattern and marker, so colour is never the only signal.
 */
import type { MarkerShape } from './shape/markers.ts';

export interface SeriesStyle {
  readonly color: string;
  /** SVG stroke-dasharray; '' is a solid line. */
  readonly dash: string;
  readonly marker: MarkerShape;
}

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { color: '#0072B2', dash: '', marker: 'circle' },
  { color: '#D55E00', dash: '8 4', marker: 'square' },
  { color: '#009E73', dash: '2 3', marker: 'triangle' },
  { color: '#CC79A7', dash: '10 3 2 3', marker: 'diamond' },
  { color: '#E69F00', dash: '4 2', marker: 'cross' },
  { color: '#56B4E9', dash: '14 4', marker: 'star' },
  { color: '#8C8C8C', dash: '1 3', marker: 'wye' },
];

export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}

/** Requirement and reference lines: the text colour, so they follow the theme. */
export const REFERENCE_COLOR = 'currentColor';
export const REQUIREMENT_DASH = '6 3';

/** Tooltip looks shared by every chart: page colours, a smaller type, largest value first. */
export const TOOLTIP_STYLE = {
  isAnimationActive: false,
  contentStyle: { background: 'Canvas', color: 'CanvasText', fontSize: '0.8125rem', padding: '0.4rem 0.6rem' },
  itemStyle: { padding: 0 },
  itemSorter: (item: { value?: unknown }) => -Number(item.value ?? 0),
} as const;
