/** Copy link, export and import JSON, print. */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_LENGTH, planStore, usePlanStore } from '../../store/planStore.ts';
import { searchWithoutLang } from '../../store/locale.ts';
import { CHAT_LINK_CHARS, buildHash } from '../../store/url.ts';
import { planDocument } from '../../store/workloads.ts';
import { downloadText, fileNameFor, readFileText } from './download.ts';

/** The share link of the whole plan (a plan of several workloads compressed, url.ts). */
function shareLink(): string {
  const s = planStore.getState();
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${searchWithoutLang(search)}${buildHash(planDocument(s), s.view, s.locale)}`;
}

async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch (_e) {
    return false;
  }
}

export function ScenarioActions() {
  const { t } = useTranslation();
  const fileId = useId();
  const setNotice = usePlanStore((s) => s.setNotice);
  const importText = usePlanStore((s) => s.importScenarioText);
  const locale = usePlanStore((s) => s.locale);
  // A link too long for a chat message: said next to the button, with the way out (export).
  const [tooLong, setTooLong] = useState<number | null>(null);

  const onCopy = () => {
    const link = shareLink();
    setTooLong(link.length > CHAT_LINK_CHARS ? link.length : null);
    void copyLink(link).then((copied) =>
      setNotice(
        copied
          ? { kind: 'info', key: 'notice.linkCopied', message: 'Link copied to the clipboard.' }
          : { kind: 'info', key: 'notice.copyFailed', message: 'The link could not be copied; copy it from the address bar.' },
      ),
    );
  };

  const onExport = () => {
    const s = planStore.getState();
    downloadText(s.exportScenario(), fileNameFor(s.scenario.name));
  };

  const onImport = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_LENGTH) {
      setNotice({
        kind: 'error',
        key: 'notice.fileTooLarge',
        params: { size: file.size, limit: MAX_IMPORT_LENGTH },
        message: `The file is ${file.size} bytes, more than the ${MAX_IMPORT_LENGTH} bytes a scenario may have; it was not read.`,
      });
      return;
    }
    void readFileText(file).then(importText, (err: unknown) =>
      setNotice({ kind: 'error', key: 'notice.importFailed', params: { reason: String(err) }, message: `The file could not be imported: ${String(err)}` }),
    );
  };

  return (
    <div className="actions" role="group" aria-label={t('common.actions.label')}>
      <button type="button" onClick={onCopy}>
        {t('common.actions.copyLink')}
      </button>
      {tooLong !== null && (
        <span className="actions-note" role="status" data-testid="link-too-long">
          {t('workloads.link.tooLong', { length: tooLong.toLocaleString(locale) })}
        </span>
      )}
      <button type="button" onClick={onExport}>
        {t('common.actions.exportJson')}
      </button>
      <input id={fileId} data-testid="import-file" className="visually-hidden file-input" type="file" accept="application/json,.json" onChange={onImport} />
      <label htmlFor={fileId} className="button">
        {t('common.actions.importJson')}
      </label>
      <button type="button" onClick={() => window.print()}>
        {t('common.actions.print')}
      </button>
    </div>
  );
}
