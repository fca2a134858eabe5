/**
 * A chart's figure inside ChartFrame: the plain XY drawing and, under it, the HTML legend.
 * ChartFrame gives it a width and height on paper. Memoized: a chart that passes the same
 * (memoized) drawing and legend is not drawn again.
 */
import { memo } from 'react';
import { LegendList, type LegendItem } from './legend.tsx';
import { XYDrawing, type XYDrawingProps } from './XYDrawing.tsx';

/** Room kept under the drawing for the legend (two lines at most). */
const LEGEND_HEIGHT = 48;

export type XYFigureProps = Omit<XYDrawingProps, 'height'> & { readonly legend: readonly LegendItem[]; readonly height: number };

export const XYFigure = memo(function XYFigure({ legend, height, ...drawing }: XYFigureProps) {
  return (
    <div className="xy-figure">
      <XYDrawing {...drawing} height={Math.max(160, height - LEGEND_HEIGHT)} />
      <LegendList items={legend} />
    </div>
  );
});
