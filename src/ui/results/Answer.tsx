/**
 * The layout every service's full answer shares: the design in large type, the binding limit
 * and what would lift it, why this design, key figures, alternatives, cost and warnings.
 */
import { useId, type ReactNode } from 'react';
import type { Bottleneck, CompareEntry, Cost, LimitUse, PlanWarning } from '../../engine/index.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { bottleneckLift, bottleneckSentence } from './engineText.ts';
import { useFormat } from './format.ts';
import { LimitsTable } from './LimitsTable.tsx';
import { ModelCheckLink } from './modelCheckId.tsx';
import { useT } from '../i18n/useT.ts';
import { VerdictLine } from './VerdictLine.tsx';
import { WarningsList } from './WarningsList.tsx';

export interface KeyFigure {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly badge?: ReactNode;
}

export interface AnswerProps {
  readonly kind: 'fss' | 'fss2019' | 'bv' | 'dio';
  readonly title: string;
  readonly catalogTitle: string;
  readonly design: string;
  readonly feasible: boolean;
  readonly explanation: Bottleneck;
  /** Why this design, in the reader's language (engineText.ts). */
  readonly reason: string;
  readonly figures: readonly KeyFigure[];
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent?: number;
  readonly alternatives?: ReactNode;
  readonly cost: Cost;
  readonly warnings: readonly PlanWarning[];
  /** More about the answer, after "why this design" (clients and concurrency). */
  readonly details?: ReactNode;
  /** The service's one verdict (from the comparison), shown instead of `feasible` when given. */
  readonly entry?: CompareEntry | undefined;
  /** Its reasons when it does not carry, in the reader's language. */
  readonly why?: readonly string[];
}

export function Answer(p: AnswerProps) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const binding = p.loads.some((l) => l.id === p.explanation.limit) ? p.explanation.limit : undefined;
  const lift = bottleneckLift(t, p.explanation);
  return (
    <section className={`answer answer-${p.kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{p.title}</h2>
      <p className="results-muted no-print">{t('results.answer.catalog', { title: p.catalogTitle })}</p>
      <div className="design-box">
        <p className="design-label">{t('results.answer.recommended')}</p>
        <p className="design-text" data-testid="recommended-design">
          {p.design}
        </p>
        {p.entry ? (
          <VerdictLine entry={p.entry} {...(p.why ? { why: p.why } : {})} />
        ) : (
          <p className={p.feasible ? 'fit fit-yes' : 'fit fit-no'}>
            <span aria-hidden="true">{p.feasible ? '✓ ' : '✗ '}</span>
            {t(p.feasible ? 'results.answer.fits' : 'results.answer.doesNotFit')}
          </p>
        )}
        {(p.entry ? p.entry.verdict === 'does-not' : !p.feasible) && <p className="fit-change">{t('results.answer.whatToChange')}</p>}
        <p className="design-cost">{p.cost.complete ? t('results.answer.monthly', { cost: f.usd(p.cost.monthlyUSD) }) : t('results.answer.noPrice')}</p>
      </div>

      {/* Each heading runs into its text on paper (results.css). */}
      <div className="answer-point">
        <h3>{t('results.answer.binding')}</h3>
        <p>{bottleneckSentence(t, f, p.explanation)}</p>
        {lift && (
          <p>
            <strong>{t('results.answer.lift')}</strong> {lift}
          </p>
        )}
      </div>

      <div className="answer-point">
        <h3>{t('results.answer.why')}</h3>
        <p>{p.reason}</p>
        <p className="no-print">
          <ModelCheckLink />
        </p>
      </div>

      {p.details}

      {/* On paper the limits table below carries these figures; the report keeps to one page. */}
      <div className="no-print">
        <h3>{t('results.answer.figures')}</h3>
        <dl className="key-figures">
          {p.figures.map((k) => (
            <div key={k.id} className="key-figure">
              <dt>{k.label}</dt>
              <dd>
                {k.value} {k.badge}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {/* On paper the limits and the cost sit side by side when both fit (results.css). */}
      <div className="answer-tables">
        <div>
          <LimitsTable
            loads={p.loads}
            caption={t('results.limits.caption')}
            {...(p.targetUtilizationPercent !== undefined ? { targetUtilizationPercent: p.targetUtilizationPercent } : {})}
            {...(binding ? { binding } : {})}
          />
        </div>

        {p.alternatives && (
          <div className="no-print">
            <h3>{t('results.answer.alternatives')}</h3>
            {p.alternatives}
          </div>
        )}

        <div>
          <h3>{t('results.answer.cost')}</h3>
          <CostBreakdown cost={p.cost} />
        </div>
      </div>

      <WarningsList warnings={p.warnings} />
    </section>
  );
}
