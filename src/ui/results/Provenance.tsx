/**
 * A small badge saying how a figure is known (documented, measured, SLA, derived,
 * extrapolated, carried, inferred). It is a disclosure button: pressed (by mouse, touch, Enter
 * or Space) it opens the citation under it (document, section, date, basis) with a link to the
 * document's entry in the Sources panel; Escape, a second press or a press elsewhere closes it.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { catalog, type Basis, type SourceId } from '../../engine/index.ts';
import { useT, type Translate } from '../i18n/useT.ts';
import { focusTarget } from '../layout/focusTarget.ts';
import { catalogNoteText } from './catalogNote.ts';
import { useFormat } from './format.ts';
import { sourceAnchor } from './WarningsList.tsx';

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
    const [open, setOpen] = useState(false);
    const popoverId = useId();
    const wrap = useRef<HTMLSpanElement>(null);
    const button = useRef<HTMLButtonElement>(null);
    const label = t(`results.provenance.basis.${cited.basis}`);

    // A press anywhere else closes it (mouse or touch); only listened for while open.
    useEffect(() => {
      if (!open) return;
      const onDown = (e: PointerEvent) => {
        if (!wrap.current?.contains(e.target as Node)) setOpen(false);
      };
      document.addEventListener('pointerdown', onDown);
      return () => document.removeEventListener('pointerdown', onDown);
    }, [open]);

    return (
      <span
        className="provenance-wrap"
        ref={wrap}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }}
      >
        <button
          ref={button}
          type="button"
          className={`provenance provenance-${cited.basis}`}
          data-basis={cited.basis}
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {label}
          <span className="visually-hidden">{t('results.provenance.hidden', { citation: citationText(t, cited) })}</span>
        </button>
        {open && <Citation id={popoverId} cited={cited} />}
      </span>
    );
  },
  (a, b) => a.cited.source === b.cited.source && a.cited.basis === b.cited.basis && a.cited.where === b.cited.where && a.cited.note === b.cited.note,
);

/** The opened citation: what a reader needs to find the figure in its document. */
function Citation({ id, cited }: { readonly id: string; readonly cited: ProvenanceCite }) {
  const t = useT();
  const f = useFormat();
  const s = catalog.sources[cited.source];
  const row = (name: string, value: string) => (
    <span className="provenance-row">
      <span className="provenance-key">{t(`results.provenance.citation.${name}`)}</span> {value}
    </span>
  );
  return (
    <span id={id} role="group" aria-label={t('results.provenance.citation.label')} className="provenance-popover no-print" data-testid="provenance-citation">
      {row('document', s ? `${s.title} (${s.publisher})` : cited.source)}
      {cited.where && row('section', cited.where)}
      {row('date', s?.date ? f.day(s.date) : t('results.sources.undated'))}
      {row(
        'basis',
        t('results.provenance.meaning', { label: t(`results.provenance.basis.${cited.basis}`), meaning: t(`results.provenance.means.${cited.basis}`) }),
      )}
      {cited.note && row('note', catalogNoteText(t, cited.note))}
      <a
        className="provenance-link"
        href={`#${sourceAnchor(cited.source)}`}
        onClick={(e) => {
          // The hash holds the scenario: move the reader without touching it. The Sources
          // panel loads when its place nears the screen; wait up to 2 s for it.
          e.preventDefault();
          focusTarget(sourceAnchor(cited.source), 20, 'panels');
        }}
      >
        {t('results.provenance.citation.link')}
      </a>
    </span>
  );
}
