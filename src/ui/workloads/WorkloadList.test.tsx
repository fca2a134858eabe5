import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import '../i18n/index.ts';
import { WorkloadsBar } from './WorkloadsBar.tsx';
import { WorkloadForm } from '../form/WorkloadForm.tsx';

function start() {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
  return render(
    <>
      <WorkloadsBar />
      <WorkloadForm />
    </>,
  );
}

const names = () => screen.getAllByTestId('workload-item').map((li) => li.querySelector('.workload-name')!.textContent);

/** Two workloads: the list is loaded (lazily) and shown. */
async function two() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a workload' }));
  await screen.findByRole('heading', { name: 'Workloads in this plan' });
  return user;
}

beforeEach(() => {
  start();
});

describe('WorkloadList', { timeout: 60_000 }, () => {
  it('shows only an add button for a plan of one, then the list with the new workload open', async () => {
    expect(screen.queryByRole('heading', { name: 'Workloads in this plan' })).toBeNull();
    await two();
    expect(names()).toEqual(['Workload 1', 'Workload 2']);
    expect(screen.getByRole('button', { name: /Workload 2/, current: true })).toBeTruthy();
  });

  it('duplicates a workload with its fields and opens the copy', async () => {
    const user = await two();
    await user.click(screen.getByRole('button', { name: /^Workload 1/ }));
    const read = screen.getByLabelText('Read throughput') as HTMLInputElement;
    await user.clear(read);
    await user.type(read, '321');
    await user.click(screen.getByRole('button', { name: 'Duplicate Workload 1' }));
    expect(names()).toEqual(['Workload 1', 'Workload 1 (copy)', 'Workload 2']);
    expect((screen.getByLabelText('Read throughput') as HTMLInputElement).value).toBe('321');
  });

  it('renames, and refuses a name another workload has with a message next to the field', async () => {
    const user = await two();
    const field = screen.getByLabelText('Name of this workload') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, ' workload 1{Enter}');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Another workload in this plan already has this name.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.value).toBe(' workload 1');
    expect(names()).toEqual(['Workload 1', 'Workload 2']);
    await user.clear(field);
    await user.type(field, 'Scratch{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['Workload 1', 'Scratch']);
  });

  it('removes a workload by its named button, back to the compact bar for the last one', async () => {
    const user = await two();
    await user.click(screen.getByRole('button', { name: 'Remove Workload 1' }));
    // Back to a plan of one: the compact bar.
    expect(await screen.findByRole('button', { name: 'Add a workload' })).toBeTruthy();
    expect(planStore.getState().workloads.map((w) => w.name)).toEqual(['Workload 2']);
  });

  it('reorders by keyboard (Alt+Up / Alt+Down), the focus staying on the moved workload', async () => {
    const user = await two();
    await user.click(screen.getByRole('button', { name: 'Add a workload' }));
    expect(names()).toEqual(['Workload 1', 'Workload 2', 'Workload 3']);
    const third = screen.getByRole('button', { name: /^Workload 3/ });
    third.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['Workload 1', 'Workload 3', 'Workload 2']);
    expect(document.activeElement?.textContent).toMatch(/^Workload 3/);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['Workload 3', 'Workload 1', 'Workload 2']);
    expect(screen.getByTestId('workloads-said').textContent).toBe('Workload 3 is now number 1 of 3.');
    // The buttons do the same, for touch and mouse.
    await user.click(screen.getByRole('button', { name: 'Move Workload 3 down' }));
    expect(names()).toEqual(['Workload 1', 'Workload 3', 'Workload 2']);
  });

  it('marks a workload with a field in error; the other stays good', async () => {
    const user = await two();
    const read = screen.getByLabelText('Read throughput') as HTMLInputElement;
    await user.clear(read);
    await user.type(read, 'abc');
    await user.click(screen.getByRole('button', { name: /^Workload 1/ }));
    const items = screen.getAllByTestId('workload-item');
    expect(within(items[1]!).getByText(/a field is in error/)).toBeTruthy();
    expect(within(items[0]!).queryByText(/a field is in error/)).toBeNull();
    act(() => planStore.getState().selectWorkload(1));
    expect((screen.getByLabelText('Read throughput') as HTMLInputElement).value).toBe('abc');
  });
});
