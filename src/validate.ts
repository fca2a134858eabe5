/**
 * `npm run --silent validate`: the model against every published measurement, one row each
 * (see engine/validation/index.ts). `-- --json` prints the rows as a JSON array.
 */
import { validationRows, type ValidationRow } from './engine/validation/index.ts';
import results from './ui/i18n/en/results.ts';

/** The notes' English, from the app's own resources: one wording in the whole product. */
const NOTES: Readonly<Record<NonNullable<ValidationRow['note']>, string>> = results.modelCheck.note;

const signedPercent = (v: number | null) => (v === null ? '—' : `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`);
const num = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: 1 }));

function table(rows: readonly ValidationRow[]): string {
  const head = ['source', 'table', 'row', 'quantity', 'measured', 'model', 'error', 'tolerance', 'binds', 'note'];
  const body = rows.map((r) => [
    r.source,
    r.table,
    r.row,
    r.quantity,
    num(r.measured),
    num(r.model),
    signedPercent(r.errorPercent),
    r.tolerancePercent === null ? 'not matched' : `±${r.tolerancePercent}%`,
    r.binds,
    r.note ? NOTES[r.note] : '',
  ]);
  return [head, ...body].map((cells) => cells.join('\t')).join('\n');
}

const rows = validationRows();
if (process.argv.includes('--json')) {
  process.stdout.write(
    JSON.stringify(
      rows.map((r) => ({ ...r, ...(r.note ? { why: NOTES[r.note] } : {}) })),
      null,
      2,
    ) + '\n',
  );
} else {
  const outside = rows.filter((r) => r.errorPercent !== null && r.tolerancePercent !== null && Math.abs(r.errorPercent) > r.tolerancePercent);
  process.stdout.write(table(rows) + '\n');
  process.stdout.write(
    `\n${rows.length} rows; ${rows.filter((r) => r.measured !== null).length} with a measurement; ${rows.filter((r) => r.tolerancePercent === null).length} not matched (each says why); ${outside.length} outside their tolerance.\n`,
  );
  if (outside.length > 0) process.exitCode = 1;
}
