/**
 * The layout every service's full answer shares: the design in large type, the binding limit
 * and what would lift it, why this design, key figures, alternatives, cost and warnings.
 *
 * The answer's numbers (the design, the binding limit, why, the key figures) follow every
 * keystroke in its own render, wherever they are on the page. Each longer block (the tables and
 * the warnings) follows at once while it is on screen or near it; out of sight (the answer runs
 * to several screens) it takes the new plan in the deferred render that draws the charts, after
 * the keystroke's own frame, so a keystroke reaches the screen without laying out and painting
 * tables nobody is looking at first (useDeferredAway). On paper every block is current.
 */
import { memo, useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import type { Bottleneck, Chosen, CompareEntry, Cost, LimitUse, PlanWarning, Remedy } from '../../engine/index.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { designCarries } from './carries.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { bottleneckLift, bottleneckSentence, remedyText } from './engineText.ts';
import { useFormat } from './format.ts';
import { LimitsTable } from './LimitsTable.tsx';
import { ModelCheckLink } from './modelCheckId.tsx';
import { useT } from '../i18n/useT.ts';
import { PhoneCollapse } from '../layout/PhoneCollapse.tsx';
import { usePrinting } from '../layout/printing.ts';
import { useDeferredAway, useNearScreen } from '../layout/useNearScreen.ts';
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
  /** What would make the design carry the requirement, when it does not. */
  readonly remedies?: readonly Remedy[];
  /** The design is one the user chose on the chart (of this service), not the recommendation. */
  readonly chosen?: keyof Chosen;
}

export function Answer(p: AnswerProps) {
  const t = useT();
  const headingId = useId();
  const printing = usePrinting();
  // The design, its binding limit, why, and the key figures are the answer's numbers: they
  // follow every keystroke in its own render wherever they are (a few lines of text; the view's
  // chart or the form may be what is on screen). Only the long blocks below wait when away.
  const limitsRef = useRef<HTMLDivElement>(null);
  const limitsP = useBlock(limitsRef, p, printing);
  const alternativesRef = useRef<HTMLDivElement>(null);
  const alternativesP = useBlock(alternativesRef, p, printing);
  const costRef = useRef<HTMLDivElement>(null);
  const costP = useBlock(costRef, p, printing);
  const warningsRef = useRef<HTMLElement>(null);
  const warningsP = useBlock(warningsRef, p, printing);
  return (
    <section className={`answer answer-${p.kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{p.title}</h2>
      <p className="results-muted no-print">{t('results.answer.catalog', { title: p.catalogTitle })}</p>
      <DesignBox p={p} />
      <BindingPoint p={p} />
      <WhyPoint p={p} />
      {p.details}
      <KeyFigures p={p} />
      {/* On paper the limits and the cost sit side by side when both fit (results.css). */}
      {/* On a phone each table is folded until opened (PhoneCollapse); the design box and the warnings stay. */}
      <div className="answer-tables">
        <PhoneCollapse title={t('results.limits.caption')} name="limits">
          <Limits ref={limitsRef} p={limitsP} />
        </PhoneCollapse>
        {p.alternatives && (
          <PhoneCollapse title={t('results.answer.alternatives')} name="alternatives" className="no-print">
            <Alternatives ref={alternativesRef} p={alternativesP} />
          </PhoneCollapse>
        )}
        <PhoneCollapse title={t('results.answer.cost')} name="cost">
          <CostBlock ref={costRef} p={costP} />
        </PhoneCollapse>
      </div>
      <Warnings ref={warningsRef} p={warningsP} />
    </section>
  );
}

/** The props a block shows: the newest while it is in sight (or on paper), else a frame behind. */
function useBlock(ref: RefObject<Element | null>, p: AnswerProps, printing: boolean): AnswerProps {
  const near = useNearScreen(ref);
  return useDeferredAway(p, near || printing);
}

interface BlockProps<E extends Element> {
  readonly ref?: Ref<E>;
  readonly p: AnswerProps;
}

const DesignBox = memo(function DesignBox({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  const f = useFormat();
  const carries = designCarries(p.feasible, p.entry);
  return (
    <div ref={ref} className="design-box" data-carries={carries} data-chosen={p.chosen ? '' : undefined}>
      {p.chosen && <ChosenNote service={p.chosen} />}
      <p className="design-label" data-testid="design-label">
        {t(p.chosen ? 'results.answer.chosen' : carries ? 'results.answer.recommended' : 'results.answer.closest')}
      </p>
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
      {!carries && <Remedies remedies={p.remedies ?? []} />}
      {!carries && <p className="fit-change">{t('results.answer.whatToChange')}</p>}
      <p className="design-cost">{p.cost.complete ? t('results.answer.monthly', { cost: f.usd(p.cost.monthlyUSD) }) : t('results.answer.noPrice')}</p>
    </div>
  );
});

/** What would make a design that fits nothing carry the requirement, in the reader's words. */
export function Remedies({ remedies }: { readonly remedies: readonly Remedy[] }) {
  const t = useT();
  const f = useFormat();
  if (remedies.length === 0) return null;
  return (
    <div className="remedies" data-testid="remedies">
      <p className="remedies-title">{t('results.answer.remedies')}</p>
      <ul>
        {remedies.map((r) => (
          <li key={r.code}>{remedyText(t, f, r)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The binding limit and what would lift it. Each heading runs into its text on paper (results.css). */
const BindingPoint = memo(function BindingPoint({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  const f = useFormat();
  const lift = bottleneckLift(t, p.explanation);
  return (
    <div ref={ref} className="answer-point">
      <h3>{t('results.answer.binding')}</h3>
      <p>{bottleneckSentence(t, f, p.explanation)}</p>
      {lift && (
        <p>
          <strong>{t('results.answer.lift')}</strong> {lift}
        </p>
      )}
    </div>
  );
});

const WhyPoint = memo(function WhyPoint({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  return (
    <div ref={ref} className="answer-point">
      <h3>{t('results.answer.why')}</h3>
      <p>{p.reason}</p>
      <p className="no-print">
        <ModelCheckLink />
      </p>
    </div>
  );
});

/** On paper the limits table carries these figures; the report keeps to one page. */
const KeyFigures = memo(function KeyFigures({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  return (
    <div ref={ref} className="no-print">
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
  );
});

const Limits = memo(function Limits({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  const binding = p.loads.some((l) => l.id === p.explanation.limit) ? p.explanation.limit : undefined;
  return (
    <div ref={ref}>
      <LimitsTable
        loads={p.loads}
        caption={t('results.limits.caption')}
        {...(p.targetUtilizationPercent !== undefined ? { targetUtilizationPercent: p.targetUtilizationPercent } : {})}
        {...(binding ? { binding } : {})}
      />
    </div>
  );
});

const Alternatives = memo(function Alternatives({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  return (
    <div ref={ref} className="no-print">
      <h3>{t('results.answer.alternatives')}</h3>
      {p.alternatives}
    </div>
  );
});

const CostBlock = memo(function CostBlock({ ref, p }: BlockProps<HTMLDivElement>) {
  const t = useT();
  return (
    <div ref={ref}>
      <h3>{t('results.answer.cost')}</h3>
      <CostBreakdown cost={p.cost} />
    </div>
  );
});

const Warnings = memo(function Warnings({ ref, p }: BlockProps<HTMLElement>) {
  return <WarningsList ref={ref} warnings={p.warnings} />;
});

/** A design chosen on the chart: said so first, with the way back to the recommendation. */
export function ChosenNote({ service }: { readonly service: keyof Chosen }) {
  const t = useT();
  const choose = usePlanStore((s) => s.choose);
  return (
    <div className="chosen-note" role="note">
      <p>{t('results.answer.chosenNote')}</p>
      <button type="button" className="no-print" onClick={() => choose(service, null)}>
        {t('results.answer.backToRecommendation')}
      </button>
    </div>
  );
}
