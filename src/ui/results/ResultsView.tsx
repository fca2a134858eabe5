/**
 * The results area for one view: the four services compared, or one service's full answer.
 * Pure: the connected `ResultsPanel` feeds it from the store.
 */
import { CalibrationContext, CalibrationNote, calibrationFor } from './CalibrationNote.tsx';
import { useId, useMemo, type ReactNode } from 'react';
import { servicePlan, type BillBasis, type CompareRequirement, type CompareResult, type ServiceId } from '../../engine/index.ts';
import { Remedies } from './Answer.tsx';
import { BillBasisLine } from './BillBasisLine.tsx';
import { compareHeadline } from './compareHeadline.ts';
import { LimitPolicyNote } from './LimitPolicyNote.tsx';
import { OverTimeSection } from './OverTimeSection.tsx';
import { useGrowthOffers } from '../../store/growthOffer.ts';
import { MissingPrices } from './MissingPrices.tsx';
import type { View } from '../../store/contract.ts';
import { BvResult } from './BvResult.tsx';
import { CompareTable, whyTexts } from './CompareTable.tsx';
import { serviceDesignText } from './designText.ts';
import { DioResult } from './DioResult.tsx';
import { useFormat } from './format.ts';
import { FssResult } from './FssResult.tsx';
import { LustreResult } from './LustreResult.tsx';
import { ModelCheckLink } from './modelCheckId.tsx';
import { ReportFooter, ReportHeader, type ReportMetaProps } from './ReportMeta.tsx';
import { reportSourceIds, SourceNumbersContext, sourceNumbers } from './reportSources.ts';
import { useT } from '../i18n/useT.ts';
import { usePrinting } from '../layout/printing.ts';
import './results.css';

export interface ResultsViewProps {
  readonly view: View;
  readonly result: CompareResult;
  readonly requirement?: CompareRequirement;
  readonly scenarioName?: string;
  /** Fixed print time for tests. */
  readonly printedAt?: Date;
  /** Shown after the answer and before the report footer: the charts, so that the printed
   *  report reads in document order (header, plan, chart, assumptions and sources). */
  readonly children?: ReactNode;
  /** Sets the basis of "cheapest" (the compare view's toggle; left out where nothing can change it). */
  readonly onBillBasis?: (basis: BillBasis) => void;
  /** Sets a price override a whole bill misses (the compare view's price field). */
  readonly onPriceOverride?: (key: string, usd: number) => void;
}

export function CompareView({
  result,
  onBillBasis,
  onPriceOverride,
}: {
  readonly result: CompareResult;
  readonly onBillBasis?: (basis: BillBasis) => void;
  readonly onPriceOverride?: (key: string, usd: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  // Growth set from the import panel: the growth fields start again from the scenario's growth.
  const growthOffers = useGrowthOffers();
  // While a whole bill misses a price, the cheapest on storage alone stands in, labelled so.
  const cheapest = result.cheapest ?? result.provisional?.service ?? null;
  const entry = result.entries.find((e) => e.service === cheapest);
  return (
    <section className="answer answer-compare" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.compare.title')}</h2>
      <div className="design-box">
        <p className="design-label" data-testid="compare-headline">
          {compareHeadline(t, result)}
        </p>
        <p className="design-text" data-testid="recommended-design">
          {cheapest
            ? serviceDesignText(t, f, result, cheapest)
            : result.closest
              ? t('results.compare.closest', { service: t(`results.service.${result.closest}`), design: serviceDesignText(t, f, result, result.closest) })
              : t('results.compare.noDesign')}
        </p>
        {!cheapest && result.closest && <Remedies remedies={servicePlan(result, result.closest).remedies} />}
        {entry?.monthlyUSD != null && <p className="design-cost">{t('results.answer.monthly', { cost: f.usd(entry.monthlyUSD) })}</p>}
        {entry?.bill.wholeMonthlyUSD != null && entry.bill.complete && result.basis === 'whole' && (
          <p className="design-cost no-print">{t('results.compare.wholeMonthly', { cost: f.usd(entry.bill.wholeMonthlyUSD) })}</p>
        )}
        <LimitPolicyNote result={result} service={cheapest} />
        <MissingPrices result={result} {...(onPriceOverride ? { onPriceOverride } : {})} />
      </div>
      <OverTimeSection key={growthOffers} result={result} />
      <BillBasisLine result={result} {...(onBillBasis ? { onBasis: onBillBasis } : {})} />
      <CompareTable result={result} />
      <p className="no-print">
        <ModelCheckLink />
      </p>
    </section>
  );
}

/**
 * The printed header and footer exist only while the page prints (from the browser's
 * `beforeprint`, rendered before the print layout is taken): on screen they are hidden, and
 * building them on every keystroke cost a render pass and a frame after each one.
 */
function PrintedMeta({ part, ...props }: ReportMetaProps & { readonly part: 'header' | 'footer' }) {
  if (!usePrinting()) return null;
  return part === 'header' ? <ReportHeader {...props} /> : <ReportFooter {...props} />;
}

export function ResultsView({ view, result, requirement, scenarioName, printedAt, children, onBillBasis, onPriceOverride }: ResultsViewProps) {
  const sourceIds = useMemo(() => reportSourceIds(result, view), [result, view]);
  const numbers = useMemo(() => sourceNumbers(sourceIds), [sourceIds]);
  const meta = { result, ...(requirement ? { requirement } : {}), ...(scenarioName ? { scenarioName } : {}), ...(printedAt ? { printedAt } : {}) };
  const t = useT();
  const f = useFormat();
  // The service's verdict is the comparison's, so every view says the same.
  const verdictProps = (service: ServiceId) => {
    const entry = result.entries.find((e) => e.service === service);
    return entry ? { entry, why: whyTexts(t, f, result, entry) } : {};
  };
  return (
    <SourceNumbersContext value={numbers}>
      <CalibrationContext value={calibrationFor(result.calibration, view)}>
        <div className="results-panel" data-view={view}>
          <PrintedMeta part="header" {...meta} />
          {view === 'compare' && <CompareView result={result} {...(onBillBasis ? { onBillBasis } : {})} {...(onPriceOverride ? { onPriceOverride } : {})} />}
          {view === 'file-storage' && <FssResult rec={result.fileStorage} {...verdictProps('file-storage')} />}
          {view === 'block-volume' && <BvResult rec={result.blockVolume} {...verdictProps('block-volume')} />}
          {view === 'dense-io' && <DioResult rec={result.denseIo} {...verdictProps('dense-io')} />}
          {view === 'lustre' && <LustreResult rec={result.lustre} {...verdictProps('lustre')} />}
          {view !== 'compare' && <LimitPolicyNote result={result} service={view} />}
          <CalibrationNote result={result} view={view} />
          {children}
          <PrintedMeta part="footer" {...meta} sourceIds={sourceIds} />
        </div>
      </CalibrationContext>
    </SourceNumbersContext>
  );
}
