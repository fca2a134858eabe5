/** The message about the link, an import or stored data: an alert for problems, a status otherwise. */
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';
import { formatNumber } from '../i18n/index.ts';

/** Numbers in a notice's params (a file size) in the reader's locale. */
function localParams(params: Readonly<Record<string, string | number>> | undefined, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = typeof v === 'number' ? formatNumber(v, locale) : v;
  return out;
}

export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const notice = usePlanStore((s) => s.notice);
  const dismiss = usePlanStore((s) => s.dismissNotice);
  if (!notice) return null;
  const text = notice.key ? t(`common.${notice.key}`, { ...localParams(notice.params, i18n.language), defaultValue: notice.message }) : notice.message;
  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p>
        <strong>
          <span aria-hidden="true">{notice.kind === 'error' ? '⚠ ' : 'ℹ '}</span>
          {t(`common.notice.${notice.kind}`)}:
        </strong>{' '}
        {text}
      </p>
      <button type="button" className="button-quiet" onClick={dismiss} aria-label={t('common.actions.dismissNotice')}>
        {t('common.actions.dismiss')}
      </button>
    </div>
  );
}
