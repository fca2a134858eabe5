import { describe, expect, it } from 'vitest';
import { columnHeaders, labelCells } from './stackedTable.ts';

/** A table parsed from markup written here (the helpers only read and set attributes). */
function table(html: string): HTMLTableElement {
  return new DOMParser().parseFromString(html, 'text/html').querySelector('table')!;
}

describe('stacked tables on a phone', () => {
  it('labels each data cell with its column header, spans included, and marks the table', () => {
    const t = table(`<table>
      <thead><tr><th>Limit</th><th>Asked</th><th>Offers</th><th>Use</th></tr></thead>
      <tbody><tr><th scope="row">Read</th><td>164</td><td>2,500</td><td>6.6%</td></tr></tbody>
      <tfoot><tr><th colspan="3">Total</th><td>$85</td></tr></tfoot>
    </table>`);
    labelCells(t);
    expect(t.hasAttribute('data-stack')).toBe(true);
    const body = Array.from(t.tBodies[0]!.rows[0]!.cells);
    expect(body.map((c) => c.getAttribute('data-label'))).toEqual([null, 'Asked', 'Offers', 'Use']);
    expect(t.tFoot!.rows[0]!.cells[1]!.getAttribute('data-label')).toBe('Use');
  });

  it('leaves a two-column table as it is', () => {
    const t = table('<table><thead><tr><th>Line</th><th>Cost</th></tr></thead><tbody><tr><th>Storage</th><td>$5</td></tr></tbody></table>');
    labelCells(t);
    expect(t.hasAttribute('data-stack')).toBe(false);
    expect(t.querySelector('td')!.hasAttribute('data-label')).toBe(false);
  });

  it('follows a header that changes (another language) and reads the last header row', () => {
    const t = table(`<table><thead><tr><th colspan="3">Group</th></tr><tr><th>A</th><th>B</th><th>C</th></tr></thead>
      <tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>`);
    expect(columnHeaders(t)).toEqual(['A', 'B', 'C']);
    labelCells(t);
    t.tHead!.rows[1]!.cells[1]!.textContent = 'ビー';
    labelCells(t);
    expect(Array.from(t.tBodies[0]!.rows[0]!.cells).map((c) => c.getAttribute('data-label'))).toEqual(['A', 'ビー', 'C']);
  });
});
