import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeldAway } from './useNearScreen.ts';

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
