/**
 * The charts panel, loaded lazily by the app (with the charts' code): reads the scenario
 * and its plan from the store and draws the charts of the current view.
 *
 * Off the keystroke's path: the charts follow the plan through `useDeferredValue`, so a
 * keystroke paints the field and the answer in its own frame and recharts draws the charts in
 * the render React does right after (one a burst of typing interrupts and starts again with the
 * newest plan, so no keystroke waits for a chart, and the charts catch up a frame after typing
 * stops). recharts' second pass over a chart follows in the same task (useOneTaskCommit).
 */
import { useDeferredValue } from 'react';
import type { View } from '../../store/contract.ts';
import { useOverTime, usePlan, useScenario } from '../../store/selectors.ts';
import { ChartsView } from './ChartsView.tsx';
import { useOneTaskCommit } from './useOneTaskCommit.ts';
import './charts.css';

export default function ChartsPanel({ view }: { readonly view: View }) {
  const scenario = useDeferredValue(useScenario());
  const result = useDeferredValue(usePlan());
  const overTime = useDeferredValue(useOverTime());
  const shownView = useDeferredValue(view);
  useOneTaskCommit([scenario, result, overTime, shownView]);
  return <ChartsView view={shownView} scenario={scenario} result={result} overTime={overTime} />;
}
