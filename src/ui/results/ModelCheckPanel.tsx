/**
 * "How good is this model?": every published measurement recomputed from the rules beside what
 * the source prints (engine/validation/index.ts), worst first, each with what binds and, where the
 * model does not match, why. The full table is built only when it is opened.
 */
import { useId, useMemo, useState } from 'react';
// The model check is the engine's second public entry, loaded with this panel only.
import { validationRows, worstRows, type ValidationRow } from '../../engine/validation/index.ts';
import { useFormat, type Formatters } from './format.ts';
import { validationLabelText, validationPlaceText } from './modelCheckText.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { MODEL_CHECK_ID } from './modelCheckId.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import './results.css';

function Rows({ rows, t, f }: { readonly rows: readonly ValidationRow[]; readonly t: Translate; readonly f: Formatters }) {
  return (
    <tbody>
      {rows.map((r, i) => (
        <tr key={`${r.source}-${r.row}-${r.quantity}-${i}`}>
          <th scope="row">
            {validationLabelText(t, f, r.label)}
            <span className="results-muted">
              {' '}
              — {t('results.modelCheck.sourceTable', { source: r.source, table: validationPlaceText(t, f, r.place, r.placeParams) })}
            </span>
          </th>
          <td>{t(`results.modelCheck.quantity.${r.quantity}`)}</td>
          <td className="num">{r.measured === null ? t('results.modelCheck.withheld') : f.num(r.measured)}</td>
          <td className="num">{f.num(r.model)}</td>
          <td className="num">{r.errorPercent === null ? '—' : `${r.errorPercent >= 0 ? '+' : ''}${f.num(Math.round(r.errorPercent * 10) / 10)}%`}</td>
          <td>{r.tolerancePercent === null ? t('results.modelCheck.notMatched') : `±${f.num(r.tolerancePercent)}%`}</td>
          <td>{t(`results.limit.${r.binds}`, { defaultValue: r.binds === 'printed' ? t('results.modelCheck.printed') : r.binds })}</td>
          <td>{r.note ? t(`results.modelCheck.note.${r.note}`) : ''}</td>
        </tr>
      ))}
    </tbody>
  );
}

function Head({ t }: { readonly t: Translate }) {
  return (
    <thead>
      <tr>
        <th scope="col">{t('results.modelCheck.row')}</th>
        <th scope="col">{t('results.modelCheck.quantityHead')}</th>
        <th scope="col" className="num">
          {t('results.modelCheck.measured')}
        </th>
        <th scope="col" className="num">
          {t('results.modelCheck.model')}
        </th>
        <th scope="col" className="num">
          {t('results.modelCheck.error')}
        </th>
        <th scope="col">{t('results.modelCheck.tolerance')}</th>
        <th scope="col">{t('results.modelCheck.binds')}</th>
        <th scope="col">{t('results.modelCheck.why')}</th>
      </tr>
    </thead>
  );
}

export default function ModelCheckPanel() {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const rows = validationRows();
  const worst = useMemo(() => worstRows(rows, 6), [rows]);
  const measured = rows.filter((r) => r.measured !== null);
  const within = measured.filter((r) => r.tolerancePercent !== null && r.errorPercent !== null && Math.abs(r.errorPercent) <= r.tolerancePercent);
  return (
    <section id={MODEL_CHECK_ID} tabIndex={-1} className="results-panel model-check no-print" aria-labelledby={headingId} data-testid="model-check">
      <h2 id={headingId}>{t('results.modelCheck.title')}</h2>
      <p>
        {t('results.modelCheck.summary', {
          rows: f.int(rows.length),
          measured: f.int(measured.length),
          within: f.int(within.length),
          unmatched: f.int(rows.filter((r) => r.tolerancePercent === null).length),
        })}
      </p>
      <ResultsTable caption={t('results.modelCheck.worstCaption')}>
        <Head t={t} />
        <Rows rows={worst} t={t} f={f} />
      </ResultsTable>
      <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{t('results.modelCheck.all', { count: rows.length })}</summary>
        {open && (
          <ResultsTable caption={t('results.modelCheck.allCaption')}>
            <Head t={t} />
            <Rows rows={rows} t={t} f={f} />
          </ResultsTable>
        )}
      </details>
      <p className="results-muted">{t('results.modelCheck.cli')}</p>
    </section>
  );
}
