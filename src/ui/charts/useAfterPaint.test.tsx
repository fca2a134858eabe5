import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_GAP_MS, BURST_QUIET_MS, useAfterPaint } from './useAfterPaint.ts';

function Shown({ value }: { readonly value: number }) {
  return <p data-testid="shown">{useAfterPaint(value)}</p>;
}
const shown = () => screen.getByTestId('shown').textContent;

/** An input event on the page, as a keystroke in a field makes one. */
function typeOnce() {
  document.body.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets `ms` pass on the fake clock, with the real tasks (nextTask's message) in between. */
async function pass(ms: number) {
  for (let t = 0; t < ms; t += 10) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
      await new Promise((r) => setImmediate(r));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterPaint', () => {
  it('follows a lone change after the next paint, and in a burst of typing only once typing pauses', async () => {
    const { rerender } = render(<Shown value={1} />);
    // A lone keystroke: the value follows a frame later.
    await pass(BURST_GAP_MS + 50);
    typeOnce();
    rerender(<Shown value={2} />);
    expect(shown()).toBe('1');
    await pass(60);
    expect(shown()).toBe('2');
    // A burst: inputs 60 ms apart; nothing follows while they come.
    await pass(BURST_GAP_MS + 50);
    for (const v of [3, 4, 5, 6]) {
      typeOnce();
      rerender(<Shown value={v} />);
      await pass(60);
    }
    expect(Number(shown())).toBeLessThan(6);
    // Typing pauses: the last value follows.
    await pass(BURST_QUIET_MS + 60);
    expect(shown()).toBe('6');
  });
});
