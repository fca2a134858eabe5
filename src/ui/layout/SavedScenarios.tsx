/**
 * Save the current scenario under a name; load or delete saved ones (this browser only).
 *
 * A button in the header's tools opens the menu as a panel in the page's flow, a row of its own
 * under the header: it pushes the page down rather than lying over it, so no control (the view
 * tabs, the form) is ever under it. Opening it puts the focus in its name field; Escape, the
 * button again or a click anywhere outside it closes it (Escape and the button give the focus
 * back to the button).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';

export interface SavedMenuProps {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The panel's id; its button's is the same with `-button`. */
  readonly panelId: string;
}

/** The menu's open state, shared by its button (in the tools) and its panel (under the header). */
export function useSavedMenu(): SavedMenuProps {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return { open, setOpen, panelId };
}

const buttonIdOf = (panelId: string) => `${panelId}-button`;

export function SavedScenariosButton({ open, setOpen, panelId }: SavedMenuProps) {
  const { t } = useTranslation();
  return (
    <button
      id={buttonIdOf(panelId)}
      type="button"
      className="saved-toggle"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => setOpen(!open)}
    >
      {t('common.saved.title')}
    </button>
  );
}

export function SavedScenariosPanel({ open, setOpen, panelId }: SavedMenuProps) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const button = () => document.getElementById(buttonIdOf(panelId));
    panelRef.current?.querySelector('input')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button()?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && (panelRef.current?.contains(target) || button()?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen, panelId]);
  if (!open) return null;
  return (
    <div ref={panelRef} id={panelId} className="saved-body no-print" role="group" aria-labelledby={buttonIdOf(panelId)}>
      <SavedScenariosBody />
    </div>
  );
}

function SavedScenariosBody() {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const msgId = useId();
  const saved = usePlanStore((s) => s.saved);
  const currentName = usePlanStore((s) => s.scenario.name);
  const saveAs = usePlanStore((s) => s.saveAs);
  const loadSaved = usePlanStore((s) => s.loadSaved);
  const removeSaved = usePlanStore((s) => s.removeSaved);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const label = (name || currentName || '').trim();
    if (!label) {
      setMessage({ ok: false, text: t('common.saved.nameRequired') });
      return;
    }
    const result = saveAs(label);
    setMessage(result.ok ? { ok: true, text: t('common.saved.saved', { name: label }) } : { ok: false, text: result.message });
    if (result.ok) setName('');
  };

  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  };

  return (
    <>
      <form onSubmit={onSave} className="saved-form">
        <label htmlFor={nameId}>{t('common.saved.nameLabel')}</label>
        <div className="field-control">
          <input
            id={nameId}
            type="text"
            maxLength={200}
            value={name}
            placeholder={currentName ?? t('common.saved.namePlaceholder')}
            aria-describedby={message ? msgId : undefined}
            aria-invalid={message && !message.ok ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit">{t('common.saved.save')}</button>
        </div>
        {message ? (
          <p id={msgId} className={message.ok ? 'field-hint' : 'field-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
      </form>
      {saved.length === 0 ? (
        <p className="field-hint">{t('common.saved.empty')}</p>
      ) : (
        <ul className="saved-list" aria-label={t('common.saved.listLabel')}>
          {saved.map((s) => (
            <li key={s.name}>
              <bdi className="saved-name">{s.name}</bdi> <span className="field-hint">{t('common.saved.savedAt', { date: date(s.savedAt) })}</span>
              <span className="saved-buttons">
                <button type="button" onClick={() => loadSaved(s.name)} aria-label={t('common.saved.loadNamed', { name: s.name })}>
                  {t('common.saved.load')}
                </button>
                <button type="button" className="button-quiet" onClick={() => removeSaved(s.name)} aria-label={t('common.saved.removeNamed', { name: s.name })}>
                  {t('common.saved.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
