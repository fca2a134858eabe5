import { describe, expect, it } from 'vitest';
import { findChartSvg, serializeSvg } from './export.ts';

function chart(): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML =
    '<ul class="chart-legend"><li><svg width="28" height="14" aria-hidden="true"></svg></li></ul>' +
    '<div class="xy-chart"><div class="recharts-wrapper"><svg class="recharts-surface" width="400" height="200" viewBox="0 0 400 200" role="application" tabindex="0" aria-label="Latency" style="width: 100%; height: 100%; display: block">' +
    '<g class="recharts-line"><path d="M0,0 L10,10" stroke="#0072B2" fill="none"/></g><text x="5" y="5" fill="currentColor">1 ms</text></svg></div></div>';
  document.body.appendChild(host);
  return host;
}

describe('serializeSvg', () => {
  it('finds the chart, not a legend icon', () => {
    const host = chart();
    expect(findChartSvg(host)?.getAttribute('aria-label')).toBe('Latency');
    host.remove();
  });

  it('makes a stand-alone SVG document with namespace, size, title, background and legend', () => {
    const host = chart();
    const svg = findChartSvg(host)!;
    const before = svg.outerHTML;
    const out = serializeSvg(svg, {
      title: 'Latency and concurrency',
      background: '#ffffff',
      legend: [{ label: 'One stream, 4 KiB', color: '#0072B2', dash: '8 4' }],
    });
    expect(out.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = new DOMParser().parseFromString(out.text, 'image/svg+xml');
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(out.width).toBe(400);
    expect(out.height).toBeGreaterThan(200);
    expect(root.getAttribute('height')).toBe(String(out.height));
    expect(root.getAttribute('viewBox')).toBe(`0 0 400 ${out.height}`);
    expect(root.getAttribute('style')).toBeNull();
    expect(root.getAttribute('role')).toBeNull();
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(out.text).toContain('Latency and concurrency');
    expect(out.text).toContain('One stream, 4 KiB');
    expect(root.querySelector('.export-legend line')?.getAttribute('stroke-dasharray')).toBe('8 4');
    expect(root.querySelector('.recharts-line path')?.getAttribute('stroke')).toBeTruthy();
    // The chart on the page is left as it was.
    expect(svg.outerHTML).toBe(before);
    host.remove();
  });
});
