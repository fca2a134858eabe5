/**
 * The charts panel, loaded lazily by the app (with the charts' code): reads the scenario
 * and its plan from the store and draws the charts of the current view.
 *
 * Off the keystroke's path: the charts follow the plan a frame behind (`useAfterPaint`), so a
 * keystroke paints the field and the answer in its own frame and recharts draws the charts in a
 * transition started once that frame is painted (one a burst of typing interrupts and starts
 * again with the newest plan, so no keystroke waits for a chart, and the charts catch up a frame
 * after typing stops). recharts' second pass over a chart follows in the same task
 * (useOneTaskCommit).
 */
import { useMemo } from 'react';
import type { View } from '../../store/contract.ts';
import { useOverTime, usePlan, useScenario } from '../../store/selectors.ts';
import { ChartsView } from './ChartsView.tsx';
import { useAfterPaint } from './useAfterPaint.ts';
import { useOneTaskCommit } from './useOneTaskCommit.ts';
import './charts.css';

export default function ChartsPanel({ view }: { readonly view: View }) {
  const scenario = useScenario();
  const result = usePlan();
  const overTime = useOverTime();
  const inputs = useMemo(() => ({ scenario, result, overTime, view }), [scenario, result, overTime, view]);
  const shown = useAfterPaint(inputs);
  useOneTaskCommit([shown]);
  return <ChartsView view={shown.view} scenario={shown.scenario} result={shown.result} overTime={shown.overTime} />;
}
