/** The message about the link, an import or stored data: an alert for problems, a status otherwise. */
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';

export function NoticeBar() {
  const { t } = useTranslation();
  const notice = usePlanStore((s) => s.notice);
  const dismiss = usePlanStore((s) => s.dismissNotice);
  if (!notice) return null;
  const text = notice.key ? t(`common.${notice.key}`, { ...notice.params, defaultValue: notice.message }) : notice.message;
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
