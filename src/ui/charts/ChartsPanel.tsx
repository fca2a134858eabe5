/**
 * The charts panel, loaded lazily by the app (with the charts' code): reads the scenario
 * and its plan from the store and draws the charts of the current view.
 */
import type { View } from '../../store/contract.ts';
import { useDeferredPlan } from '../../store/selectors.ts';
import { ChartsView } from './ChartsView.tsx';
import './charts.css';

export default function ChartsPanel({ view }: { readonly view: View }) {
  // Deferred: a keystroke repaints the form and the answer first; the charts follow in a
  // render React may interrupt when the next keystroke arrives.
  const { scenario, result } = useDeferredPlan();
  return <ChartsView view={view} scenario={scenario} result={result} />;
}
