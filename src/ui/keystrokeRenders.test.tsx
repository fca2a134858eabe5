/**
 * A keystroke renders only what its answer changes (issue 38): the workload list, the plan of
 * every workload, the growth and daily-profile fields and the measurements panel are not
 * rendered again when a field of the open workload or of another section changes. Counted with
 * tests/setup/renderCounts.ts over the whole app.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { countRenders } from '../../tests/setup/renderCounts.ts';
import { planStore } from '../store/planStore.ts';
import { App } from './App.tsx';
import { PLAN_SETTLE_MS } from './workloads/PlanPanel.tsx';

/** Names DecimalFields by the words it shows (the growth and the daily profile's fields are both one). */
const byWords = (name: string, props: Record<string, unknown> | null) => (name === 'DecimalFields' ? `DecimalFields:${String(props?.words)}` : name);

function start() {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
  render(<App />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The renders one typed character causes, before any timer (the plan's settle) runs. */
async function rendersOf(type: () => Promise<void>): Promise<ReadonlyMap<string, number>> {
  const stop = countRenders(byWords);
  await type();
  return stop();
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
});

describe('what a keystroke renders', { timeout: 90_000 }, () => {
  it('in a plan of two workloads: not the list, nor the plan until typing pauses, nor the measurements panel', async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: 'Add a workload' }));
    await screen.findByRole('heading', { name: 'Workloads in this plan' }, { timeout: 15_000 });
    await screen.findByTestId('plan-panel', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Import measurements' }));
    await act(() => new Promise((r) => setTimeout(r, 3000)));
    await screen.findByLabelText('Measurement files', {}, { timeout: 15_000 });
    const read = field('Read throughput');
    await user.click(read);
    // Past the plan's settle, so that it has taken the last change.
    await act(() => new Promise((r) => setTimeout(r, PLAN_SETTLE_MS + 50)));

    const renders = await rendersOf(() => user.type(read, '7'));
    expect(read.value.endsWith('7')).toBe(true);
    // The keystroke did render the form's field and the answer: the counter sees renders.
    expect(renders.get('NumberField') ?? 0).toBeGreaterThan(0);
    expect(renders.get('ResultsView') ?? 0).toBeGreaterThan(0);
    for (const name of ['WorkloadList', 'WorkloadFields', 'PlanView', 'BillTable', 'MeasurementsPanel'])
      expect([name, renders.get(name) ?? 0]).toEqual([name, 0]);
    // Once typing pauses, the plan follows.
    const later = await rendersOf(() => act(() => new Promise<void>((r) => setTimeout(r, PLAN_SETTLE_MS + 100))));
    expect(later.get('PlanView') ?? 0).toBeGreaterThan(0);
  });

  it('in the compare view: a workload field, a growth field and a profile field each leave the other sections alone', async () => {
    const user = start();
    const read = field('Read throughput');
    await user.click(read);

    const fromRead = await rendersOf(() => user.type(read, '3'));
    expect(fromRead.get('ResultsView') ?? 0).toBeGreaterThan(0);
    expect(fromRead.get('DecimalFields:growth') ?? 0).toBe(0);
    expect(fromRead.get('DecimalFields:profile') ?? 0).toBe(0);

    const growth = field('Throughput and IOPS growth (% a year)');
    await user.click(growth);
    const fromGrowth = await rendersOf(() => user.type(growth, '2'));
    expect(fromGrowth.get('DecimalFields:growth') ?? 0).toBeGreaterThan(0);
    expect(fromGrowth.get('DecimalFields:profile') ?? 0).toBe(0);
    expect(fromGrowth.get('WorkloadForm') ?? 0).toBe(0);
    expect(fromGrowth.get('NumberField') ?? 0).toBe(0);

    const peak = field('Peak hours a day');
    await user.click(peak);
    const fromProfile = await rendersOf(() => user.type(peak, '8'));
    expect(fromProfile.get('DecimalFields:profile') ?? 0).toBeGreaterThan(0);
    expect(fromProfile.get('DecimalFields:growth') ?? 0).toBe(0);
    expect(fromProfile.get('WorkloadForm') ?? 0).toBe(0);
    expect(fromProfile.get('NumberField') ?? 0).toBe(0);
  });
});
