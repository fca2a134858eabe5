/**
 * Warnings of a plan, critical first, each with an icon and a text label of its severity
 * (never colour alone) and the sources it rests on.
 */
import { memo, type Ref } from 'react';
import { catalog, type PlanWarning, type Severity, type SourceId } from '../../engine/index.ts';
import { warningText } from './engineText.ts';
import { occurrenceKeys, sameFields } from '../layout/sameFields.ts';
import { useFormat } from './format.ts';
import { useSourceNumbers } from './reportSources.ts';
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

/**
 * A key for each warning that holds while the user types: its code, and for a code that comes
 * more than once its place among those. (Keyed by place in the list, every warning after one
 * that came or went was built anew.)
 */
export function warningKeys(warnings: readonly PlanWarning[]): string[] {
  return occurrenceKeys(warnings.map((w) => w.id));
}

/** The anchor of a source's entry in the sources panel. */
export function sourceAnchor(id: string): string {
  return `source-${id.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

export interface WarningsListProps {
  readonly warnings: readonly PlanWarning[];
  /** The list's section element (the answer watches whether it is in sight). */
  readonly ref?: Ref<HTMLElement>;
  readonly headingLevel?: 2 | 3 | 4;
}

export function WarningsList({ warnings, headingLevel = 3, ref }: WarningsListProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const sorted = sortWarnings(warnings);
  const keys = warningKeys(sorted);
  return (
    <section ref={ref} className="results-warnings">
      <Heading>{t('results.warnings.title')}</Heading>
      {sorted.length === 0 ? (
        <p className="results-muted">{t('results.warnings.none')}</p>
      ) : (
        <ul className="warnings-list">
          {sorted.map((w, i) => (
            <WarningItem key={keys[i]} warning={w} />
          ))}
        </ul>
      )}
    </section>
  );
}

function sameWarning(a: PlanWarning, b: PlanWarning): boolean {
  return a === b || (a.id === b.id && a.severity === b.severity && sameFields(a.params, b.params) && sameFields(a.sources, b.sources));
}

/**
 * One warning. Drawn again only when its code, figures or sources change: each plan brings new
 * warning objects, and most of them say what the last one said.
 */
const WarningItem = memo(
  function WarningItem({ warning: w }: { readonly warning: PlanWarning }) {
    const t = useT();
    const f = useFormat();
    return (
      <li className={`warning warning-${w.severity}`} data-severity={w.severity}>
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
        <SourceRefs ids={w.sources} />
      </li>
    );
  },
  (a, b) => sameWarning(a.warning, b.warning),
);

/** On paper: the warning's sources as numbers in the report's list, e.g. "[2, 5]". */
function SourceRefs({ ids }: { readonly ids: readonly SourceId[] }) {
  const numbers = useSourceNumbers();
  const refs = ids.map((id) => numbers.get(id)).filter((n): n is number => n !== undefined);
  return refs.length > 0 ? <span className="print-only-inline source-refs"> [{refs.join(', ')}]</span> : null;
}
