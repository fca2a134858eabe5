import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logTicks } from './format.ts';
import { seriesStyle } from './palette.ts';
import { XYDrawing, type XYAxis, type XYDrawingProps } from './XYDrawing.tsx';
import { cleanDomain, linePath, linearTicks, makeScale, niceMax } from './xyScale.ts';

describe('xyScale', () => {
  it('maps a linear domain onto pixels, upside down for a y axis', () => {
    const x = makeScale('linear', [0, 100], 10, 210);
    expect(x(0)).toBe(10);
    expect(x(50)).toBe(110);
    expect(x(100)).toBe(210);
    const y = makeScale('linear', [0, 10], 300, 20);
    expect(y(0)).toBe(300);
    expect(y(10)).toBe(20);
  });

  it('maps a log domain by decades, and has no place for zero or less', () => {
    const y = makeScale('log', [1, 1000], 300, 0);
    expect(y(1)).toBe(300);
    expect(y(10)).toBeCloseTo(200, 9);
    expect(y(100)).toBeCloseTo(100, 9);
    expect(y(1000)).toBeCloseTo(0, 9);
    expect(y(0)).toBeNaN();
    expect(y(-5)).toBeNaN();
    expect(y(Number.NaN)).toBeNaN();
  });

  it('makes a drawable domain of an empty, flat or non-positive one', () => {
    expect(cleanDomain('log', [0, 0])).toEqual([1, 10]);
    expect(cleanDomain('log', [0, 500])).toEqual([50, 500]);
    expect(cleanDomain('log', [100, 100])).toEqual([100, 1000]);
    expect(cleanDomain('linear', [5, 5])).toEqual([5, 6]);
    expect(cleanDomain('linear', [Number.NaN, Number.POSITIVE_INFINITY])).toEqual([0, 1]);
  });

  it('ticks: round linear steps inside the domain, and log ticks by decade', () => {
    expect(linearTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(linearTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(linearTicks(1, 40, 5, true)).toEqual([10, 20, 30, 40]);
    expect(linearTicks(3, 3)).toEqual([3]);
    expect(linearTicks(0, Number.NaN)).toEqual([]);
    expect(niceMax(8_700)).toBe(10_000);
    expect(niceMax(0)).toBe(1);
    expect(logTicks(1, 1000)).toEqual([1, 10, 100, 1000]);
    expect(logTicks(10, 100)).toEqual([10, 20, 50, 100]);
  });

  it('breaks a line at a missing point unless told to connect across it', () => {
    const points = [{ x: 0, y: 0 }, null, { x: 2, y: 2 }, { x: Number.NaN, y: 1 }, { x: 4, y: 4 }];
    expect(linePath(points)).toBe('M0.00,0.00M2.00,2.00M4.00,4.00');
    expect(linePath(points, true)).toBe('M0.00,0.00L2.00,2.00L4.00,4.00');
    expect(linePath([])).toBe('');
  });
});

const axis = (kind: 'linear' | 'log', domain: [number, number], ticks: number[]): XYAxis => ({ kind, domain, ticks, text: String, title: `${kind} axis` });

function draw(props: Partial<XYDrawingProps>) {
  const all: XYDrawingProps = {
    title: 'A drawing',
    height: 300,
    width: 500,
    x: axis('linear', [1, 10], [1, 5, 10]),
    y: axis('log', [1, 1000], logTicks(1, 1000)),
    series: [],
    readoutX: (v) => `x ${v}`,
    readoutY: (v) => `y ${v}`,
    ...props,
  };
  return render(<XYDrawing {...all} />);
}

/** Every attribute value in the drawing that says NaN or Infinity. */
function badAttributes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /NaN|Infinity/.test(a.value)).map((a) => `<${el.tagName} ${a.name}="${a.value}">`),
  );
}

describe('XYDrawing', () => {
  // React says so on the console when an attribute gets NaN, or a list has two children of one key.
  const errors = vi.spyOn(console, 'error');
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockClear();
  });

  it('is a named image with axes, grid, series, markers, references, marks and a placed label', () => {
    const { container } = draw({
      series: [
        {
          key: 'a',
          name: 'Series A',
          style: seriesStyle(0),
          points: [1, 2, 5, 10].map((x) => ({ x, y: x * 50, marker: 'filled' as const })),
        },
      ],
      references: [{ key: 'req', y: 200, dash: '6 3', width: 1.5, label: 'Required: 200' }],
      marks: [
        { key: 'p', kind: 'published', x: 5, y: 100, shape: 'diamond', r: 7, fill: 'none', stroke: 'currentColor', strokeWidth: 1.75, title: 'Published 100' },
        { key: 'y', kind: 'your-run', x: 2, y: 90, shape: 'square', r: 6, fill: 'currentColor', stroke: 'none', strokeWidth: 0, title: 'Yours' },
      ],
      label: { x: 5, y: 250, text: 'Recommended: 5' },
    });
    const svg = container.querySelector('svg.chart-surface')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('A drawing');
    expect(svg.querySelector('title')?.textContent).toBe('A drawing');
    expect(svg.querySelectorAll('.chart-grid line')).toHaveLength(3 + 4);
    expect([...svg.querySelectorAll('.chart-axis text')].map((t) => t.textContent)).toEqual([
      '1',
      '5',
      '10',
      '1',
      '10',
      '100',
      '1000',
      'linear axis',
      'log axis',
    ]);
    expect(svg.querySelectorAll('[data-mark="series"]')).toHaveLength(4);
    expect(svg.querySelector('[data-mark="published"] title')?.textContent).toBe('Published 100');
    expect(svg.querySelector('[data-your-run]')?.getAttribute('data-mark')).toBe('your-run');
    expect(svg.querySelector('.chart-reference text')?.textContent).toBe('Required: 200');
    expect(svg.querySelector('.chart-point-label')?.textContent).toBe('Recommended: 5');
    // The series' path runs through its four points: log y puts 50 → 500 on about one decade.
    expect(svg.querySelector('.chart-series path')?.getAttribute('d')).toMatch(/^M88\.00,[\d.]+(L[\d.]+,[\d.]+){3}$/);
    expect(badAttributes(container)).toEqual([]);
  });

  it('moves its grid, tick labels and markers when the data moves, instead of building them anew', () => {
    const props = (top: number): Partial<XYDrawingProps> => ({
      x: axis('linear', [1, top], [1, top / 2, top]),
      series: [{ key: 'a', name: 'Series A', style: seriesStyle(0), points: [1, top / 2, top].map((x) => ({ x, y: x * 10, marker: 'filled' as const })) }],
    });
    const view = draw(props(10));
    const nodes = () => [...view.container.querySelectorAll('.chart-grid line, .chart-axis text:not(.chart-axis-title), [data-mark="series"]')];
    const before = nodes();
    expect(before).toHaveLength(3 + 4 + 3 + 4 + 3);
    view.rerender(
      <XYDrawing
        title="A drawing"
        height={300}
        width={500}
        y={axis('log', [1, 1000], logTicks(1, 1000))}
        readoutX={String}
        readoutY={String}
        {...(props(40) as Pick<XYDrawingProps, 'x' | 'series'>)}
      />,
    );
    const after = nodes();
    expect(after).toHaveLength(before.length);
    after.forEach((node, i) => expect(node, `node ${i}`).toBe(before[i]));
    expect(after.map((n) => n.textContent).filter(Boolean)).toEqual(['1', '20', '40', '1', '10', '100', '1000']);
  });

  it('draws nothing out of place for a single point, zeros on a log axis, and empty series', () => {
    const { container } = draw({
      x: axis('linear', [3, 3], [3]),
      y: axis('log', [0, 0], []),
      series: [
        { key: 'one', name: 'One', style: seriesStyle(0), points: [{ x: 3, y: 7, marker: 'filled' }] },
        { key: 'zeros', name: 'Zeros', style: seriesStyle(1), points: [{ x: 3, y: 0, marker: 'filled' }, { x: 4, y: -1, marker: 'hollow' }, null] },
        { key: 'none', name: 'None', style: seriesStyle(2), points: [] },
      ],
      references: [{ key: 'zero', y: 0, dash: '6 3', width: 1, label: 'Nothing' }],
      marks: [{ key: 'z', kind: 'recommended', x: 3, y: 0, shape: 'circle', r: 7, fill: 'none', stroke: 'currentColor', strokeWidth: 2 }],
      label: { x: 3, y: 0, text: 'Nowhere' },
    });
    expect(badAttributes(container)).toEqual([]);
    // The single point keeps its marker; the zeros, the line at zero and the mark at zero have no place.
    expect(container.querySelectorAll('[data-mark="series"]')).toHaveLength(1);
    expect(container.querySelector('.chart-reference')).toBeNull();
    expect(container.querySelector('[data-mark="recommended"]')).toBeNull();
    expect(container.querySelector('.chart-point-label')).toBeNull();
  });

  it('with no series at all, still draws its axes and names itself', () => {
    const { container } = draw({ series: [], x: axis('log', [0, 0], []), y: axis('linear', [0, 0], [0]) });
    expect(container.querySelector('svg[aria-label="A drawing"]')).toBeTruthy();
    expect(container.querySelectorAll('.chart-series')).toHaveLength(0);
    expect(badAttributes(container)).toEqual([]);
  });

  it('reads out every series at the x chosen with the arrow keys, largest first, and hides it on Escape', () => {
    const { container } = draw({
      series: [
        { key: 'a', name: 'Low', style: seriesStyle(0), points: [1, 2, 3].map((x) => ({ x, y: x })) },
        { key: 'b', name: 'High', style: seriesStyle(1), points: [1, 2, 3].map((x) => ({ x, y: x * 100, note: 'measured' })) },
      ],
    });
    const svg = container.querySelector('svg')!;
    expect(container.querySelector('.chart-readout')).toBeNull();
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    const readout = container.querySelector('.chart-readout')!;
    expect(readout.textContent).toBe('x 2High: y 200 (measured)Low: y 2');
    expect(container.querySelector('.chart-readout-line')?.getAttribute('x1')).toBeTruthy();
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(container.querySelector('.chart-readout')).toBeNull();
  });
});
