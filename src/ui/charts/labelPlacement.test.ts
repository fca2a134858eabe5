import { describe, expect, it } from 'vitest';
import { candidates, cost, COLLISION, placeText, textWidth, twoLines, type Box, type Obstacles } from './labelPlacement.ts';

const plot: Box = { x: 0, y: 0, width: 400, height: 300 };
const none: Obstacles = { markers: [], polylines: [], boxes: [], horizontals: [] };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('label placement', () => {
  it('puts a label right of its point when nothing is there', () => {
    const place = placeText('Recommended', { x: 100, y: 150 }, plot, none, 12, 15)!;
    expect(place.lines).toEqual(['Recommended']);
    expect(place.box.x).toBeGreaterThan(100);
    expect(place.box.y).toBeLessThan(150);
    expect(place.box.y + place.box.height).toBeGreaterThan(150);
  });

  it('moves off a marker and off another label, and never across either', () => {
    const marker = { x: 130, y: 150 };
    const other: Box = { x: 60, y: 120, width: 80, height: 15 };
    const obstacles: Obstacles = { ...none, markers: [marker], boxes: [other] };
    const place = placeText('Recommended: 3 × HPMT-80', { x: 100, y: 150 }, plot, obstacles, 12, 15)!;
    expect(intersects(place.box, { x: marker.x - 7, y: marker.y - 7, width: 14, height: 14 })).toBe(false);
    expect(intersects(place.box, other)).toBe(false);
  });

  it('is not struck through by a reference line when another place is free', () => {
    const place = placeText('Recommended', { x: 100, y: 150 }, plot, { ...none, horizontals: [150] }, 12, 15)!;
    expect(place.box.y > 150 || place.box.y + place.box.height < 150).toBe(true);
  });

  it('stays inside the plot: near the right edge it goes left, or breaks in two lines', () => {
    const text = 'Recommended: 1 × 2,000 GB Balanced';
    const right = placeText(text, { x: 380, y: 150 }, plot, none, 12, 15)!;
    expect(right.box.x + right.box.width).toBeLessThanOrEqual(plot.width);
    const narrow: Box = { x: 0, y: 0, width: textWidth(text) * 0.7, height: 300 };
    const split = placeText(text, { x: narrow.width / 2, y: 150 }, narrow, none, 12, 15)!;
    expect(split.lines).toEqual(['Recommended:', '1 × 2,000 GB Balanced']);
    expect(split.box.x).toBeGreaterThanOrEqual(0);
    expect(split.box.x + split.box.width).toBeLessThanOrEqual(narrow.width);
  });

  it('draws no label rather than one over a marker when every place is taken', () => {
    const markers = candidates({ x: 100, y: 150 }, textWidth('Recommended'), 15, plot).map((b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 }));
    expect(placeText('Recommended', { x: 100, y: 150 }, plot, { ...none, markers }, 12, 15)).toBeUndefined();
  });

  it('counts the stretch of a line a label would hide', () => {
    const box: Box = { x: 0, y: 0, width: 40, height: 10 };
    const through = cost(box, plot, {
      ...none,
      polylines: [
        [
          { x: -10, y: 5 },
          { x: 50, y: 5 },
        ],
      ],
    });
    const beside = cost(box, plot, {
      ...none,
      polylines: [
        [
          { x: -10, y: 50 },
          { x: 50, y: 50 },
        ],
      ],
    });
    expect(through).toBeGreaterThan(beside);
    expect(through).toBeLessThan(COLLISION);
  });

  it('breaks a label after the separator nearest its middle, in English and Japanese', () => {
    expect(twoLines('Recommended: 3 × HPMT-80, 9,600 MB/s')).toEqual(['Recommended:', '3 × HPMT-80, 9,600 MB/s']);
    expect(twoLines('Plan A: three mount targets, 9,600 MB/s')).toEqual(['Plan A: three mount targets,', '9,600 MB/s']);
    expect(twoLines('推奨：HPMT-80 × 3、9,600 MB/s')).toEqual(['推奨：HPMT-80 × 3、', '9,600 MB/s']);
    expect(twoLines('nothing to break')).toBeUndefined();
  });

  it('takes wide characters as a full em', () => {
    expect(textWidth('推奨', 12)).toBeGreaterThan(textWidth('ab', 12) * 1.5);
  });
});
