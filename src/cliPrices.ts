/**
 * Prices of the day on the command line: `plan -- SCENARIO --prices FILE… [--currency CODE]`
 * reads Oracle's price list (one page or several, `engine/cost/priceFile.ts`) and plans the
 * scenario with its book in force (`pricing.book`): the JSON, `--text`, the Terraform README and
 * the fio files then price every line in that currency. Without `--currency`, the file's USD
 * prices are read when it has them, else its only currency. What the file said goes to standard
 * error in words (`--lang ja` for Japanese); a file that cannot be read exits 2.
 */
import i18next from 'i18next';
import { cost } from './engine/index.ts';
import { readLimited } from './cliRead.ts';
import enPrices from './ui/i18n/en/prices.ts';
import jaPrices from './ui/i18n/ja/prices.ts';

const words = i18next.createInstance();
void words.init({
  resources: { en: { translation: { prices: enPrices } }, ja: { translation: { prices: jaPrices } } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export interface PricesArgs {
  /** The arguments left for the other options. */
  readonly rest: readonly string[];
  readonly files: readonly string[];
  readonly currency: string | undefined;
}

/** Takes `--prices FILE…` and `--currency CODE` out of the arguments after the scenario. */
export function pricesArgs(args: readonly string[]): PricesArgs | { error: string } {
  const rest: string[] = [];
  const files: string[] = [];
  let currency: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--prices') {
      while (args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) files.push(args[++i]!);
      if (files.length === 0) return { error: '--prices needs one or more price files' };
    } else if (a === '--currency') {
      currency = args[++i];
      if (currency === undefined || !/^[A-Z]{3}$/.test(currency))
        return { error: `--currency needs an ISO 4217 code such as USD or JPY, not ${currency ?? 'nothing'}` };
    } else rest.push(a);
  }
  if (currency !== undefined && files.length === 0) return { error: '--currency reads a price file: give --prices FILE… too' };
  return { rest, files, currency };
}

/** The words of a price file's finding, in English or Japanese. */
export function priceNoteText(n: cost.PriceFileNote, lang: 'en' | 'ja' = 'en'): string {
  return words.getFixedT(lang)(`prices.note.${n.code}`, n.params);
}

/**
 * The scenario's text with the price files' book in force, and what the files said (one line
 * each, for standard error); or the error that stops the run.
 */
export function withPriceBook(scenarioText: string, a: PricesArgs, lang: 'en' | 'ja' = 'en'): { text: string; notes: string } | { error: string } {
  if (a.files.length === 0) return { text: scenarioText, notes: '' };
  const texts: { name: string; text: string }[] = [];
  for (const file of a.files) {
    const read = readLimited(file, cost.MAX_PRICE_FILE_BYTES, 'the price file');
    if ('error' in read) return { error: read.error };
    texts.push({ name: file, text: read.text });
  }
  let doc: unknown;
  try {
    doc = JSON.parse(scenarioText);
  } catch {
    return { text: scenarioText, notes: '' }; // the scenario's own reader says what is wrong with it
  }
  const first = cost.readPriceFileTexts(texts, a.currency ?? 'USD');
  // Without --currency, a file that has no USD prices is read in its only currency.
  const reading = !first.ok && a.currency === undefined && first.currencies.length === 1 ? cost.readPriceFileTexts(texts, first.currencies[0]!) : first;
  if (!reading.ok) return { error: reading.problems.map((p) => `price file: ${priceNoteText(p, lang)}`).join('\n') };
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return { text: scenarioText, notes: '' };
  const d = doc as Record<string, unknown>;
  const pricing = typeof d.pricing === 'object' && d.pricing !== null ? (d.pricing as Record<string, unknown>) : {};
  const notes = reading.notes.map((n) => `price file: ${priceNoteText(n, lang)}\n`).join('');
  return { text: JSON.stringify({ ...d, pricing: { ...pricing, book: reading.book } }), notes };
}
