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
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t(`form.catalogs.${family}`)}
      </label>
      <div className="field-control">
        <select id={id} value={value} aria-describedby={hintId} onChange={(e) => setCatalog(family, e.target.value)}>
          {ids.map((editionId) => {
            const e = editions[family][editionId]!;
            // Translated title; a date the edition does not have reads as undated in the reader's language.
            const title = `${editionTitle(t, editionId)} — ${e.date === 'undated' ? t('results.sources.undated') : e.date}`;
            return (
              <option key={editionId} value={editionId}>
                {editionId === defaultCatalogs[family] ? t('form.catalogs.newest', { title }) : t('form.catalogs.option', { title })}
              </option>
            );
          })}
        </select>
      </div>
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
