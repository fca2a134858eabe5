/**
 * What an XY chart shows, as data: its axes, series, reference lines, marked points, the
 * point it names on the plot, and its legend. Each chart (File Storage, Block Volume, Dense
 * I/O, Lustre, latency) builds one from the engine's curves; `XYChart.tsx` draws it with
 * recharts. Words and numbers arrive formatted.
 */
import type { MarkerShape } from './shape/markers.ts';
import type { LegendItem } from './legend.tsx';
import type { SeriesStyle } from './palette.ts';

export type ScaleKind = 'linear' | 'log';

export interface XYAxis {
  readonly kind: ScaleKind;
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
  readonly text: (value: number) => string;
  readonly title: string;
}

export interface XYPoint {
  readonly x: number;
  readonly y: number;
  /** The series' marker at this point, filled or as an outline; none where not given. */
  readonly marker?: 'filled' | 'hollow';
  /** What the point is, said after its value in the tooltip ("measured", "extrapolated"). */
  readonly note?: string;
}

export interface XYSeries {
  readonly key: string;
  readonly name: string;
  readonly style: SeriesStyle;
  readonly width?: number;
  /** Points in drawing order; null where the series has no value. */
  readonly points: readonly (XYPoint | null)[];
  /** A missing point does not break the line. */
  readonly connect?: boolean;
  /** Drawn without its dash pattern (the legend names it). */
  readonly solid?: boolean;
  /** A dash pattern of its own (the series' colour and marker stay). */
  readonly dash?: string;
  /** Drawn against the right-hand axis (`XYChartSpec.right`). */
  readonly right?: boolean;
  /** Drawn as steps: each value holds until the next x (a design kept until it changes). */
  readonly step?: boolean;
  /** A value's text in the tooltip, where it differs from the chart's `readoutY`. */
  readonly readout?: (y: number) => string;
}

export interface XYReference {
  readonly key: string;
  /** A horizontal line at this value of the left axis … */
  readonly y?: number;
  /** … or a vertical one at this x. */
  readonly x?: number;
  readonly dash: string;
  readonly width: number;
  readonly opacity?: number;
  readonly label?: string;
  /**
   * Where a horizontal line's label goes: above the line at the plot's right end (default), or
   * under it at the left or the right. A vertical line's label sits right of it, at the top
   * (stacked in order) or, with `insideBottomLeft`, at the bottom.
   */
  readonly position?: 'insideBottomRight' | 'insideTopLeft' | 'insideTopRight' | 'insideBottomLeft';
}

export interface XYMark {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly shape: MarkerShape;
  readonly r: number;
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  /**
   * What the mark is (`data-mark`): 'published', 'recommended', 'your-run', 'required', 'blog'.
   * Each is a recharts ReferenceDot; the recommended one is drawn over everything, and a legend
   * entry that toggles a kind shows or hides every mark of it.
   */
  readonly kind: string;
  /** What a legend entry toggles to show or hide it (`kind` when not given). */
  readonly group?: string;
  /** Its name, in the tooltip at its x and as the shape's <title>. */
  readonly title?: string;
  /** Also written beside the mark. */
  readonly caption?: string;
}

/** A design the chart can be asked to evaluate: a series' point at an x (File Storage: a type at a count). */
export interface XYPick {
  /** Whether the point of `series` at `x` stands for a design the planner can evaluate. */
  readonly can: (series: string, x: number) => boolean;
  /** What choosing it does, in words ("Evaluate 2 × HPMT-40"). */
  readonly text: (series: string, x: number) => string;
  readonly onPick: (series: string, x: number) => void;
}

export interface XYChartSpec {
  readonly title: string;
  readonly x: XYAxis;
  readonly y: XYAxis;
  /** A second value axis on the right (the latency chart's operations in flight). */
  readonly right?: XYAxis;
  readonly series: readonly XYSeries[];
  readonly references?: readonly XYReference[];
  readonly marks?: readonly XYMark[];
  /** One point named on the plot (the recommended design or the requirement). */
  readonly label?: { readonly x: number; readonly y: number; readonly text: string } | undefined;
  /** The tooltip's heading for an x value, and a value's text. */
  readonly readoutX: (x: number) => string;
  readonly readoutY: (y: number) => string;
  /**
   * The legend, under the plot. An entry with `toggles` (a series key or a mark kind) shows
   * or hides what it names when clicked.
   */
  readonly legend: readonly LegendItem[];
}

/** A spec with the designs it lets the reader pick: what a chart's builder (`specs/`) returns. */
export interface XYDrawing extends XYChartSpec {
  readonly pick?: XYPick | undefined;
}
