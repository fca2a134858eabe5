/**
 * The "Test this design" action under an answer: downloads the fio job files, the mount script
 * where there is one and a README (the safety warning first) as one .zip, and reads fio's JSON
 * results back against the plan. The bundle's code and the zip library load only when used.
 */
import { memo, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../../store/contract.ts';
import { measuredStore } from '../../store/measured.ts';
import { planStore } from '../../store/planStore.ts';
import { readFileText } from '../layout/download.ts';
import { useT } from '../i18n/useT.ts';
import { FioResultsView, type ReadState } from './FioResultsView.tsx';
// Larger files are refused before they are read.
import { MAX_RESULT_BYTES } from './limits.ts';

/** Memoized: it depends on the view alone, so a keystroke passes it by. */
export const FioBundleButton = memo(function FioBundleButton({ view }: { readonly view: View }) {
  const t = useT();
  const { i18n } = useTranslation();
  // The scenario is read when a button is used, not subscribed to: a keystroke leaves this alone.
  const current = () => planStore.getState().scenario;
  const [status, setStatus] = useState('');
  const [read, setRead] = useState<ReadState>({ good: null, problems: [] });
  // A file that cannot be read leaves the last good results on screen, with its problems above.
  const fail = (problems: readonly string[], more: Pick<ReadState, 'otherView' | 'openDesign'> = {}) => setRead((r) => ({ good: r.good, problems, ...more }));
  const inputId = useId();
  // The files last read, so a run's design, once opened, can read them again.
  const [lastFiles, setLastFiles] = useState<readonly { name: string; text: string }[]>([]);
  const readFiles = (files: readonly { name: string; text: string }[]) =>
    import('./testBundle.ts').then(
      ({ fioResults }) => {
        setLastFiles(files);
        const out = fioResults(current(), view, i18n.resolvedLanguage ?? 'en', files);
        if (out.ok) {
          setRead({ good: { comparison: out.comparison, explanations: out.explanations, calibration: out.calibration }, problems: [] });
          // The charts draw it as "measured by you".
          measuredStore.getState().setRun(out.comparison);
        } else fail(out.problems, { ...(out.otherView ? { otherView: out.otherView } : {}), ...(out.openDesign ? { openDesign: out.openDesign } : {}) });
      },
      () => fail([t('results.fio.loadFailed')]),
    );
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    if (chosen.length === 0) return;
    const tooLarge = chosen.filter((file) => file.size > MAX_RESULT_BYTES);
    if (tooLarge.length > 0) {
      fail(tooLarge.map((file) => t('results.fio.tooLarge', { file: file.name })));
      return;
    }
    Promise.all(chosen.map(async (file) => ({ name: file.name, text: await readFileText(file) }))).then(readFiles, () => fail([t('results.fio.loadFailed')]));
  };
  // Opened in this view: the same files, read against the design now planned.
  const onOpened = (opened: View) => {
    if (opened === view) void readFiles(lastFiles);
  };
  const onClick = () => {
    setStatus(t('results.fio.preparing'));
    import('./testBundle.ts').then(
      ({ fioBundle }) => {
        const out = fioBundle(current(), view, i18n.resolvedLanguage ?? 'en');
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
      <p>
        <label htmlFor={inputId}>{t('results.fio.readLabel')}</label>{' '}
        <input id={inputId} type="file" accept=".json,application/json" multiple onChange={onFiles} />
      </p>
      <FioResultsView state={read} onOpened={onOpened} />
    </div>
  );
});
