/**
 * The charts of each view, from a scenario and its plan (props only; the store is read by
 * ChartsPanel). Builders are memoized on the scenario and result objects.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { curves, type CompareResult, type CompareScenario, type OverTimePlan, type ServiceId } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';
import { BvScalingChart as BvScalingDrawing } from './BvScalingChart.tsx';
import { DioMixChart as DioMixDrawing } from './DioMixChart.tsx';
import { FssScalingChart as FssScalingDrawing } from './FssScalingChart.tsx';
import { LatencyChart as LatencyDrawing } from './LatencyChart.tsx';
import { LimitUtilizationChart as LimitUtilizationDrawing } from './LimitUtilizationChart.tsx';
import { LustreTierChart as LustreTierDrawing } from './LustreTierChart.tsx';
import { useStableData } from './stable.ts';
import { OverTimeCostChart } from './OverTimeCostChart.tsx';
import { OverTimeDemandChart } from './OverTimeDemandChart.tsx';
import { PRINT_WIDTH } from './ChartFrame.tsx';
import { useT } from '../i18n/useT.ts';
import { serviceDesignText } from '../results/designText.ts';
import { useFormat } from '../results/format.ts';

export interface ChartsViewProps {
  readonly view: View;
  readonly scenario: CompareScenario;
  readonly result: CompareResult;
  /** The comparison over time, when the scenario carries growth (Compare draws it). */
  readonly overTime?: OverTimePlan | null;
}

/**
 * Memoized: the plan keeps its identity until the scenario changes (selectors.ts), so the
 * charts are drawn again only when a keystroke changed the plan, in that keystroke's render.
 */
export const ChartsView = memo(function ChartsView({ view, scenario, result, overTime = null }: ChartsViewProps) {
  const t = useT();
  const f = useFormat();
  // The design in words, for each utilization chart's description.
  const design = (service: ServiceId) => serviceDesignText(t, f, result, service);
  // Each curve keeps last plan's object while its figures are the same (curves are plain data),
  // and the charts are memoized: a chart whose figures a keystroke did not change is not drawn again.
  const limits = useStableData(useMemo(() => curves.limitUtilizationCurves(result), [result]));
  const fss = useStableData(useMemo(() => (view === 'file-storage' ? curves.fssScalingCurve(scenario, result) : null), [view, scenario, result]));
  const bv = useStableData(useMemo(() => (view === 'block-volume' ? curves.bvScalingCurve(scenario, result) : null), [view, scenario, result]));
  const dio = useStableData(useMemo(() => (view === 'dense-io' ? curves.dioMixCurve(scenario, result) : null), [view, scenario, result]));
  const lfs = useStableData(useMemo(() => (view === 'lustre' ? curves.lustreUtilizationCurve(result) : null), [view, result]));
  const tiers = useStableData(useMemo(() => (view === 'lustre' ? curves.lustreTierCurve(result) : null), [view, result]));
  const lat = useStableData(useMemo(() => (view === 'compare' || view === 'file-storage' ? curves.latencyCurve(scenario) : null), [view, scenario]));
  const utilization = (service: ServiceId) => {
    const data = limits.services.find((s) => s.service === service);
    return data ? <LimitUtilizationChart data={data} design={design(service)} /> : null;
  };

  // On paper the report has room for one chart (or the compare view's row of three small ones):
  // the first of each view. The others stay on screen.
  return (
    <section className="charts" aria-labelledby="charts-heading">
      <h2 id="charts-heading">{t('charts.panel.heading')}</h2>
      {view === 'compare' && (
        <>
          <div className="charts-row">
            {limits.services.map((s) => (
              <LimitUtilizationChart key={s.service} data={s} design={design(s.service)} printWidth={ROW_PRINT_WIDTH} />
            ))}
          </div>
          {overTime && (
            <>
              <OverTimeDemandChart plan={overTime} named={result.cheapest ?? result.closest} />
              <OverTimeCostChart plan={overTime} />
            </>
          )}
          {lat && (
            <ScreenOnly>
              <LatencyChart data={lat} />
            </ScreenOnly>
          )}
        </>
      )}
      {view === 'file-storage' && (
        <>
          {fss && <FssScalingChart key={`${fss.catalog}:${fss.kind}`} data={fss} />}
          <ScreenOnly>
            {utilization('file-storage')}
            {lat && <LatencyChart data={lat} />}
          </ScreenOnly>
        </>
      )}
      {view === 'block-volume' && (
        <>
          {bv && <BvScalingChart key={bv.catalog} data={bv} />}
          <ScreenOnly>{utilization('block-volume')}</ScreenOnly>
        </>
      )}
      {view === 'dense-io' && (
        <>
          {dio && <DioMixChart key={dio.catalog} data={dio} />}
          <ScreenOnly>{utilization('dense-io')}</ScreenOnly>
        </>
      )}
      {view === 'lustre' && (
        <>
          {tiers && <LustreTierChart key={tiers.catalog} data={tiers} />}
          {lfs && (
            <ScreenOnly>
              <LimitUtilizationChart data={lfs} design={design('lustre')} />
            </ScreenOnly>
          )}
        </>
      )}
    </section>
  );
});

const BvScalingChart = memo(BvScalingDrawing);
const DioMixChart = memo(DioMixDrawing);
const FssScalingChart = memo(FssScalingDrawing);
const LatencyChart = memo(LatencyDrawing);
const LimitUtilizationChart = memo(LimitUtilizationDrawing);
const LustreTierChart = memo(LustreTierDrawing);

/** One of the compare report's three charts side by side on paper (two 0.4 rem gaps between them). */
const ROW_PRINT_WIDTH = Math.floor((PRINT_WIDTH - 2 * 6.4) / 3);

/** Charts left out of the printed report; on screen they sit in the panel's grid as before. */
function ScreenOnly({ children }: { readonly children: ReactNode }) {
  return <div className="no-print charts-screen-only">{children}</div>;
}
