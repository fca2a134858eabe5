/**
 * The app shell: header and actions, the notice bar, the workload form beside the results
 * (stacked on narrow screens), the view tabs, and the panels of the results and charts.
 * Printed: one page with the plan, its warnings, the view's first chart, the assumptions, the
 * sources it cites and the date (the results panel's report header and footer); the form,
 * the other charts, the price editor, pinned plans and the full sources panel stay on screen.
 * Embedded (`?embed=1`): a slim bar instead of the header, no footer, and no tabs when the
 * host locks the view (`&service=…`).
 */
import { lazy, Suspense } from 'react';
import { trackLoad } from '../boot/pageLoads.ts';
import { useTranslation } from 'react-i18next';
import { embedParams, type EmbedParams } from '../embed/params.ts';
import { usePlanStore } from '../store/planStore.ts';
import { CurrencyContext } from './results/format.ts';
import './i18n/index.ts';
import { WorkloadForm } from './form/WorkloadForm.tsx';
import { EmbedBar } from './layout/EmbedBar.tsx';
import { AnswerBoundary, PanelBoundary } from './layout/ErrorBoundary.tsx';
import { Header } from './layout/Header.tsx';
import { NoticeBar } from './layout/NoticeBar.tsx';
import { useDocumentSettings } from './layout/useDocumentSettings.ts';
import { SkipLink } from './layout/SkipLink.tsx';
import { WhenNear } from './layout/WhenNear.tsx';
import { AfterFirstPaint } from './layout/AfterFirstPaint.tsx';
import { CompactAnswer } from './layout/CompactAnswer.tsx';
import { PhoneCollapse } from './layout/PhoneCollapse.tsx';
import { useNarrowLayout } from './layout/narrowLayout.ts';
import { PANEL_ID, tabId, ViewTabs } from './layout/ViewTabs.tsx';
import ResultsPanel from './results/ResultsPanel.tsx';
import { WorkloadsBar, WorkloadsPlan } from './workloads/WorkloadsBar.tsx';
import './styles.css';

// Below the first answer: fetched and run when their place comes near the screen (WhenNear),
// so the first screen's JavaScript stays small.
// Both fetched at once; recharts alone (charts/rechartsStage.ts, the smaller module graph) is
// complete first and evaluated in a task of its own, the panel's modules after it.
// Each is tracked (boot/pageLoads.ts): the offline cache's first fill waits for them.
const ChartsPanel = lazy(() => {
  const recharts = import('./charts/rechartsStage.ts');
  const panel = import('./charts/ChartsPanel.tsx');
  return trackLoad(recharts.then(() => panel));
});
const PricingPanel = lazy(() => trackLoad(import('./results/PricingPanel.tsx')));
const PinnedPanel = lazy(() => trackLoad(import('./results/PinnedPanel.tsx')));
const SourcesPanel = lazy(() => trackLoad(import('./results/SourcesPanel.tsx')));
const ModelCheckPanel = lazy(() => trackLoad(import('./results/ModelCheckPanel.tsx')));
// The Deploy section; its generator (Terraform, the stack zip) loads only when it is used.
const DeployPanel = lazy(() => trackLoad(import('./deploy/DeployPanel.tsx')));
// Start from what is deployed (issue 42): its readers and words load only with it.
const DeployedPanel = lazy(() => trackLoad(import('./deployed/DeployedPanel.tsx')));

/** The app, its money in the currency of the price book in force (issue 43). */
export function App(props: { readonly embed?: EmbedParams }) {
  const currency = usePlanStore((s) => s.scenario.pricing?.book?.currency ?? 'USD');
  return (
    <CurrencyContext.Provider value={currency}>
      <AppView {...props} />
    </CurrencyContext.Provider>
  );
}

function AppView({ embed = embedParams }: { readonly embed?: EmbedParams }) {
  const { t } = useTranslation();
  useDocumentSettings();
  const chosenView = usePlanStore((s) => s.view);
  const view = embed.service ?? chosenView;
  // A locked view has no tabs, so its panel is no tabpanel.
  const panelRole = embed.service ? {} : { role: 'tabpanel', 'aria-labelledby': tabId(view) };
  // On one column the charts are folded (PhoneCollapse): they load when opened, not once the
  // page is idle (recharts' evaluation and the charts' first render were most of a phone's
  // work after the first answer, for a panel it does not show).
  const narrow = useNarrowLayout();
  return (
    <div className={embed.embed ? 'app app-embed' : 'app'}>
      <SkipLink />
      {embed.embed ? <EmbedBar /> : <Header />}
      <NoticeBar />
      <main className="app-main">
        <section className="app-form no-print" aria-labelledby="form-heading">
          <h2 id="form-heading">{t('form.heading')}</h2>
          {/* Built right after the first answer, in slices (the form is most of the first render). */}
          <AfterFirstPaint placeholder={<div className="form-pending" />}>
            {!embed.embed && <WorkloadsBar />}
            <WorkloadForm />
          </AfterFirstPaint>
        </section>
        <section className="app-results" aria-label={t('common.views.label')}>
          {!embed.embed && <WorkloadsPlan />}
          {!embed.service && <ViewTabs />}
          <div {...panelRole} id={PANEL_ID} className="view-panel" tabIndex={-1}>
            <AnswerBoundary>
              <ResultsPanel view={view}>
                <PanelBoundary>
                  <PhoneCollapse title={t('charts.panel.heading')} name="charts">
                    <WhenNear name="charts" idle={!narrow}>
                      <Suspense fallback={<p className="loading no-print">{t('common.loadingCharts')}</p>}>
                        <ChartsPanel view={view} />
                      </Suspense>
                    </WhenNear>
                  </PhoneCollapse>
                </PanelBoundary>
              </ResultsPanel>
            </AnswerBoundary>
          </div>
          <WhenNear name="panels">
            <Suspense fallback={null}>
              <div className="no-print">
                <PanelBoundary>
                  <PhoneCollapse title={t('deploy.title')} name="deploy">
                    <DeployPanel view={view} />
                  </PhoneCollapse>
                </PanelBoundary>
                <PanelBoundary>
                  <PhoneCollapse title={t('deploy.deployedTitle')} name="deployed">
                    {/* Its own boundary: the panels beside it do not wait for its chunk. */}
                    <Suspense fallback={null}>
                      <DeployedPanel />
                    </Suspense>
                  </PhoneCollapse>
                </PanelBoundary>
                <PanelBoundary>
                  <PhoneCollapse title={t('results.pricing.title')} name="pricing">
                    <PricingPanel />
                  </PhoneCollapse>
                </PanelBoundary>
                <PanelBoundary>
                  <PhoneCollapse title={t('results.pinned.title')} name="pinned">
                    <PinnedPanel />
                  </PhoneCollapse>
                </PanelBoundary>
              </div>
              {/* On paper the report footer lists the printed view's sources, numbered. */}
              <div className="no-print">
                <PanelBoundary>
                  <PhoneCollapse title={t('results.modelCheck.title')} name="model-check">
                    <ModelCheckPanel />
                  </PhoneCollapse>
                </PanelBoundary>
                <PanelBoundary>
                  <PhoneCollapse title={t('results.sources.title')} name="sources">
                    <SourcesPanel />
                  </PhoneCollapse>
                </PanelBoundary>
              </div>
            </Suspense>
          </WhenNear>
        </section>
      </main>
      {!embed.embed && <CompactAnswer view={view} />}
      {!embed.embed && (
        <footer className="app-footer">
          <p>{t('common.footer')}</p>
        </footer>
      )}
    </div>
  );
}
