/** The catalog edition of each product family, newest first, with its title and date. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCatalogs, catalog } from '../../engine/index.ts';
import type { CatalogFamily } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { editionTitle } from '../i18n/editionTitle.ts';

interface EditionInfo {
  readonly title: string;
  readonly date: string;
}

const editions: Record<CatalogFamily, Readonly<Record<string, EditionInfo>>> = {
  fileStorage: catalog.fssEditions,
  blockVolume: catalog.bvEditions,
  denseIo: catalog.dioEditions,
};

const families: readonly CatalogFamily[] = ['fileStorage', 'blockVolume', 'denseIo'];

function CatalogSelect({ family, hintId }: { readonly family: CatalogFamily; readonly hintId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const value = usePlanStore((s) => s.scenario.catalogs?.[family]) ?? defaultCatalogs[family];
  const setCatalog = usePlanStore((s) => s.setCatalog);
  const ids = [...catalog.catalogIds[family]].reverse();
  // A date the edition does not have reads as undated in the reader's language.
  const dateOf = (editionId: string) => {
    const date = editions[family][editionId]!.date;
    return date === 'undated' ? t('results.sources.undated') : date;
  };
  // Translated title and date: the chosen edition's under the select, each option's as its title.
  const titleOf = (editionId: string) => `${editionTitle(t, editionId)} — ${dateOf(editionId)}`;
  const chosenId = `${id}-chosen`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t(`form.catalogs.${family}`)}
      </label>
      <div className="field-control">
        <select id={id} value={value} aria-describedby={`${chosenId} ${hintId}`} onChange={(e) => setCatalog(family, e.target.value)}>
          {ids.map((editionId) => {
            // The option's short name: the form's column is narrow.
            const short = { short: t(`common.editionsShort.${editionId}`), date: dateOf(editionId) };
            return (
              <option key={editionId} value={editionId} title={titleOf(editionId)}>
                {editionId === defaultCatalogs[family] ? t('form.catalogs.shortNewest', short) : t('form.catalogs.short', short)}
              </option>
            );
          })}
        </select>
      </div>
      <p className="field-hint" id={chosenId}>
        {value in editions[family] ? titleOf(value) : value}
      </p>
    </div>
  );
}

export function CatalogFields() {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <p className="field-hint" id={hintId}>
        {t('form.catalogs.hint')}
      </p>
      {families.map((f) => (
        <CatalogSelect key={f} family={f} hintId={hintId} />
      ))}
    </>
  );
}
