/**
 * Applies the theme and language to the document: `data-theme` on <html> (styles.css picks
 * the colours), `lang` on <html>, and i18next's language; connects the URL hash to the store.
 */
import { useEffect } from 'react';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { connectUrl } from '../../store/urlSync.ts';
import { i18n } from '../i18n/index.ts';

export function useDocumentSettings(): void {
  const theme = usePlanStore((s) => s.theme);
  const locale = usePlanStore((s) => s.locale);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    void i18n.changeLanguage(locale).then(() => {
      document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
    });
  }, [locale]);

  useEffect(() => {
    const sync = connectUrl(planStore, window);
    return () => sync.disconnect();
  }, []);
}
