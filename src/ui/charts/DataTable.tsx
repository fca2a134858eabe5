/**
 * The accessible table behind a chart: the same rows and columns the CSV export writes.
 */
import { useRef } from 'react';
import { useStackedTable } from '../results/stackedTable.ts';
import type { CurveRow } from '../../engine/index.ts';
import type { CsvColumn } from './export.ts';
import { useChartFormat } from './format.ts';

type CellValue = CurveRow[string] | undefined;

export interface TableColumn extends CsvColumn {
  /** How a cell reads on screen; the CSV always has the raw value. Numbers by default. */
  readonly kind?: 'number' | 'percent' | 'text';
  /** Screen text for a text cell (a translated label for a machine value). */
  readonly text?: (value: CellValue) => string;
}

export interface DataTableProps {
  readonly id?: string;
  readonly caption: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly CurveRow[];
}

export function DataTable({ id, caption, columns, rows }: DataTableProps) {
  const f = useChartFormat();
  const table = useRef<HTMLTableElement>(null);
  useStackedTable(table);
  const cell = (column: TableColumn, value: CellValue): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (column.text) return column.text(value);
    if (typeof value === 'number') return column.kind === 'percent' ? f.pct(value) : f.num(value);
    return String(value);
  };
  const [first, ...rest] = columns;
  return (
    <table ref={table} id={id} className="chart-data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {first && <th scope="row">{cell(first, row[first.key])}</th>}
            {rest.map((c) => (
              <td key={c.key} className={c.kind === 'text' ? undefined : 'num'}>
                {cell(c, row[c.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
