/**
 * The answer in one line, kept in sight on a narrow screen while the full answer is scrolled
 * away (the form sits below it there): the design, the verdict and the price of the current
 * view, the same words as the answer, following every keystroke. It is the page's only live
 * region for the answer (a polite status, read as a whole), and it exists for assistive
 * technology only while it shows, so nothing is announced twice. A button goes back to the
 * full answer. Wide screens, paper and embedded pages never show it.
 */
import { useEffect, useState } from 'react';
import type { CompareResult } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';
import { usePlan } from '../../store/selectors.ts';
import { serviceDesignText } from '../results/designText.ts';
import { useFormat } from '../results/format.ts';
import { useT } from '../i18n/useT.ts';
import { useNarrowLayout } from './narrowLayout.ts';
import { usePrinting } from './printing.ts';

/** The full answer's design line, the one the bar stands in for. */
const ANSWER = '.view-panel [data-testid="recommended-design"]';

export function CompactAnswer({ view }: { readonly view: View }) {
  const narrow = useNarrowLayout();
  const printing = usePrinting();
  return narrow && !printing ? <CompactBar view={view} /> : null;
}

/** True while the full answer's design line is out of the window (above or below it). */
function useAnswerAway(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = document.querySelector(ANSWER);
      const box = el?.getBoundingClientRect();
      setAway(box !== undefined && (box.bottom < 0 || box.top > window.innerHeight));
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // First read in the next frame, not as the bar mounts: reading a box in the effect laid the
    // whole page out in the task that takes the prerendered page over.
    later();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, []);
  return away;
}

function CompactBar({ view }: { readonly view: View }) {
  const t = useT();
  const away = useAnswerAway();
  const result = usePlan();
  return (
    <div className="compact-answer no-print" hidden={!away} data-testid="compact-answer">
      {away && <CompactText view={view} result={result} />}
      <button
        type="button"
        className="compact-answer-go"
        onClick={() => document.querySelector(ANSWER)?.closest('.design-box')?.scrollIntoView({ block: 'start' })}
      >
        {t('results.answer.compactShow')}
      </button>
    </div>
  );
}

function CompactText({ view, result }: { readonly view: View; readonly result: CompareResult }) {
  const t = useT();
  const f = useFormat();
  const service = view === 'compare' ? (result.cheapest ?? result.provisional?.service ?? result.closest) : view;
  const entry = service ? result.entries.find((e) => e.service === service) : undefined;
  const design = service ? serviceDesignText(t, f, result, service) : t('results.compare.noDesign');
  const price = entry?.monthlyUSD != null ? t('results.answer.monthly', { cost: f.usd(entry.monthlyUSD) }) : t('results.answer.noPrice');
  return (
    <p className="compact-answer-text" role="status" aria-atomic="true" aria-label={t('results.answer.compactLabel')}>
      {view === 'compare' && service && <span className="compact-answer-service">{t(`results.service.${service}`)}: </span>}
      <span className="compact-answer-design" data-testid="compact-design">
        {design}
      </span>
      {entry && (
        <span className={`compact-answer-verdict verdict-${entry.verdict}`} data-verdict={entry.verdict}>
          {' · '}
          {t(`results.verdict.${entry.verdict}`)}
        </span>
      )}
      <span className="compact-answer-price">
        {' · '}
        {price}
      </span>
    </p>
  );
}
