/** The message about the link, an import or stored data: an alert for problems, a status otherwise. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldIdOfPath, findField } from '../../store/fields.ts';
import { fieldErrorOf } from '../../store/fieldText.ts';
import { decodeIssues } from '../../store/noticeIssues.ts';
import { browserStorage } from '../../store/persist.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { exportSetAside } from '../../store/setAside.ts';
import { issueTextIn } from './issueWords.ts';
import { fieldLabels } from '../form/useField.ts';
import { formatNumber, formatReadable } from '../i18n/index.ts';
import { downloadText } from './download.ts';

/** Numbers in a notice's params (a file size) in the reader's locale. */
function localParams(params: Readonly<Record<string, string | number>> | undefined, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = typeof v === 'number' ? formatNumber(v, locale) : v;
  return out;
}

/**
 * A scenario's problems in the reader's words: a form field by its label and its error as the
 * form words it; anything else keeps the engine's path and message.
 */
function issuesText(t: TFunction, locale: string, text: string | number | undefined): string | null {
  const issues = decodeIssues(text);
  if (!issues || issues.length === 0) return null;
  return issues
    .map((issue) => {
      const id = fieldIdOfPath(issue.path);
      const spec = id ? findField(id) : undefined;
      if (!id || !spec) return issueTextIn(t, issue);
      const label = t(`form.fields.${id}.label`, { defaultValue: id });
      const error = fieldErrorOf(spec, issue);
      const limit = error.limit === undefined ? '' : formatReadable(error.limit, locale);
      const words =
        error.code === 'invalid'
          ? error.message
          : t(`form.errors.${error.code}`, { limit, unit: error.unit ?? '', fields: fieldLabels(t, error.fields), defaultValue: error.message });
      // Without its closing full stop: the notice's own sentence goes on after it.
      return t('common.notice.fieldIssue', {
        field: label,
        error: words
          .replace(/\s+\./, '.')
          .replace(/ {2,}/g, ' ')
          .replace(/[.。]\s*$/, ''),
      });
    })
    .join(t('common.notice.issueSeparator'));
}

export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const notice = usePlanStore((s) => s.notice);
  const dismiss = usePlanStore((s) => s.dismissNotice);
  if (!notice) return null;
  const reason = issuesText(t, i18n.language, notice.params?.issues);
  const params = { ...localParams(notice.params, i18n.language), ...(reason ? { reason } : {}) };
  const text = notice.key ? t(`common.${notice.key}`, { ...params, defaultValue: notice.message }) : notice.message;
  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p>
        <strong>
          <span aria-hidden="true">{notice.kind === 'error' ? '⚠ ' : 'ℹ '}</span>
          {t(`common.notice.${notice.kind}`)}:
        </strong>{' '}
        {text}
      </p>
      {notice.key === 'notice.storageSetAside' && (
        <button type="button" className="button-quiet" onClick={() => downloadText(exportSetAside(browserStorage()), 'oci-storage-planner-set-aside.json')}>
          {t('common.exportSetAside')}
        </button>
      )}
      <button type="button" className="button-quiet" onClick={dismiss} aria-label={t('common.actions.dismissNotice')}>
        {t('common.actions.dismiss')}
      </button>
    </div>
  );
}
