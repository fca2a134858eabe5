import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAway, useHeldAway } from './useNearScreen.ts';

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

describe('useDeferredAway', () => {
  /** Every value the hook returned, render by render. */
  function track(initial: { value: string; live: boolean }) {
    const seen: string[] = [];
    const hook = renderHook(
      ({ value, live }) => {
        const shown = useDeferredAway(value, live);
        seen.push(shown);
        return shown;
      },
      { initialProps: initial },
    );
    return { ...hook, seen };
  }

  it('follows the value in the same render while live', () => {
    const { result, rerender, seen } = track({ value: 'a', live: true });
    act(() => rerender({ value: 'b', live: true }));
    expect(result.current).toBe('b');
    expect(seen.slice(0, 2)).toEqual(['a', 'b']);
  });

  it('out of sight, keeps the old value in the urgent render and takes the new one in the deferred render after it', () => {
    const { result, rerender, seen } = track({ value: 'a', live: false });
    act(() => rerender({ value: 'b', live: false }));
    expect(seen).toEqual(['a', 'a', 'b']);
    expect(result.current).toBe('b');
  });

  it('catches up at once when it comes into sight', () => {
    const { result, rerender, seen } = track({ value: 'a', live: false });
    act(() => rerender({ value: 'b', live: true }));
    expect(seen[1]).toBe('b');
    expect(result.current).toBe('b');
  });
});
