/** What a reader is told of the chart at one x: each shown series' value there (the tooltip and the announcer share it). */
import type { XYChartSpec, XYSeries } from './xySpec.ts';

export interface ValueAt {
  readonly key: string;
  readonly name: string;
  readonly color: string;
  readonly y: number;
  readonly text: string;
  readonly note: string | undefined;
}

/** Each shown series' value at `x`, largest first. */
export function valuesAt(spec: Pick<XYChartSpec, 'readoutY'>, visible: readonly XYSeries[], x: number): ValueAt[] {
  return visible
    .flatMap((s) => {
      const p = s.points.find((q) => q !== null && q.x === x);
      return p && Number.isFinite(p.y)
        ? [{ key: s.key, name: s.name, color: s.style.color, y: p.y, text: (s.readout ?? spec.readoutY)(p.y), note: p.note }]
        : [];
    })
    .sort((a, b) => b.y - a.y);
}
