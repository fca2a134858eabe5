/**
 * Locale-aware number, money and date formatting for the results panels, the command line's
 * text and the printed page. The engine reports codes and figures only; every number a reader
 * sees is written here, in the reader's locale.
 */
import { createContext, useContext } from 'react';
import { units } from '../../engine/index.ts';
import { useLanguage } from '../i18n/useT.ts';

export interface Formatters {
  readonly locale: string;
  /** The currency money is written in (ISO 4217): the price book's in force, USD by default. */
  readonly currency: string;
  /**
   * Money in the formatter's currency, for the reader's language: whole units from 100 up, else
   * the currency's own minor digits (cents; none for yen).
   */
  readonly money: (value: number) => string;
  /** A unit price in the formatter's currency, up to six decimals (0.0017, ¥0.255). */
  readonly unitMoney: (value: number) => string;
  /** Readable precision with grouping: 12,712 / 62.5 / 0.42. */
  readonly num: (value: number) => string;
  /** A whole number with grouping. */
  readonly int: (value: number) => string;
  /** A Lustre capacity in TiB, to the tenth its steps are counted in (31.2, 291.2, 7,275,964.8). */
  readonly tib: (value: number) => string;
  /** `money` (named when every price was in US dollars; in the formatter's currency). */
  readonly usd: (value: number) => string;
  /** `unitMoney` (named when every price was in US dollars; in the formatter's currency). */
  readonly unitUsd: (value: number) => string;
  /** A fraction (0.8) as a percent (80%). */
  readonly pct: (fraction: number) => string;
  readonly date: (value: Date) => string;
  /** A calendar day given as ISO `YYYY-MM-DD` (a price book's date): "January 5, 2026", "2026年1月5日"; a month alone (`YYYY-MM`): "November 2024". */
  readonly day: (iso: string) => string;
  /** An I/O size in KiB as people say it: "4 KiB", "1 MiB". */
  readonly ioSize: (kib: number) => string;
}

/**
 * Number, money and date formats for `locale`; money in `currency` (ISO 4217, USD by default),
 * with the currency's own minor digits below 100 (Intl's: 2 for USD and EUR, 0 for JPY).
 */
export function makeFormatters(locale: string, currency = 'USD'): Formatters {
  const cache = new Map<string, Intl.NumberFormat>();
  const nf = (key: string, options: Intl.NumberFormatOptions) => {
    let f = cache.get(key);
    if (!f) {
      f = new Intl.NumberFormat(locale, options);
      cache.set(key, f);
    }
    return f;
  };
  // Date formats are built when first used, as the number formats are: building one takes
  // a few milliseconds the first time, and the first screen shows no date.
  const dates = new Map<string, Intl.DateTimeFormat>();
  const df = (key: string, options: Intl.DateTimeFormatOptions) => {
    let f = dates.get(key);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, options);
      dates.set(key, f);
    }
    return f;
  };
  const minor = nf('minor', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const money = (v: number) =>
    Math.abs(v) >= 100
      ? nf('money0', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(v)
      : nf('money2', { style: 'currency', currency, maximumFractionDigits: minor, minimumFractionDigits: minor }).format(v);
  const unitMoney = (v: number) => nf('unit', { style: 'currency', currency, maximumFractionDigits: 6, minimumFractionDigits: minor }).format(v);
  return {
    locale,
    currency,
    money,
    unitMoney,
    num: (v) => {
      const abs = Math.abs(v);
      const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
      return nf(`n${digits}`, { maximumFractionDigits: digits }).format(v);
    },
    int: (v) => nf('int', { maximumFractionDigits: 0 }).format(v),
    tib: (v) => nf('tib', { maximumFractionDigits: 1 }).format(v),
    usd: money,
    unitUsd: unitMoney,
    pct: (f) => nf('pct', { style: 'percent', maximumFractionDigits: 1 }).format(f),
    date: (d) => df('date', { dateStyle: 'long', timeStyle: 'short' }).format(d),
    day: (iso) => {
      const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso);
      if (!m) return iso;
      const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3] ?? 1)));
      return (m[3] ? df('day', { dateStyle: 'long', timeZone: 'UTC' }) : df('month', { year: 'numeric', month: 'long', timeZone: 'UTC' })).format(at);
    },
    ioSize: (kib) => {
      const abs = Math.abs(kib);
      const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
      const size = units.ioSizeUnit(kib);
      return size.unit === 'MiB'
        ? `${nf('int', { maximumFractionDigits: 0 }).format(size.value)} MiB`
        : `${nf(`n${digits}`, { maximumFractionDigits: digits }).format(kib)} KiB`;
    },
  };
}

const formattersByLocale = new Map<string, Formatters>();

function formattersOf(locale: string, currency = 'USD'): Formatters {
  const key = `${locale} ${currency}`;
  let formatters = formattersByLocale.get(key);
  if (!formatters) {
    formatters = makeFormatters(locale, currency);
    formattersByLocale.set(key, formatters);
  }
  return formatters;
}

/** The currency of the plan's money (the price book in force), given by the app around its views. */
export const CurrencyContext = createContext('USD');

/** Formatters for the current i18next language and the plan's currency: one set of each for the whole UI. */
export function useFormat(): Formatters {
  return formattersOf(useLanguage(), useContext(CurrencyContext));
}

/**
 * The number formats the first answer writes with, built ahead, one step each: the first
 * `Intl.NumberFormat` of a page loads the locale's data (about 13 ms here, a phone's long task
 * four times over), and each style more. src/main.tsx runs each step in a task of its own before
 * the app takes the page over, whose slices then only format.
 */
export function formatWarmUp(locale: string): readonly (() => void)[] {
  const f = formattersOf(locale);
  return [() => f.int(12712), () => f.num(62.5), () => f.num(0.42) + f.num(7.25), () => f.usd(1234) + f.usd(12.5), () => f.pct(0.8) + f.tib(31.2)];
}
