import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legendKeys, LegendList, type LegendItem } from './legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from './palette.ts';

const series = (i: number, label: string): LegendItem => ({ label, color: seriesStyle(i).color, dash: seriesStyle(i).dash, marker: seriesStyle(i).marker });
const required = (label: string): LegendItem => ({ label, color: 'currentColor', dash: REQUIREMENT_DASH });

describe('LegendList from one keystroke to the next', () => {
  it('keeps an entry whose figures changed, and shows the new figures', () => {
    const view = render(<LegendList items={[series(0, 'HPMT-20'), required('Required: 4,500 MB/s')]} />);
    const before = view.container.querySelectorAll('li')[1];
    // A series comes in front, and the requirement line's figure changes.
    view.rerender(<LegendList items={[series(1, 'Ultra High Performance'), series(0, 'HPMT-20'), required('Required: 29,000 MB/s')]} />);
    const items = view.container.querySelectorAll('li');
    expect(items).toHaveLength(3);
    expect(items[2]).toBe(before);
    expect(Array.from(items, (li) => li.textContent)).toEqual(['Ultra High Performance', 'HPMT-20', 'Required: 29,000 MB/s']);
  });
});

describe('legendKeys', () => {
  it('tells entries apart by how they are drawn, and look-alikes by their place', () => {
    const keys = legendKeys([series(0, 'a'), required('b'), series(0, 'c'), { ...series(0, 'd'), hollow: true }]);
    expect(new Set(keys).size).toBe(4);
    expect(keys[2]).toBe(`${keys[0]!.replace(/#0$/, '')}#1`);
  });
});
