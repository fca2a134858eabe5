/** Save the current scenario under a name; load or delete saved ones (this browser only). */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';

export function SavedScenarios() {
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
    <details className="saved-menu">
      <summary>{t('common.saved.title')}</summary>
      <div className="saved-body">
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
                  <button
                    type="button"
                    className="button-quiet"
                    onClick={() => removeSaved(s.name)}
                    aria-label={t('common.saved.removeNamed', { name: s.name })}
                  >
                    {t('common.saved.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
