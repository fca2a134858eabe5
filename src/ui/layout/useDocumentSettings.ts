/**
 * Applies the theme and language to the document: `data-theme` on <html> (styles.css picks
 * the colours), `lang` on <html>, and i18next's language; connects the URL hash to the store
 * and marks `<html data-live>` once the app answers input.
 * The language is applied in a layout effect, before the browser paints, so a Japanese link
 * never flashes English text first.
 */
import { useEffect, useLayoutEffect } from 'react';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { connectUrl } from '../../store/urlSync.ts';
import { applyLocale } from '../i18n/index.ts';

export function useDocumentSettings(): void {
  const theme = usePlanStore((s) => s.theme);
  const locale = usePlanStore((s) => s.locale);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useLayoutEffect(() => {
    applyLocale(locale, document);
  }, [locale]);

  useEffect(() => {
    const sync = connectUrl(planStore, window);
    // The app now answers input (the prerendered first screen does not, docs/ARCHITECTURE.md).
    document.documentElement.dataset.live = 'true';
    return () => sync.disconnect();
  }, []);
}
