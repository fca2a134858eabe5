/**
 * Where a label beside a marked point goes so that it stays inside the plot and clear of the
 * other marks: the series' markers, the lines between them, reference lines and their labels.
 * Pure geometry in pixels; `PointLabel.tsx` feeds it the chart's scales.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Pixel {
  readonly x: number;
  readonly y: number;
}

export interface Obstacles {
  /** Markers (a box of `markerRadius` around each). */
  readonly markers: readonly Pixel[];
  /** Polylines as drawn (each series' points in order). */
  readonly polylines: readonly (readonly Pixel[])[];
  /** Other labels and text already on the plot. */
  readonly boxes: readonly Box[];
  /** Horizontal reference lines, by their pixel y. */
  readonly horizontals: readonly number[];
}

export const MARKER_RADIUS = 7;
/** A cost at or above this means the label covers a marker or another label. */
export const COLLISION = 10_000;
/** Clearance kept around another label. */
const BOX_PAD = 3;
/** Gap between the point and the nearest edge of its label. */
const GAP = 10;

/** About how wide a line of text is: wide (CJK) characters take a full em, others a little over half. */
export function textWidth(text: string, fontSize = 12): number {
  let w = 0;
  for (const ch of text) w += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? fontSize * 1.04 : fontSize * 0.6;
  return w;
}

/** The area two boxes share, the second given by its corner and size (no box allocated: run for every candidate). */
function overlapAt(a: Box, x: number, y: number, width: number, height: number): number {
  const w = Math.min(a.x + a.width, x + width) - Math.max(a.x, x);
  const h = Math.min(a.y + a.height, y + height) - Math.max(a.y, y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How far a box reaches outside the plot, in pixels summed over its four sides. */
export function outsideBy(box: Box, plot: Box): number {
  return (
    Math.max(0, plot.x - box.x) +
    Math.max(0, box.x + box.width - (plot.x + plot.width)) +
    Math.max(0, plot.y - box.y) +
    Math.max(0, box.y + box.height - (plot.y + plot.height))
  );
}

/** How many sample points of a polyline fall inside the box (a proxy for how much line the label hides). */
function lineHits(box: Box, line: readonly Pixel[]): number {
  // Run for every candidate box on every keystroke: the sample points are not allocated.
  const left = box.x - 1;
  const right = box.x + box.width + 1;
  const top = box.y - 1;
  const bottom = box.y + box.height + 1;
  let hits = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 4));
    for (let s = 0; s <= steps; s++) {
      const x = a.x + ((b.x - a.x) * s) / steps;
      const y = a.y + ((b.y - a.y) * s) / steps;
      if (x >= left && x <= right && y >= top && y <= bottom) hits++;
    }
  }
  return hits;
}

/**
 * The label's box at each candidate position around the point, in order of preference; last,
 * above and below the point slid sideways to stay inside the plot.
 */
export function candidates(point: Pixel, width: number, height: number, plot?: Box): Box[] {
  const { x, y } = point;
  const slid = plot ? Math.min(Math.max(x - width / 2, plot.x), plot.x + plot.width - width) : x - width / 2;
  return [
    { x: x + GAP, y: y - height / 2, width, height },
    { x: x + GAP, y: y - GAP - height, width, height },
    { x: x + GAP, y: y + GAP, width, height },
    { x: x - width / 2, y: y - GAP - height, width, height },
    { x: x - width / 2, y: y + GAP, width, height },
    { x: x - GAP - width, y: y - height / 2, width, height },
    { x: x - GAP - width, y: y - GAP - height, width, height },
    { x: x - GAP - width, y: y + GAP, width, height },
    { x: slid, y: y - GAP - height, width, height },
    { x: slid, y: y + GAP, width, height },
    { x: slid, y: y - 3 * GAP - height, width, height },
    { x: slid, y: y + 3 * GAP, width, height },
    { x: slid, y: y - 5 * GAP - height, width, height },
    { x: slid, y: y + 5 * GAP, width, height },
  ];
}

/**
 * What a position costs: leaving the plot above all, then covering a marker or a label, then
 * being struck through by a reference line, then hiding stretches of the series' lines.
 */
export function cost(box: Box, plot: Box, obstacles: Obstacles): number {
  let c = outsideBy(box, plot) * 1_000;
  for (const m of obstacles.markers) c += overlapAt(box, m.x - MARKER_RADIUS, m.y - MARKER_RADIUS, 2 * MARKER_RADIUS, 2 * MARKER_RADIUS) > 0 ? COLLISION : 0;
  for (const b of obstacles.boxes) {
    // Text boxes are estimates: keep a few pixels clear around them.
    const hidden = overlapAt(box, b.x - BOX_PAD, b.y - BOX_PAD, b.width + 2 * BOX_PAD, b.height + 2 * BOX_PAD);
    c += hidden > 0 ? COLLISION + hidden : 0;
  }
  for (const line of obstacles.polylines) c += lineHits(box, line) * 40;
  for (const y of obstacles.horizontals) c += y > box.y && y < box.y + box.height ? 2_000 : 0;
  return c;
}

/** What breaking a label in two costs: about as much as hiding a short stretch of line. */
const TWO_LINES = 120;

/** The cheapest candidate box and its cost; the first one on a tie (right of the point). */
export function placeLabel(point: Pixel, width: number, height: number, plot: Box, obstacles: Obstacles): { box: Box; cost: number } {
  let best: Box | undefined;
  let bestCost = Infinity;
  for (const box of candidates(point, width, height, plot)) {
    const c = cost(box, plot, obstacles);
    if (c < bestCost) {
      best = box;
      bestCost = c;
    }
  }
  return { box: best!, cost: bestCost };
}

/** The text in two lines, broken after the separator nearest its middle (": " or ", "); undefined when it has none. */
export function twoLines(text: string): [string, string] | undefined {
  let at = -1;
  for (const sep of [': ', ', ', '：', '、', '，']) {
    for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) {
      const end = i + sep.length;
      if (at < 0 || Math.abs(end - text.length / 2) < Math.abs(at - text.length / 2)) at = end;
    }
  }
  return at > 0 && at < text.length ? [text.slice(0, at).trimEnd(), text.slice(at).trimStart()] : undefined;
}

export interface Placement {
  readonly lines: readonly string[];
  readonly box: Box;
}

/**
 * Where a label goes: on one line where that collides with nothing, else on two lines, else
 * (a plot too small or too crowded) nowhere; the legend and the data table still name the point.
 */
export function placeText(
  text: string,
  point: Pixel,
  plot: Box,
  obstacles: Obstacles,
  fontSize: number,
  lineHeight: number,
  measure: (text: string, fontSize: number) => number = textWidth,
): Placement | undefined {
  const outside = (box: Box) => outsideBy(box, plot) > 0.5;
  const options: { lines: readonly string[]; box: Box; cost: number }[] = [];
  const one = placeLabel(point, measure(text, fontSize), lineHeight, plot, obstacles);
  options.push({ lines: [text], ...one });
  const split = twoLines(text);
  if (split) {
    const two = placeLabel(point, Math.max(...split.map((l) => measure(l, fontSize))), 2 * lineHeight, plot, obstacles);
    options.push({ lines: split, box: two.box, cost: two.cost + TWO_LINES });
  }
  const fits = options.filter((o) => o.cost < COLLISION && !outside(o.box)).sort((a, b) => a.cost - b.cost);
  return fits[0] ? { lines: fits[0].lines, box: fits[0].box } : undefined;
}
