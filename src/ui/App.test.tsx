import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../store/persist.ts';
import { planStore } from '../store/planStore.ts';
import { encodeScenario } from '../store/url.ts';
import { URL_WRITE_DELAY_MS } from '../store/urlSync.ts';
import { App } from './App.tsx';

function start(hash = '') {
  window.history.replaceState(null, '', `/${hash}`);
  planStore.reinitialise();
  return render(<App />);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('App shell', { timeout: 60_000 }, () => {
  it('shows the page heading, a main landmark and the workload form', () => {
    start();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('OCI Storage Planner');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Workload' })).toBeTruthy();
    expect(screen.getByLabelText('Read throughput')).toBeTruthy();
  });

  it('moves between views with the arrow keys', async () => {
    start();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const compare = screen.getByRole('tab', { name: 'Compare' });
    expect(compare.getAttribute('aria-selected')).toBe('true');
    compare.focus();
    await user.keyboard('{ArrowRight}');
    const fss = screen.getByRole('tab', { name: 'File Storage' });
    expect(fss.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(fss);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'File Storage with Lustre' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Dense I/O' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    await user.keyboard('{ArrowRight}');
    expect(planStore.getState().view).toBe('compare');
  });

  it('sets data-theme on <html> from the theme preference', async () => {
    start();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('still starts when storage holds garbage, and says what it set aside', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.prefs, '\u0000garbage');
    localStorage.setItem(storageKeys.session, JSON.stringify({ version: 1, data: { scenario: 42 } }));
    localStorage.setItem(storageKeys.saved, JSON.stringify({ version: 1, data: { saved: [{ name: 'x', savedAt: 'now', scenario: { service: 'nope' } }] } }));
    start();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be opened; it is kept for export/);
    expect(screen.getByRole('button', { name: 'Export the set-aside data' })).toBeTruthy();
    expect(planStore.getState().saved).toEqual([]);
    expect(warn).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a bad link could not be read and falls back to the example', () => {
    const bad = btoa(JSON.stringify({ version: 1, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, readMBps: -1 } })).replace(/=+$/, '');
    start(`#scenario=${bad}`);
    // The field by its label, its error as the form words it.
    expect(screen.getByRole('alert').textContent).toContain(
      "The link's scenario could not be read: Read throughput: Must be at least 0 MB/s. The last session",
    );
    expect(planStore.getState().scenario.requirement.readIops).toBe(20_000);
  });

  it('writes the scenario to the URL hash', async () => {
    vi.useFakeTimers();
    try {
      start();
      fireEvent.change(screen.getByLabelText('Read IOPS'), { target: { value: '1234' } });
      act(() => {
        vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 50);
      });
      expect(window.location.hash).toMatch(/^#scenario=[A-Za-z0-9_-]+$/);
      const json = JSON.parse(
        new TextDecoder().decode(Uint8Array.from(atob(window.location.hash.slice(10).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
      );
      expect(json.requirement.readIops).toBe(1234);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a scenario pasted into the address bar (hashchange)', async () => {
    start();
    const scenario = { ...planStore.getState().scenario, requirement: { ioSizeKiB: 128, readMBps: 999 } };
    window.location.hash = `scenario=${encodeScenario(scenario)}&view=dense-io`;
    await vi.waitFor(() => expect(planStore.getState().scenario.requirement.readMBps).toBe(999));
    expect(planStore.getState().view).toBe('dense-io');
    expect((screen.getByLabelText('Read throughput') as HTMLInputElement).value).toBe('999');
  });

  it('imports a JSON file, and keeps the plan when the file is bad', async () => {
    start();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const input = screen.getByLabelText('Import JSON') as HTMLInputElement;
    const before = planStore.getState().scenario;
    await user.upload(input, new File(['{"service":"compare"'], 'bad.json', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be imported: it is not valid JSON/);
    expect(planStore.getState().scenario).toBe(before);

    const good = { version: 1, mode: 'recommend', service: 'compare', name: 'Imported', requirement: { ioSizeKiB: 64, readMBps: 321 } };
    await user.upload(input, new File([JSON.stringify(good)], 'good.json', { type: 'application/json' }));
    await vi.waitFor(() => expect(planStore.getState().scenario.requirement.readMBps).toBe(321));
    expect((screen.getByLabelText('Read throughput') as HTMLInputElement).value).toBe('321');
  });

  it('saves the scenario under a name and loads it back', async () => {
    start();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByText('Saved scenarios'));
    await user.type(screen.getByLabelText('Save the current scenario as'), 'Nightly batch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved "Nightly batch".').getAttribute('role')).toBe('status');
    const list = screen.getByRole('list', { name: 'Saved scenarios in this browser' });
    expect(within(list).getByText('Nightly batch')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Read IOPS'), { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Load "Nightly batch"' }));
    expect((screen.getByLabelText('Read IOPS') as HTMLInputElement).value).toBe('20000');
    await user.click(screen.getByRole('button', { name: 'Delete "Nightly batch"' }));
    expect(screen.getByText('No saved scenarios yet.')).toBeTruthy();
  });
});
