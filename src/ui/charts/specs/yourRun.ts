/**
 * "Measured by you" as data: the user's fio run as a point of a chart (found by
 * `useYourPoint`, YourRun.tsx) and the mark every XY drawing shows it with.
 */
import type { LegendItem } from '../legend.tsx';
import type { XYMark } from '../xySpec.ts';

export interface YourPoint {
  readonly x: number;
  readonly y: number;
  /** The point's name: "Measured by you (fio, 23 Nov 2026): 1,830 MB/s". */
  readonly label: string;
  readonly legend: LegendItem;
}

/** The point as a mark of a plain XY drawing: a filled square named by its <title> (`data-your-run`). */
export function yourRunMark(yours: YourPoint): XYMark {
  return {
    key: 'your-run',
    kind: 'your-run',
    x: yours.x,
    y: yours.y,
    shape: 'square',
    r: 6,
    fill: 'currentColor',
    stroke: 'none',
    strokeWidth: 0,
    title: yours.label,
  };
}
