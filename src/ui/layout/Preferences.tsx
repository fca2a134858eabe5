/**
 * Theme (light, dark, system) and language; both persist in this browser. The language is a
 * pair of toggle buttons, each named in its own language (English / 日本語) so a reader who
 * cannot read the current one still finds theirs.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanState } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { availableLanguages, nativeLanguageNames } from '../i18n/index.ts';

const themes: readonly PlanState['theme'][] = ['system', 'light', 'dark'];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const labelId = useId();
  const locale = usePlanStore((s) => s.locale);
  const setLocale = usePlanStore((s) => s.setLocale);
  const current = availableLanguages.includes(locale) ? locale : 'en';
  return (
    <div className="language-switch" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="language-switch-label">
        {t('common.language.label')}
      </span>
      {availableLanguages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={lng === current ? 'language-option selected' : 'language-option'}
          aria-pressed={lng === current}
          onClick={() => setLocale(lng as PlanState['locale'])}
        >
          {nativeLanguageNames[lng] ?? lng}
        </button>
      ))}
    </div>
  );
}

export function Preferences() {
  const { t } = useTranslation();
  const themeId = useId();
  const theme = usePlanStore((s) => s.theme);
  const setTheme = usePlanStore((s) => s.setTheme);
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
      <LanguageSwitch />
    </div>
  );
}
