/**
 * A price file in (issue 43): Oracle's price list as JSON, one page or several, read in this
 * browser (never sent anywhere) in the currency chosen; its book becomes the plan's prices.
 * Problems show beside the import and the last good book stays; what the file said of each
 * part is listed. Also the Annual Universal Credits term the discount was agreed for.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { catalog, cost, type Pricing } from '../../engine/index.ts';
import type { ActionResult, PricingPatch } from '../../store/contract.ts';
import { FieldShell, describedBy, fieldIds } from '../form/FieldShell.tsx';
import { readFileText } from '../layout/download.ts';
import { useT, type Translate } from '../i18n/useT.ts';
import { useFormat } from './format.ts';
import { CommitmentField } from './CommitmentField.tsx';
import { SetAsideNote, useSetAside } from './SetAsidePrices.tsx';

export interface PriceFileSectionProps {
  readonly pricing: Pricing | undefined;
  readonly onChange: (patch: PricingPatch) => ActionResult | void;
}

type Files = readonly { readonly name: string; readonly text: string }[];

/** The words of a price file's finding. */
export function priceNoteWords(t: Translate, n: cost.PriceFileNote): string {
  return t(`prices.note.${n.code}`, n.params);
}

/** The currency to read files in: the one chosen, else the book's, else USD when the files have it, else their first. */
function currencyFor(wanted: string | undefined, available: readonly string[]): string {
  if (wanted && available.includes(wanted)) return wanted;
  return available.includes('USD') || available.length === 0 ? 'USD' : available[0]!;
}

export function PriceFileSection({ pricing, onChange: change }: PriceFileSectionProps) {
  const t = useT();
  // A book in another currency removes the prices entered in the old one: kept aside and offered back.
  const { aside, change: onChange, restore } = useSetAside(pricing, change);
  const f = useFormat();
  const base = useId();
  const fileIds = fieldIds(`${base}-file`);
  const currencyIds = fieldIds(`${base}-currency`);
  const [files, setFiles] = useState<Files>([]);
  const [currencies, setCurrencies] = useState<readonly string[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const [reading, setReading] = useState(false);
  const book = pricing?.book;

  /** Reads the files in a currency; a good reading becomes the book, a bad one is shown and the last good book stays. */
  const apply = (texts: Files, currency: string | undefined) => {
    const wanted = currency ?? book?.currency ?? 'USD';
    const first = cost.readPriceFileTexts(texts, wanted);
    // A file without the wanted currency is read in USD when it has it, else in its first currency.
    const chosen = first.ok || currency !== undefined ? wanted : currencyFor(wanted, first.currencies);
    const reading = chosen === wanted ? first : cost.readPriceFileTexts(texts, chosen);
    setCurrencies(reading.currencies);
    if (!reading.ok) {
      setProblems(reading.problems.map((p) => priceNoteWords(t, p)));
      return;
    }
    const result = onChange({ book: reading.book });
    if (result && !result.ok) {
      setProblems([result.message]);
      return;
    }
    setFiles(texts);
    setProblems([]);
    setNotes(reading.notes.map((n) => priceNoteWords(t, n)));
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const list = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    if (list.length === 0) return;
    const tooLarge = list.find((file) => file.size > cost.MAX_PRICE_FILE_BYTES);
    if (tooLarge) {
      setProblems([priceNoteWords(t, { code: 'priceFileTooLarge', params: { file: tooLarge.name, limitBytes: cost.MAX_PRICE_FILE_BYTES } })]);
      return;
    }
    setReading(true);
    void Promise.all(list.map(async (file) => ({ name: file.name, text: await readFileText(file) })))
      .then((texts) => apply(texts, undefined))
      .catch((err: unknown) => setProblems([String(err)]))
      .finally(() => setReading(false));
  };

  const onCurrency = (e: ChangeEvent<HTMLSelectElement>) => {
    if (files.length > 0) apply(files, e.currentTarget.value);
  };

  const choices = currencies.length > 0 ? currencies : [book?.currency ?? 'USD'];
  const parts = book ? Object.keys(book.prices).length : 0;
  const fileError = problems.length > 0 ? problems.join(' ') : undefined;
  return (
    <div className="price-file" data-testid="price-file">
      <h3>{t('prices.title')}</h3>
      <p data-testid="price-book">
        {book ? t('prices.inForce', { currency: book.currency, date: f.day(book.date), parts }) : t('prices.builtIn', { date: f.day(catalog.priceBook.date) })}
      </p>
      <FieldShell ids={fileIds} label={t('prices.import')} hint={reading ? t('prices.reading') : t('prices.hint')} error={fileError}>
        <input
          id={fileIds.input}
          data-testid="price-file-input"
          type="file"
          accept="application/json,.json"
          multiple
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy(fileIds, t('prices.hint'), fileError)}
          onChange={onFiles}
        />
      </FieldShell>
      <FieldShell ids={currencyIds} label={t('prices.currency')} hint={t('prices.currencyHint')}>
        <select
          id={currencyIds.input}
          data-testid="price-currency"
          value={book?.currency ?? 'USD'}
          disabled={files.length === 0}
          aria-describedby={currencyIds.hint}
          onChange={onCurrency}
        >
          {[...new Set([...choices, book?.currency ?? 'USD'])].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FieldShell>
      {book && (
        <p>
          <button type="button" onClick={() => onChange({ book: null })}>
            {t('prices.remove')}
          </button>
        </p>
      )}
      {aside && <SetAsideNote aside={aside} onRestore={restore} />}
      {notes.length > 0 && (
        <>
          <h4>{t('prices.noteHeading')}</h4>
          <ul data-testid="price-notes">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
      <CommitmentField commitment={pricing?.commitment} onChange={onChange} />
    </div>
  );
}
