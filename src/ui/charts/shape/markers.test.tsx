import { render } from '@testing-library/react';
import { Symbols } from 'recharts';
import { describe, expect, it } from 'vitest';
import { serializeSvg } from '../export.ts';
import { LegendList, type LegendItem } from '../legend.tsx';
import { SERIES_STYLES } from '../palette.ts';
import { MARKER_SHAPES, markerPath, type MarkerShape } from './markers.ts';

/**
 * A path's shape apart from where it is drawn: its commands, absolute points (M, L) taken
 * relative to the centre, relative steps (a, h, v) as they are, rounded to a hundredth.
 */
function shapeOf(d: string, cx: number, cy: number): string {
  return [...d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)]
    .map(([, cmd, args]) => {
      const n = (args!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
      const rel = cmd === 'M' || cmd === 'L' ? n.map((v, i) => v - (i % 2 === 0 ? cx : cy)) : n;
      return cmd + rel.map((v) => (Math.round(v * 100) / 100 || 0).toFixed(2)).join(',');
    })
    .join(' ');
}

const items: LegendItem[] = SERIES_STYLES.map((s, i) => ({ label: `Series ${i + 1}`, color: s.color, dash: s.dash, marker: s.marker }));

describe('marker shapes', () => {
  it('gives the seven series seven markers, one of each shape', () => {
    expect(new Set(SERIES_STYLES.map((s) => s.marker))).toEqual(new Set(MARKER_SHAPES));
    expect(new Set(MARKER_SHAPES.map((m) => shapeOf(markerPath(m, 0, 0), 0, 0))).size).toBe(7);
  });

  it('draws the wye as recharts Symbols does (type wye, sizeType diameter, size 2r)', () => {
    const view = render(
      <svg>
        <Symbols type="wye" sizeType="diameter" size={14} cx={0} cy={0} />
      </svg>,
    );
    const theirs = view.container.querySelector('path')!.getAttribute('d')!;
    const transform = view.container.querySelector('path')!.getAttribute('transform') ?? '';
    const [tx, ty] = (transform.match(/-?\d*\.?\d+/g) ?? ['0', '0']).map(Number);
    expect(shapeOf(markerPath('wye', 0, 0, 7), 0, 0)).toBe(shapeOf(theirs, -(tx ?? 0), -(ty ?? 0)));
  });

  it('keeps every series marker apart on screen, in the legend', () => {
    const view = render(<LegendList items={items} />);
    const paths = [...view.container.querySelectorAll('.chart-legend svg path')];
    expect(paths).toHaveLength(7);
    // The sample's marker is centred on (14, 7).
    const shapes = paths.map((p) => shapeOf(p.getAttribute('d')!, 14, 7));
    expect(new Set(shapes).size).toBe(7);
    expect(shapes[6]).not.toBe(shapes[0]);
  });

  it('keeps every series marker apart in the exported SVG, each the shape the screen draws', () => {
    const host = document.createElement('div');
    host.innerHTML = '<svg class="recharts-surface" width="900" height="200" viewBox="0 0 900 200"></svg>';
    document.body.appendChild(host);
    const out = serializeSvg(host.querySelector('svg')!, { legend: items });
    host.remove();
    const doc = new DOMParser().parseFromString(out.text, 'image/svg+xml');
    const legend = doc.querySelector('.export-legend')!;
    const lines = [...legend.querySelectorAll('line')];
    const paths = [...legend.querySelectorAll('path')];
    expect(paths).toHaveLength(7);
    // Each marker sits at the middle of its line sample.
    const shapes = paths.map((p, i) => {
      const l = lines[i]!;
      const cx = (Number(l.getAttribute('x1')) + Number(l.getAttribute('x2'))) / 2;
      return shapeOf(p.getAttribute('d')!, cx, Number(l.getAttribute('y1')));
    });
    expect(new Set(shapes).size).toBe(7);
    const expected = SERIES_STYLES.map((s) => shapeOf(markerPath(s.marker as MarkerShape, 0, 0), 0, 0));
    expect(shapes).toEqual(expected);
  });
});
