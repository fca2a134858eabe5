import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableData } from './stable.ts';

describe('useStableData', () => {
  it('keeps the last render’s object while the content is the same, and takes a changed one', () => {
    const { result, rerender } = renderHook(({ v }) => useStableData(v), { initialProps: { v: { ticks: [1, 10, 100], domain: [1, 100] } } });
    const first = result.current;
    rerender({ v: { ticks: [1, 10, 100], domain: [1, 100] } });
    expect(result.current).toBe(first);
    const changed = { ticks: [1, 10, 100, 1000], domain: [1, 1000] };
    rerender({ v: changed });
    expect(result.current).toBe(changed);
  });
});
