/**
 * The documents behind the current plan, and the key figures of each catalog edition it
 * uses with their provenance. Links are plain: the user opens them; the app fetches nothing.
 */
import { memo, useId, useMemo, useState } from 'react';
import { catalog, type CompareResult, type SourceId } from '../../engine/index.ts';
import { usePlan } from '../../store/selectors.ts';
import { catalogFigureTablesFor, type FigureTable } from './catalogFigures.ts';
import { catalogNoteText } from './catalogNote.ts';
import { useFormat } from './format.ts';
import { Provenance } from './Provenance.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { levelName, mountTargetName } from './engineText.ts';
import { useT, type Translate } from '../i18n/useT.ts';
import { sourceAnchor } from './WarningsList.tsx';
import './results.css';
import { editionTitle } from '../i18n/editionTitle.ts';

/** The plan's sources, then those its catalog editions and their figures cite, without repeats. */
export function planSourceIds(result: CompareResult): SourceId[] {
  const ids = new Set<SourceId>(result.sources);
  for (const id of editionSourceIds(result.catalogs)) ids.add(id);
  return [...ids].filter((id) => catalog.sources[id] !== undefined);
}

type Editions = Pick<CompareResult['catalogs'], 'fileStorage' | 'blockVolume' | 'denseIo'>;

/** What the editions and their figure tables cite, built once per set of editions (hundreds of rows). */
const editionSources = new Map<string, readonly SourceId[]>();

function editionSourceIds(catalogs: Editions): readonly SourceId[] {
  const key = `${catalogs.fileStorage}|${catalogs.blockVolume}|${catalogs.denseIo}`;
  let ids = editionSources.get(key);
  if (!ids) {
    const set = new Set<SourceId>();
    for (const id of catalog.fssEditions[catalogs.fileStorage].sources) set.add(id);
    for (const id of catalog.bvEditions[catalogs.blockVolume].sources) set.add(id);
    for (const id of catalog.dioEditions[catalogs.denseIo].sources) set.add(id);
    for (const table of catalogFigureTablesFor(catalogs)) for (const r of table.rows) if (r.cited) set.add(r.cited.source);
    ids = [...set];
    editionSources.set(key, ids);
  }
  return ids;
}

export function SourcesList({ result }: { readonly result: CompareResult }) {
  const ids = planSourceIds(result);
  return <SourcesOf ids={ids.join(' ')} {...result.catalogs} />;
}

/**
 * Rendered again only when the list of sources or an edition changes, not on every new plan:
 * a keystroke seldom changes which documents the plan rests on. `ids` is space-separated.
 */
const SourcesOf = memo(function SourcesOf({ ids, ...catalogs }: { readonly ids: string } & Editions) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  return (
    <section className="results-panel sources-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.sources.title')}</h2>
      <p className="results-muted">{t('results.sources.intro')}</p>
      <ul className="sources-list">
        {(ids ? (ids.split(' ') as SourceId[]) : []).map((id) => {
          const s = catalog.sources[id];
          return (
            // Focusable from a badge's citation link (Provenance), not in the Tab order.
            <li key={id} id={sourceAnchor(id)} tabIndex={-1}>
              <strong>{s.title}</strong>
              {'. '}
              {t('results.sources.meta', {
                publisher: s.publisher,
                date: s.date ? f.day(s.date) : t('results.sources.undated'),
                retrieved: f.day(s.retrieved),
              })}
              {s.url ? (
                <>
                  {' '}
                  <a href={s.url} rel="noreferrer">
                    {s.url}
                  </a>
                </>
              ) : null}
              {/* How our copy reached us: on screen for the planner's users, never printed. */}
              {s.file && <> {t('results.sources.file', { file: s.file })}</>}
              {s.via && <> {t('results.sources.via', { via: s.via })}</>}
            </li>
          );
        })}
      </ul>
      <h3>{t('results.sources.figuresTitle')}</h3>
      <FigureTables fileStorage={catalogs.fileStorage} blockVolume={catalogs.blockVolume} denseIo={catalogs.denseIo} />
    </section>
  );
});

/** The editions' figure tables: a few hundred rows, rebuilt only when an edition changes. */
const FigureTables = memo(function FigureTables(catalogs: Editions) {
  const { fileStorage, blockVolume, denseIo } = catalogs;
  const tables = useMemo(() => catalogFigureTablesFor({ fileStorage, blockVolume, denseIo }), [fileStorage, blockVolume, denseIo]);
  return tables.map((table) => <FigureTableView key={table.family} table={table} />);
});

/** A mount-target type or performance level (by id) in the reader's language; a shape keeps its name. */
function subjectText(t: Translate, family: FigureTable['family'], subject: string): string {
  return family === 'fileStorage' ? mountTargetName(t, subject) : family === 'blockVolume' ? levelName(t, subject) : subject;
}

function FigureTableView({ table }: { readonly table: FigureTable }) {
  const [open, setOpen] = useState(table.family === 'fileStorage');
  const t = useT();
  return (
    <details className="figure-table" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t(`results.sources.family.${table.family}`, { title: editionTitle(t, table.editionId) })}</summary>
      {/* A closed table is not built: hundreds of rows nobody has asked to see. */}
      {open && <FigureRows table={table} />}
    </details>
  );
}

function FigureRows({ table }: { readonly table: FigureTable }) {
  const t = useT();
  const f = useFormat();
  return (
    <ResultsTable caption={t('results.sources.figuresCaption', { title: editionTitle(t, table.editionId), id: table.editionId })}>
      <thead>
        <tr>
          <th scope="col">{t('results.sources.figure')}</th>
          <th scope="col" className="num">
            {t('results.sources.value')}
          </th>
          <th scope="col">{t('results.sources.unit')}</th>
          <th scope="col">{t('results.sources.provenance')}</th>
          <th scope="col">{t('results.sources.where')}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((r) => {
          const label = t(`results.figure.${r.figure}`);
          return (
            <tr key={r.id}>
              <th scope="row">{r.subject ? t('results.sources.subjectFigure', { subject: subjectText(t, table.family, r.subject), figure: label }) : label}</th>
              {r.cited ? (
                <>
                  <td className="num">{f.num(r.cited.value)}</td>
                  <td>{t(`results.units.${r.cited.unit}`, { count: r.cited.value })}</td>
                  <td>
                    <Provenance cited={r.cited} />
                  </td>
                  <td>
                    {catalog.sources[r.cited.source]?.title ?? r.cited.source}, {r.cited.where}
                    {r.cited.note && <span className="results-muted"> {catalogNoteText(t, r.cited.note)}</span>}
                  </td>
                </>
              ) : (
                <td colSpan={4} className="results-muted">
                  {t('results.sources.silent')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </ResultsTable>
  );
}

export default function SourcesPanel() {
  const result = usePlan();
  return <SourcesList result={result} />;
}
