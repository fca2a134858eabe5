/**
 * A small badge saying how a figure is known (documented, measured, SLA, derived,
 * extrapolated, carried, inferred), with the source's title and place as its tooltip.
 */
import { memo } from 'react';
import { catalog, type Basis, type SourceId } from '../../engine/index.ts';
import { useT, type Translate } from '../i18n/useT.ts';

export interface ProvenanceCite {
  readonly source: SourceId;
  readonly basis: Basis;
  /** Table, section or page of the source, when known. */
  readonly where?: string;
  readonly note?: string;
}

/** "OCI File Storage Performance Characteristics, Version 3.0, Table 1". */
export function citationText(t: Translate, cited: ProvenanceCite): string {
  const title = catalog.sources[cited.source]?.title ?? cited.source;
  return cited.where ? t('results.provenance.where', { title, where: cited.where }) : title;
}

/** Memoized on what the citation says (a badge is often built from a fresh object with the same figures). */
export const Provenance = memo(
  function Provenance({ cited }: { readonly cited: ProvenanceCite }) {
    const t = useT();
    const label = t(`results.provenance.basis.${cited.basis}`);
    const citation = citationText(t, cited);
    // The tooltip adds the catalog's note (a conversion, a discrepancy); screen readers get the citation.
    return (
      <span className={`provenance provenance-${cited.basis}`} data-basis={cited.basis} title={cited.note ? `${citation}. ${cited.note}` : citation}>
        {label}
        <span className="visually-hidden">{t('results.provenance.hidden', { citation })}</span>
      </span>
    );
  },
  (a, b) => a.cited.source === b.cited.source && a.cited.basis === b.cited.basis && a.cited.where === b.cited.where && a.cited.note === b.cited.note,
);
