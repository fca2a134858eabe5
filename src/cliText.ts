/**
 * The plan as text on the command line (`plan -- FILE --text`, `--lang ja`): the summary the
 * app shows (src/ui/results/summaryText.ts), worded by i18next from the app's own resources.
 * Only the results words (and those of the plan over time and the daily profile) are loaded; the app's first screen is not affected (its resources are
 * loaded by src/ui/i18n/index.ts).
 */
import i18next from 'i18next';
import type { PlanResult, scenario } from './engine/index.ts';
import enGrowth from './ui/i18n/en/growth.ts';
import enPrices from './ui/i18n/en/prices.ts';
import jaPrices from './ui/i18n/ja/prices.ts';
import enResults from './ui/i18n/en/results.ts';
import jaGrowth from './ui/i18n/ja/growth.ts';
import enProfile from './ui/i18n/en/profile.ts';
import jaProfile from './ui/i18n/ja/profile.ts';
import jaResults from './ui/i18n/ja/results.ts';
import { makeFormatters } from './ui/results/format.ts';
import { planSummaryLines } from './ui/results/summaryText.ts';
import { overTimeLines } from './ui/results/overTimeText.ts';
import { profileLines } from './ui/results/profileText.ts';
import { tenancyLimitsLine } from './ui/results/tenancyLimitsText.ts';
import type { Translate } from './ui/i18n/useT.ts';

export type TextLanguage = 'en' | 'ja';

const cli = i18next.createInstance();
void cli.init({
  resources: {
    en: { translation: { results: enResults, growth: enGrowth, profile: enProfile, prices: enPrices } },
    ja: { translation: { results: jaResults, growth: jaGrowth, profile: jaProfile, prices: jaPrices } },
  },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** The i18next `t` and the number formats of a language, as the panels have them. */
export function textTools(lang: TextLanguage, currency = 'USD'): { t: Translate; f: ReturnType<typeof makeFormatters> } {
  return { t: cli.getFixedT(lang) as unknown as Translate, f: makeFormatters(lang, currency) };
}

/** The summary of a plan, one line each, in English or Japanese; money in `currency` (the price book's in force). */
export function planSummaryText(result: PlanResult, lang: TextLanguage = 'en', tenancy?: scenario.TenancyLimits, currency = 'USD'): string {
  const { t, f } = textTools(lang, currency);
  const lines = planSummaryLines(t, f, result);
  // The tenancy's own per-AD limits, when the scenario gave them: the plan was held to them.
  const own = tenancyLimitsLine(t, f, tenancy);
  if (own) lines.push(own);
  // A comparison planned over time (the scenario's `growth`): its months after today's answer.
  if ('overTime' in result && result.overTime) lines.push('', ...overTimeLines(t, f, result.overTime));
  // A comparison with a daily profile (the scenario's `profile`): what the day costs.
  if ('profile' in result && result.profile) lines.push('', ...profileLines(t, f, result.profile));
  return lines.join('\n') + '\n';
}
