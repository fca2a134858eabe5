/**
 * The Deploy section (issue 41): "Download Terraform (.zip)", "Download Resource Manager stack
 * (.zip)" and a preview of main.tf, for the view's design (a service, or the comparison's chosen
 * or cheapest service) or for the plan of every workload. The generator loads only when a button
 * is used or the preview opened; the files are in English whatever the interface's language.
 */
import { memo, useId, useState, type SyntheticEvent } from 'react';
import type { View } from '../../store/contract.ts';
import { planStore } from '../../store/planStore.ts';
import { planDocument } from '../../store/workloads.ts';
import { useT } from '../i18n/useT.ts';
import type { DeployFormat } from './deployFiles.ts';

/** Memoized: it depends on the view alone, so a keystroke passes it by; the plan is read when used. */
export const DeployPanel = memo(function DeployPanel({ view }: { readonly view: View | 'workloads' }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  // Compare: the service to build (the cheapest that fits unless one is chosen).
  const [service, setService] = useState<View>('compare');
  const target = view === 'compare' ? service : view;
  const headingId = useId();
  const selectId = useId();
  const document_ = () => {
    const s = planStore.getState();
    return view === 'workloads' ? planDocument(s) : s.scenario;
  };
  const load = () => import('./deployFiles.ts');
  const fail = (reason: string | null) => setStatus(reason === null ? t('deploy.nothing') : t('deploy.failed', { reason }));
  const download = (format: DeployFormat) => {
    setStatus(t('deploy.preparing'));
    load().then(
      (m) => {
        const out = m.deployOf(document_(), target);
        if (!out.ok) return fail(out.message);
        const zip = m.deployZip(out.model, out.name, format);
        m.saveBytes(zip.bytes, zip.fileName);
        setStatus(t('deploy.done', { file: zip.fileName, count: zip.resources }));
      },
      () => fail('load'),
    );
  };
  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => {
    if (!e.currentTarget.open) return;
    load().then(
      (m) => {
        const out = m.deployOf(document_(), target);
        if (out.ok) setPreview(m.previewMainTf(out.model));
        else fail(out.message);
      },
      () => fail('load'),
    );
  };
  const what = view === 'workloads' ? t('deploy.what.workloads') : view === 'compare' ? t('deploy.what.compare') : t('deploy.what.service');
  return (
    <section className="deploy-panel no-print" aria-labelledby={headingId} data-testid={`deploy-${view}`}>
      <h3 id={headingId}>{t('deploy.title')}</h3>
      <p className="results-muted">{t('deploy.intro', { what })}</p>
      {view === 'compare' && (
        <p className="deploy-service">
          <label htmlFor={selectId}>{t('deploy.service')}</label>{' '}
          <select
            id={selectId}
            value={service}
            onChange={(e) => {
              setService(e.currentTarget.value as View);
              setPreview(null);
            }}
          >
            <option value="compare">{t('deploy.cheapest')}</option>
            {(['file-storage', 'block-volume', 'dense-io', 'lustre'] as const).map((v) => (
              <option key={v} value={v}>
                {t(`common.views.${v}`)}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className="deploy-actions">
        <button type="button" onClick={() => download('terraform')} data-testid="deploy-terraform">
          {t('deploy.terraform')}
        </button>
        <button type="button" onClick={() => download('stack')} data-testid="deploy-stack">
          {t('deploy.stack')}
        </button>
      </div>
      <p role="status" className="results-muted" data-testid="deploy-status">
        {status}
      </p>
      <details className="deploy-preview" onToggle={onToggle} key={target}>
        <summary>{t('deploy.preview')}</summary>
        {preview !== null && (
          <pre className="deploy-code" tabIndex={0} data-testid="deploy-preview">
            {preview}
          </pre>
        )}
      </details>
    </section>
  );
});

export default DeployPanel;
