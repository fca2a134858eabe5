/**
 * "Import measurements" under the example picker (issue 24): opens the import panel, whose
 * code (the readers, the chart, their words) loads only when it is first opened.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelBoundary } from '../layout/ErrorBoundary.tsx';

const MeasurementsPanel = lazy(() => import('../measurements/MeasurementsPanel.tsx'));

export function MeasurementsOpener() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="measurements-opener no-print">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? t('form.measured.close') : t('form.measured.open')}
      </button>{' '}
      {!open && <span className="field-hint">{t('form.measured.hint')}</span>}
      <div id={panelId}>
        {open && (
          <PanelBoundary>
            <Suspense fallback={<p className="loading">{t('form.measured.loading')}</p>}>
              <MeasurementsPanel />
            </Suspense>
          </PanelBoundary>
        )}
      </div>
    </div>
  );
}
