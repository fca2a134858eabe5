import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterTask } from './later.ts';
import { createPlanStore } from './planStore.ts';
import { storageKeys } from './persist.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';
import { defaultScenario } from './initialState.ts';
import { encodeScenario } from './url.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('laterTask', () => {
  it('runs once, the delay after the last schedule', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const later = laterTask(task, 100);
    later.schedule();
    vi.advanceTimersByTime(60);
    later.schedule();
    vi.advanceTimersByTime(60);
    expect(task).not.toHaveBeenCalled();
    expect(later.pending).toBe(true);
    vi.advanceTimersByTime(60);
    expect(task).toHaveBeenCalledTimes(1);
    expect(later.pending).toBe(false);
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a pending task at once on flush, and nothing when none is pending', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const later = laterTask(task, 100);
    later.flush();
    expect(task).not.toHaveBeenCalled();
    later.schedule();
    later.flush();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
    later.schedule();
    later.cancel();
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('the session write in the browser', () => {
  const stored = (storage: ReturnType<typeof memoryStorage>) =>
    (JSON.parse(storage.data.get(storageKeys.session) ?? 'null') as { data?: { scenario?: { requirement?: { readMBps?: number } } } } | null)?.data?.scenario
      ?.requirement?.readMBps;

  it('waits for typing to pause, and is written at once when flushed', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '', sessionWriteDelayMs: 150 });
    store.getState().setField('readMBps', '1234');
    expect(stored(storage)).not.toBe(1234);
    vi.advanceTimersByTime(200);
    expect(stored(storage)).toBe(1234);

    store.getState().setField('readMBps', '4321');
    store.flushStorage();
    expect(stored(storage)).toBe(4321);
    expect(createPlanStore({ storage, hash: '' }).getState().scenario.requirement.readMBps).toBe(4321);
  });

  it('stores a new view at once, with the latest scenario', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '', sessionWriteDelayMs: 150 });
    store.getState().setField('readMBps', '999');
    store.getState().setView('dense-io');
    expect(stored(storage)).toBe(999);
  });
});

describe('a reload resumes the session written under its link', () => {
  const linkOf = (readMBps: number) => `#scenario=${encodeScenario({ ...defaultScenario(), requirement: { ioSizeKiB: 64, readMBps } })}`;

  it('prefers the session over the very link it was written under, on a reload of the same tab only', () => {
    const storage = memoryStorage();
    const hash = linkOf(100);
    const first = createPlanStore({ storage, hash, currentHash: () => hash, sessionWriteDelayMs: 150, tab: 'a' });
    expect(first.getState().scenario.requirement.readMBps).toBe(100);
    first.getState().setField('readMBps', '555'); // typed, the link not yet rewritten
    first.flushStorage(); // the page is being left

    expect(createPlanStore({ storage, hash, reloaded: true, tab: 'a' }).getState().scenario.requirement.readMBps).toBe(555);
    // Opening that link afresh (not a reload), reloading another link, or another tab: the link wins.
    expect(createPlanStore({ storage, hash, tab: 'a' }).getState().scenario.requirement.readMBps).toBe(100);
    expect(createPlanStore({ storage, hash: linkOf(200), reloaded: true, tab: 'a' }).getState().scenario.requirement.readMBps).toBe(200);
    expect(createPlanStore({ storage, hash, reloaded: true, tab: 'b' }).getState().scenario.requirement.readMBps).toBe(100);
  });
});
