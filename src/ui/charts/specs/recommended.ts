/**
 * The recommended point, as every chart that shows one draws it: a legend entry named for what
 * the point is (the design the user chose, the recommendation, or the closest design when
 * none carries the requirement) and a ring on the plot (`data-mark="recommended"`, drawn over
 * everything else).
 */
import type { Translate } from '../../i18n/useT.ts';
import type { LegendItem } from '../legend.tsx';
import type { XYMark } from '../xySpec.ts';

/** What the point is: the user's choice, a design that carries the requirement, or the closest. */
export interface RecommendedState {
  readonly chosen?: boolean | undefined;
  readonly carries: boolean;
}

/** `chosen`, `recommended` or `closest`: the last word of the key that names the point. */
export function recommendedWord(s: RecommendedState): 'chosen' | 'recommended' | 'closest' {
  return s.chosen ? 'chosen' : s.carries ? 'recommended' : 'closest';
}

/** The legend entry: a circle, as the mark; hollow where the mark is a ring with no fill. */
export function recommendedLegend(t: Translate, s: RecommendedState, hollow = false): LegendItem {
  return {
    label: t(`charts.common.${recommendedWord(s)}`),
    color: 'currentColor',
    marker: 'circle',
    pointOnly: true,
    ...(hollow ? { hollow: true } : {}),
  };
}

/** The mark: a circle of radius 7 outlined in the text colour; filled with the series' colour where given. */
export function recommendedMark(x: number, y: number, fill?: string): XYMark {
  return {
    key: 'rec',
    kind: 'recommended',
    x,
    y,
    shape: 'circle',
    r: 7,
    fill: fill ?? 'none',
    stroke: 'currentColor',
    strokeWidth: fill === undefined ? 2.5 : 2,
  };
}
