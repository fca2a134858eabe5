/** Theme (light, dark, system) and language; both persist in this browser. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanState } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { availableLanguages } from '../i18n/index.ts';

const themes: readonly PlanState['theme'][] = ['system', 'light', 'dark'];

export function Preferences() {
  const { t } = useTranslation();
  const themeId = useId();
  const langId = useId();
  const theme = usePlanStore((s) => s.theme);
  const locale = usePlanStore((s) => s.locale);
  const setTheme = usePlanStore((s) => s.setTheme);
  const setLocale = usePlanStore((s) => s.setLocale);
  return (
    <div className="preferences">
      <label htmlFor={themeId}>{t('common.theme.label')}</label>
      <select id={themeId} value={theme} onChange={(e) => setTheme(e.target.value as PlanState['theme'])}>
        {themes.map((th) => (
          <option key={th} value={th}>
            {t(`common.theme.${th}`)}
          </option>
        ))}
      </select>
      <label htmlFor={langId}>{t('common.language.label')}</label>
      <select id={langId} value={availableLanguages.includes(locale) ? locale : 'en'} onChange={(e) => setLocale(e.target.value as PlanState['locale'])}>
        {availableLanguages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`common.language.${lng}`, { defaultValue: lng })}
          </option>
        ))}
      </select>
    </div>
  );
}
