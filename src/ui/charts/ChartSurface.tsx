/**
 * The <svg> every plain chart draws into: as wide as its box (a drawing wider than its box
 * would widen a grid item, and be measured wider again), its `width` × `height` user units
 * scaled to fit, named for screen readers by its title. Exports find it by `chart-surface`.
 */
import type { ReactNode, SVGProps } from 'react';

export type ChartSurfaceProps = {
  /** The drawing's width in user units (the box's measured width). */
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly children: ReactNode;
} & Omit<SVGProps<SVGSVGElement>, 'width' | 'height' | 'viewBox' | 'role' | 'className' | 'children'>;

export function ChartSurface({ width, height, title, children, ...rest }: ChartSurfaceProps) {
  return (
    <svg
      className="chart-surface"
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMinYMin meet"
      role="img"
      aria-label={title}
      style={{ display: 'block' }}
      {...rest}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}
