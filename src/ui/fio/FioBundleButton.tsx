/**
 * The "Test this design" action under an answer: downloads the fio job files, the mount script
 * where there is one and a README (the safety warning first) as one .zip. The bundle's code
 * and the zip library load only when the button is pressed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../../store/contract.ts';
import { useScenario } from '../../store/selectors.ts';
import { useT } from '../results/useT.ts';

export function FioBundleButton({ view }: { readonly view: View }) {
  const t = useT();
  const { i18n } = useTranslation();
  const scenario = useScenario();
  const [status, setStatus] = useState('');
  const onClick = () => {
    setStatus(t('results.fio.preparing'));
    import('./testBundle.ts').then(
      ({ fioBundle }) => {
        const out = fioBundle(scenario, view, i18n.resolvedLanguage ?? 'en');
        if (!out.ok) {
          setStatus(t('results.fio.failed', { reason: out.message }));
          return;
        }
        const url = URL.createObjectURL(new Blob([out.zip as BlobPart], { type: 'application/zip' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = out.fileName;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 0);
        setStatus(t('results.fio.done', { count: out.files, file: out.fileName }));
      },
      () => setStatus(t('results.fio.loadFailed')),
    );
  };
  return (
    <div className="fio-bundle no-print">
      <button type="button" onClick={onClick}>
        {t('results.fio.button')}
      </button>{' '}
      <span className="results-muted">{t('results.fio.hint')}</span>
      <p role="status" className="fio-status">
        {status}
      </p>
    </div>
  );
}
