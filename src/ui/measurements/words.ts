/**
 * The import panel's words (src/ui/i18n/<lang>/measurements.ts, loaded with the panel, not
 * with the first screen) and a measurement problem as one line: the file, the line or JSON
 * path, and what the engine said.
 */
import { useTranslation } from 'react-i18next';
import type { measurements as m } from '../../engine/index.ts';
import en from '../i18n/en/measurements.ts';
import ja from '../i18n/ja/measurements.ts';

export type MeasurementWords = typeof en;

/** The words in the reader's language (English for a language without them). */
export function useMeasurementWords(): MeasurementWords {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'ja' ? ja : en;
}

/** `{{name}}` replaced by its parameter (lists joined with commas). */
export function fill(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const v = params[key];
    if (v === undefined) return whole;
    return Array.isArray(v) ? v.join(', ') : String(v);
  });
}

/** One problem in words, where it is in its file first. */
export function problemText(words: MeasurementWords, p: m.MeasurementProblem): string {
  const message = fill(words.problem[p.code], p.params) + (words.panel.intervalHint[p.code] ?? '');
  if (p.line !== undefined) return fill(words.cli.whereLine, { file: p.file, line: p.line, message });
  if (p.path !== undefined) return fill(words.cli.wherePath, { file: p.file, path: p.path, message });
  return fill(words.cli.where, { file: p.file, message });
}

/** An ISO time to the minute, UTC. */
export const minuteOf = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
