/**
 * The seven marker shapes, in one place: the series' markers and marked points on the chart,
 * the on-screen legend's samples and the exported SVG's legend all draw them from here, so a
 * series keeps its shape wherever it shows (in print and for readers who cannot tell its colour).
 * They are the shapes recharts' `Symbols` names; the wye is drawn as `Symbols` draws it (d3's
 * `symbolWye` at `sizeType="diameter"`, size 2r), so it fits the same circle as the others.
 */

/** Marker shapes, one per series style (`palette.ts`), as recharts' `SymbolType` names them. */
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star' | 'wye';

/** Every shape, in the series' order. */
export const MARKER_SHAPES: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star', 'wye'];

/** A shape drawn as strokes only (a cross has no inside to fill). */
export function markerIsOpen(shape: MarkerShape): boolean {
  return shape === 'cross';
}

const fixed = (n: number) => n.toFixed(2);

function starPath(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const rr = i % 2 === 0 ? r + 1 : r / 2;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${fixed(x + rr * Math.cos(a))},${fixed(y + rr * Math.sin(a))}`;
  });
  return `M${pts.join('L')}Z`;
}

/** d3-shape's `symbolWye` constants: its three arms, each `w` wide, turned by 120°. */
const WYE_C = -0.5;
const WYE_S = Math.sqrt(3) / 2;
const WYE_K = 1 / Math.sqrt(12);
const WYE_A = (WYE_K / 2 + 1) * 3;

/** A wye centred on (x, y) that fits a circle of radius r, as recharts' `Symbols` draws one of diameter 2r. */
function wyePath(x: number, y: number, r: number): string {
  const d = 2 * r;
  // recharts' area of a wye of this diameter, then d3's arm width for that area.
  const area = ((21 - 10 * Math.sqrt(3)) * d * d) / 8;
  const w = Math.sqrt(area / WYE_A);
  const x0 = w / 2;
  const y0 = w * WYE_K;
  const y1 = y0 + w;
  const arm: readonly (readonly [number, number])[] = [
    [x0, y0],
    [x0, y1],
    [-x0, y1],
  ];
  const turned = (c: number, s: number) => arm.map(([px, py]) => [c * px - s * py, s * px + c * py] as const);
  const pts = [...arm, ...turned(WYE_C, WYE_S), ...turned(WYE_C, -WYE_S)];
  return `M${pts.map(([px, py]) => `${fixed(x + px)},${fixed(y + py)}`).join('L')}Z`;
}

/** An SVG path for a marker centred on (x, y), about r from its centre to its edge. */
export function markerPath(shape: MarkerShape, x: number, y: number, r = 5): string {
  switch (shape) {
    case 'square':
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}Z`;
    case 'triangle':
      return `M${x},${y - r}L${x + r},${y + r * 0.8}L${x - r},${y + r * 0.8}Z`;
    case 'diamond':
      return `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}Z`;
    case 'cross':
      return `M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`;
    case 'star':
      return starPath(x, y, r);
    case 'wye':
      return wyePath(x, y, r);
    case 'circle':
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}
