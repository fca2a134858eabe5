/**
 * Embed mode's slim bar in place of the page header: the app's name in small type, a link
 * that opens this scenario in the full planner, and Export JSON.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { buildHash } from '../../store/url.ts';
import { downloadText, fileNameFor } from './download.ts';
import './embed.css';

export function EmbedBar() {
  const { t } = useTranslation();
  const scenario = usePlanStore((s) => s.scenario);
  const view = usePlanStore((s) => s.view);
  const locale = usePlanStore((s) => s.locale);
  // The same page without `?embed=…`: the full app, on this scenario, view and language.
  const href = useMemo(() => `${window.location.pathname}${buildHash(scenario, view, locale)}`, [scenario, view, locale]);

  const onExport = () => {
    const s = planStore.getState();
    downloadText(s.exportScenario(), fileNameFor(s.scenario.name));
  };

  return (
    <header className="embed-bar">
      <h1 className="embed-title">{t('common.appName')}</h1>
      <div className="actions embed-actions no-print" role="group" aria-label={t('common.actions.label')}>
        <a className="button" href={href} target="_blank" rel="noopener">
          {t('embed.openFull')} <span className="visually-hidden">{t('embed.newTab')}</span>
        </a>
        <button type="button" onClick={onExport}>
          {t('common.actions.exportJson')}
        </button>
      </div>
    </header>
  );
}
