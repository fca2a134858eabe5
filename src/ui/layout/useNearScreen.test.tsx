import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LATEST_MS, useAfterPaintAway, useHeldAway } from './useNearScreen.ts';

describe('useHeldAway', () => {
  it('follows the value while live, keeps the last live value while away, and catches up on return', () => {
    const { result, rerender } = renderHook(({ value, live }) => useHeldAway(value, live), { initialProps: { value: 'a', live: true } });
    expect(result.current).toBe('a');
    rerender({ value: 'b', live: true });
    expect(result.current).toBe('b');
    rerender({ value: 'c', live: false });
    expect(result.current).toBe('b');
    rerender({ value: 'd', live: false });
    expect(result.current).toBe('b');
    rerender({ value: 'e', live: true });
    expect(result.current).toBe('e');
  });

  it('shows its first value when it starts away', () => {
    const { result, rerender } = renderHook(({ value, live }) => useHeldAway(value, live), { initialProps: { value: 1, live: false } });
    expect(result.current).toBe(1);
    rerender({ value: 2, live: false });
    expect(result.current).toBe(1);
  });
});

describe('useAfterPaintAway', () => {
  /** Frames run when the test says so; the timers they queue run on vi's clock. */
  function frames() {
    let queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      queue = queue.map((cb, i) => (i === id - 1 ? () => undefined : cb));
    });
    return () => {
      const run = queue;
      queue = [];
      run.forEach((cb) => cb(0));
    };
  }

  let paint: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    paint = frames();
  });
  afterEach(() => {
    // Nothing left queued for the next test: the catch-ups share one queue.
    act(() => paint());
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the value at once while live', () => {
    const { result, rerender } = renderHook(({ value, live }) => useAfterPaintAway(value, live), { initialProps: { value: 'a', live: true } });
    rerender({ value: 'b', live: true });
    expect(result.current).toBe('b');
  });

  it('out of sight, takes the new value only after the next frame has been produced', () => {
    const { result, rerender } = renderHook(({ value, live }) => useAfterPaintAway(value, live), { initialProps: { value: 'a', live: false } });
    rerender({ value: 'b', live: false });
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(AFTER_PAINT_LATEST_MS - 1));
    expect(result.current).toBe('a'); // no frame yet: nothing queued behind it
    act(() => paint());
    expect(result.current).toBe('a'); // the frame's own callbacks run before it is produced
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('b');
  });

  it('never stays behind: a value replaced before its frame gives way to the newest', () => {
    const { result, rerender } = renderHook(({ value, live }) => useAfterPaintAway(value, live), { initialProps: { value: 1, live: false } });
    rerender({ value: 2, live: false });
    rerender({ value: 3, live: false });
    act(() => paint());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(3);
  });

  it('catches up all the same on a page that draws no frame', () => {
    const { result, rerender } = renderHook(({ value, live }) => useAfterPaintAway(value, live), { initialProps: { value: 'a', live: false } });
    rerender({ value: 'b', live: false });
    act(() => vi.advanceTimersByTime(AFTER_PAINT_LATEST_MS - 1));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('b');
  });

  it('catches up at once when it comes into sight', () => {
    const { result, rerender } = renderHook(({ value, live }) => useAfterPaintAway(value, live), { initialProps: { value: 'a', live: false } });
    rerender({ value: 'b', live: false });
    expect(result.current).toBe('a');
    rerender({ value: 'b', live: true });
    expect(result.current).toBe('b');
  });
});
