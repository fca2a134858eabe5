import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultScenario } from '../../store/initialState.ts';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { readSetAside } from '../../store/setAside.ts';
import { storageKeys } from '../../store/persist.ts';
import '../i18n/index.ts';
import { AnswerBoundary, AppBoundary } from './ErrorBoundary.tsx';

/** Throws for one read throughput, as an unexpected bug in the answer would. */
function Answer() {
  const readMBps = usePlanStore((s) => s.scenario.requirement.readMBps);
  if (readMBps === 4321) throw new RangeError('Invalid array length');
  return <p>answer for {String(readMBps)}</p>;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the answer boundary', () => {
  it('shows what failed and goes back to the last plan that showed', () => {
    render(
      <AnswerBoundary>
        <Answer />
      </AnswerBoundary>,
    );
    const before = planStore.getState().scenario;
    act(() => planStore.getState().setField('readMBps', '4321'));
    expect(screen.getByRole('alert').textContent).toMatch(/The answer could not be shown: Invalid array length/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the last plan that worked' }));
    expect(planStore.getState().scenario.requirement).toEqual(before.requirement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/answer for/)).toBeTruthy();
  });

  it('offers the default example', () => {
    act(() => planStore.getState().setField('readMBps', '4321'));
    render(
      <AnswerBoundary>
        <Answer />
      </AnswerBoundary>,
    );
    // Nothing showed before, so there is no last good plan: only the default.
    expect(screen.queryByRole('button', { name: 'Back to the last plan that worked' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start from the default example' }));
    expect(planStore.getState().scenario).toEqual(defaultScenario());
    expect(screen.getByText(/answer for/)).toBeTruthy();
  });
});

describe('the app boundary', () => {
  it('never leaves the page blank: it says what failed and starts again with the session set aside', () => {
    act(() => planStore.getState().setField('readMBps', '4321'));
    planStore.flushStorage();
    expect(localStorage.getItem(storageKeys.session)).toContain('4321');
    render(
      <AppBoundary>
        <Answer />
      </AppBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/The planner failed: Invalid array length/);
    fireEvent.click(screen.getByRole('button', { name: 'Start again from the default example' }));
    expect(screen.getByText(/answer for/)).toBeTruthy();
    expect(readSetAside(localStorage)[0]?.text).toContain('4321');
  });
});
