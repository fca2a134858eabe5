/**
 * The translate function of the whole UI (results panels, charts, fio). Keys are built at run
 * time from engine ids (warning ids, limit ids, services, bases, SKUs), so components call `t`
 * through this plain signature rather than i18next's key-checked one. React escapes text itself,
 * so interpolated values are not HTML-escaped a second time (a source title with quotes stays
 * readable; see i18n/index.ts).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export function useT(): Translate {
  const { t } = useTranslation();
  return useMemo(() => {
    const plain = t as unknown as (key: string, options: Record<string, unknown>) => string;
    // Interpolated values are not HTML-escaped: i18next is set up with escapeValue false for
    // the whole app (i18n/index.ts). Passing it again per call made i18next rebuild its
    // interpolation patterns on every call, a good part of each keystroke's work.
    return (key, options) => plain(key, options ?? {});
  }, [t]);
}
