/**
 * The results views as a tablist: arrow keys, Home and End move between tabs and select
 * them (automatic activation); only the selected tab is in the tab order.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';

export const views: readonly View[] = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'];

export const tabId = (view: View) => `view-tab-${view}`;
export const PANEL_ID = 'view-panel';

export function ViewTabs() {
  const { t } = useTranslation();
  const view = usePlanStore((s) => s.view);
  const setView = usePlanStore((s) => s.setView);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = views.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setView(views[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('common.views.label')} className="view-tabs">
      {views.map((v, i) => (
        <button
          key={v}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(v)}
          aria-selected={v === view}
          aria-controls={PANEL_ID}
          tabIndex={v === view ? 0 : -1}
          onClick={() => setView(v)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t(`common.views.${v}`)}
        </button>
      ))}
    </div>
  );
}
