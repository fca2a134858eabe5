/**
 * The translate function the charts use. Keys are built at run time from engine ids (limit ids,
 * services, bases), so charts call `t` through this plain signature.
 */
import { useTranslation } from 'react-i18next';

export type ChartT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export function useChartT(): ChartT {
  const { t } = useTranslation();
  return t as unknown as ChartT;
}
