import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARROW_LAYOUT_QUERY } from './narrowLayout.ts';
import { PhoneCollapse } from './PhoneCollapse.tsx';

/** A screen whose width the test sets: `narrow` is what the one-column query answers. */
const screenWidth = (() => {
  let narrow = false;
  const listeners = new Set<() => void>();
  const list = {
    media: NARROW_LAYOUT_QUERY,
    get matches() {
      return narrow;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  return {
    list,
    set(value: boolean) {
      narrow = value;
      act(() => listeners.forEach((l) => l()));
    },
  };
})();

const original = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((q: string) =>
    q === NARROW_LAYOUT_QUERY ? screenWidth.list : { matches: false, addEventListener() {}, removeEventListener() {} }) as never;
});
afterAll(() => {
  window.matchMedia = original;
});

function panel() {
  return render(
    <PhoneCollapse title="Sources" name="sources">
      <p>every source</p>
    </PhoneCollapse>,
  ).container.querySelector('details')!;
}

describe('PhoneCollapse', () => {
  it('is open on a wide screen', () => {
    screenWidth.set(false);
    const details = panel();
    expect(details.open).toBe(true);
    expect(details.dataset.fold).toBe('sources');
  });

  it('is folded on a narrow screen, named by its summary, and stays open once opened', () => {
    screenWidth.set(true);
    const details = panel();
    expect(details.open).toBe(false);
    expect(screen.getByText('Sources').tagName).toBe('SUMMARY');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(details.open).toBe(true);
    // Wider and back: the reader's choice is kept, and the content was not built again.
    const content = screen.getByText('every source');
    screenWidth.set(false);
    screenWidth.set(true);
    expect(details.open).toBe(true);
    expect(screen.getByText('every source')).toBe(content);
  });

  it('opens for a wide screen even when folded before', () => {
    screenWidth.set(true);
    const details = panel();
    expect(details.open).toBe(false);
    screenWidth.set(false);
    expect(details.open).toBe(true);
  });
});
