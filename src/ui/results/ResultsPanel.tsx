/**
 * The results area, connected: the current plan from the store, shown for `view`, with
 * `children` (the charts) between the answer and the printed report's footer.
 */
import type { ReactNode } from 'react';
import type { View } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { useHasFieldErrors, usePlan, useScenario } from '../../store/selectors.ts';
import { FioBundleButton } from '../fio/FioBundleButton.tsx';
import { StaleNotice } from './StaleNotice.tsx';
import { ResultsView } from './ResultsView.tsx';

export { ResultsView } from './ResultsView.tsx';

export default function ResultsPanel({ view, children }: { readonly view: View; readonly children?: ReactNode }) {
  const result = usePlan();
  const scenario = useScenario();
  const stale = useHasFieldErrors();
  const setField = usePlanStore((s) => s.setField);
  const setPriceOverride = usePlanStore((s) => s.setPriceOverride);
  return (
    <>
      <StaleNotice />
      {/* Set apart, not hidden, while the form holds a value the plan does not answer. */}
      <div className={stale ? 'results-stale' : undefined}>
        <ResultsView
          view={view}
          result={result}
          requirement={scenario.requirement}
          {...(scenario.name ? { scenarioName: scenario.name } : {})}
          onBillBasis={(b) => setField('billBasis', b)}
          onPriceOverride={(key, usd) => setPriceOverride(key, usd)}
        >
          <FioBundleButton view={view} />
          {children}
        </ResultsView>
      </div>
    </>
  );
}
