/**
 * Warnings of a plan, critical first, each with an icon and a text label of its severity
 * (never colour alone) and the sources it rests on.
 */
import { catalog, type PlanWarning, type Severity, type SourceId } from '../../engine/index.ts';
import { warningText } from './engineText.ts';
import { useFormat } from './format.ts';
import { useSourceNumbers, type SourceNumbers } from './reportSources.ts';
import { useT } from '../i18n/useT.ts';

const rank: Readonly<Record<Severity, number>> = { critical: 0, warning: 1, info: 2 };
const icon: Readonly<Record<Severity, string>> = { critical: '⛔', warning: '⚠', info: 'ℹ' };

/** Critical, then warning, then info; the engine's order within each. */
export function sortWarnings(warnings: readonly PlanWarning[]): PlanWarning[] {
  return warnings
    .map((w, i) => ({ w, i }))
    .sort((a, b) => rank[a.w.severity] - rank[b.w.severity] || a.i - b.i)
    .map(({ w }) => w);
}

/** The anchor of a source's entry in the sources panel. */
export function sourceAnchor(id: string): string {
  return `source-${id.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

export interface WarningsListProps {
  readonly warnings: readonly PlanWarning[];
  readonly headingLevel?: 2 | 3 | 4;
}

export function WarningsList({ warnings, headingLevel = 3 }: WarningsListProps) {
  const t = useT();
  const f = useFormat();
  const numbers = useSourceNumbers();
  const Heading = `h${headingLevel}` as const;
  const sorted = sortWarnings(warnings);
  return (
    <section className="results-warnings">
      <Heading>{t('results.warnings.title')}</Heading>
      {sorted.length === 0 ? (
        <p className="results-muted">{t('results.warnings.none')}</p>
      ) : (
        <ul className="warnings-list">
          {sorted.map((w, i) => (
            <li key={`${w.id}-${i}`} className={`warning warning-${w.severity}`} data-severity={w.severity}>
              <span className="warning-severity">
                <span aria-hidden="true" className="warning-icon">
                  {icon[w.severity]}
                </span>{' '}
                <strong>{t(`results.severity.${w.severity}`)}</strong>
              </span>{' '}
              <span className="warning-message">{warningText(t, f, w)}</span>
              {w.sources.length > 0 && (
                <span className="warning-sources no-print">
                  {' '}
                  {t('results.warnings.sources')}{' '}
                  {w.sources.map((id, j) => (
                    <span key={id}>
                      {j > 0 && '; '}
                      <a href={`#${sourceAnchor(id)}`}>{catalog.sources[id]?.title ?? id}</a>
                    </span>
                  ))}
                </span>
              )}
              <SourceRefs ids={w.sources} numbers={numbers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** On paper: the warning's sources as numbers in the report's list, e.g. "[2, 5]". */
function SourceRefs({ ids, numbers }: { readonly ids: readonly SourceId[]; readonly numbers: SourceNumbers }) {
  const refs = ids.map((id) => numbers.get(id)).filter((n): n is number => n !== undefined);
  return refs.length > 0 ? <span className="print-only-inline source-refs"> [{refs.join(', ')}]</span> : null;
}
