/**
 * File Storage under the 2019 deck: performance grows with the data stored, so throughput is
 * drawn against stored TB, with the deck's 1, 10 and 100 TB rows.
 */
import { useMemo } from 'react';
import type { FssCapacityCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { DataTable } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { fss2019Spec, fss2019Tables } from './specs/fss2019.ts';
import { XYChart } from './XYChart.tsx';
import { useT } from '../i18n/useT.ts';

export function Fss2019Chart({ data, height }: { readonly data: FssCapacityCurve; readonly height?: number | undefined }) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const figure = useMemo(() => fss2019Spec(data, unit, t, f), [data, unit, t, f]);
  const { columns, deckRows, deckColumns } = fss2019Tables(t, data, unit);

  return (
    <ChartFrame
      name="fss-capacity-scaling"
      title={t('charts.fss2019.title')}
      description={t('charts.fss2019.description')}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.fss2019.tableCaption')}
      exportLegend={figure.legend}
      height={height ?? 360}
      extraTable={<DataTable caption={t('charts.fss2019.deckCaption')} columns={deckColumns} rows={deckRows} />}
    >
      <XYChart name="fss-capacity-scaling" {...figure} height={height ?? 360} />
    </ChartFrame>
  );
}
