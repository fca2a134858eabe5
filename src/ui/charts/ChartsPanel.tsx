/**
 * The charts panel, loaded lazily by the app (with the charts' code): reads the scenario
 * and its plan from the store and draws the charts of the current view.
 */
import type { View } from '../../store/contract.ts';
import { usePlan, useScenario } from '../../store/selectors.ts';
import { ChartsView } from './ChartsView.tsx';
import './charts.css';

export default function ChartsPanel({ view }: { readonly view: View }) {
  // In the keystroke's own render, with the answer: drawn as plain SVG, the charts of a view
  // cost a few milliseconds, less than the extra frame a deferred render waited for
  // (bench:ui, File Storage: chart repainted 26 → 22 ms median, Compare 20.5 → 17).
  const scenario = useScenario();
  const result = usePlan();
  return <ChartsView view={view} scenario={scenario} result={result} />;
}
