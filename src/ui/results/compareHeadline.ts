/**
 * The Compare headline in words, the same on screen and in the command line's `--text`: the
 * cheapest service that fits, or why none can be named (a bill that fits is incomplete), and
 * what each incomplete bill misses with how to supply it.
 */
import type { CompareResult } from '../../engine/index.ts';
import { missingPriceText } from './engineText.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

/** "Cheapest service that fits: …", "No cheapest can be named: …" or "No service fits …". */
export function compareHeadline(t: Translate, result: CompareResult): string {
  if (result.cheapest) return t('results.compare.cheapestFits', { service: t(`results.service.${result.cheapest}`) });
  // Services carry it but a whole bill misses a price: say who carries it, and rank on storage meanwhile.
  if (result.provisional)
    return t('results.compare.provisional', {
      carriers: result.provisional.carriers.map((s) => t(`results.service.${s}`)).join(t('results.engine.listSeparator')),
      service: t(`results.service.${result.provisional.service}`),
    });
  return result.unranked.length > 0 ? t('results.compare.noCheapest') : t('results.compare.noneFits');
}

/** The services left out of the ranking and what their bills miss (empty when every bill that fits is complete). */
export function unrankedLines(t: Translate, f: Formatters, result: CompareResult): string[] {
  if (result.unranked.length === 0) return [];
  const services = result.unranked.map((s) => t(`results.service.${s}`)).join(t('results.engine.listSeparator'));
  return [t('results.compare.unranked', { services }), ...result.missingPrices.map((n) => missingPriceText(t, f, n))];
}
