/**
 * The printed report's header and footer: title, when it was printed, the catalog editions
 * and price date the plan rests on, and its assumptions. Rendered only while the page prints
 * (ResultsView), and hidden on screen even then (results.css).
 */
import { catalog, compare, fss, type CompareRequirement, type CompareResult, type SourceId } from '../../engine/index.ts';
import { useFormat } from './format.ts';
import { useT } from '../i18n/useT.ts';
import { printRequestedAt } from '../layout/printing.ts';
import { editionTitle } from '../i18n/editionTitle.ts';

export interface ReportMetaProps {
  readonly result: CompareResult;
  readonly requirement?: CompareRequirement;
  readonly scenarioName?: string;
  /** Fixed for tests; otherwise the time printing was asked for. */
  readonly printedAt?: Date;
  /** The printed view's sources, in the order of their reference numbers (reportSources.ts). */
  readonly sourceIds?: readonly SourceId[];
}

/** The workload a printed plan answers, in a line: what was sized, first. */
export function workloadItems(t: ReturnType<typeof useT>, f: ReturnType<typeof useFormat>, stated: CompareRequirement): string[] {
  // A total and a read share read as the reads and writes they plan as.
  const r = compare.splitDemand(stated);
  const out: string[] = [];
  const item = (key: string, params: Record<string, unknown>) => out.push(t(`results.report.item.${key}`, params));
  if (r.readMBps) item('readMBps', { value: f.num(r.readMBps) });
  if (r.writeMBps) item('writeMBps', { value: f.num(r.writeMBps) });
  if (r.readIops) item('readIops', { value: f.num(r.readIops) });
  if (r.writeIops) item('writeIops', { value: f.num(r.writeIops) });
  item('ioSize', { value: f.ioSize(r.ioSizeKiB) });
  if (r.capacityGB !== undefined) item('capacity', { value: f.num(r.capacityGB) });
  const meta = fss.metadataOpsTotal(r.metadataOpsPerSecond);
  if (meta > 0) item('metadata', { value: f.num(meta) });
  if (r.clients !== undefined) {
    item(r.clientShape ? 'clientsShape' : 'clients', {
      count: r.clients,
      n: f.int(r.clients),
      shape: r.clientShape ?? '',
      // Unknown OCPUs read "— OCPUs" (the plural form).
      ocpus: t('results.report.item.ocpus', { count: r.clientOcpus ?? 0, n: r.clientOcpus !== undefined ? f.num(r.clientOcpus) : '—' }),
    });
  }
  if (r.threadsPerClient !== undefined || r.queueDepth !== undefined)
    item('concurrency', { threads: f.int(r.threadsPerClient ?? 1), depth: f.int(r.queueDepth ?? 1) });
  if (r.sharedAccess) item('shared', {});
  if (r.maxLatencyMs !== undefined) item('maxLatency', { value: f.num(r.maxLatencyMs) });
  return out;
}

export function ReportHeader({ result, requirement, scenarioName, printedAt }: ReportMetaProps) {
  const t = useT();
  const f = useFormat();
  const when = printedAt ?? printRequestedAt();
  return (
    <header className="print-only report-meta report-header" data-testid="report-header">
      <p className="report-title">{scenarioName ? t('results.report.titleNamed', { name: scenarioName }) : t('results.report.title')}</p>
      <p>{t('results.report.printed', { date: f.date(when) })}</p>
      {requirement && (
        <p className="report-workload" data-testid="report-workload">
          <strong>{t('results.report.workloadTitle')}</strong> {workloadItems(t, f, requirement).join(t('results.verdict.separator'))}
        </p>
      )}
      <p>
        {t('results.report.editions', {
          fss: editionTitle(t, result.catalogs.fileStorage),
          bv: editionTitle(t, result.catalogs.blockVolume),
          dio: editionTitle(t, result.catalogs.denseIo),
          lustre: editionTitle(t, result.catalogs.lustre),
        })}
      </p>
    </header>
  );
}

export function ReportFooter({ result, requirement, sourceIds = [] }: ReportMetaProps) {
  const t = useT();
  const f = useFormat();
  const target = 'targetUtilizationPercent' in result.fileStorage ? result.fileStorage.targetUtilizationPercent : (requirement?.targetUtilizationPercent ?? 80);
  return (
    <footer className="print-only report-meta report-footer" data-testid="report-footer">
      <p className="report-assumptions-title">{t('results.report.assumptionsTitle')}</p>
      <ul>
        <li>{t('results.report.priceDate', { date: f.day(result.fileStorage.cost.priceDate), discount: f.num(result.fileStorage.cost.discountPercent) })}</li>
        {result.fileStorage.cost.currency && (
          <li data-testid="report-price-book">
            {t('prices.bookLine', { currency: result.fileStorage.cost.currency, date: f.day(result.fileStorage.cost.priceDate) })}
          </li>
        )}
        <li>{t('results.report.targetUtilization', { percent: f.num(target) })}</li>
        <li>
          {requirement?.clients !== undefined
            ? t('results.report.clients', { count: requirement.clients, n: f.int(requirement.clients) })
            : t('results.report.clientsUnknown')}
        </li>
        <li>{t('results.report.units')}</li>
      </ul>
      {sourceIds.length > 0 && (
        <>
          <h2 className="report-sources-title">{t('results.sources.title')}</h2>
          <ol className="report-sources">
            {sourceIds.map((id, i) => {
              // With a price file's book in force, the prices come from that file, not the built-in book.
              const book = id === 'S-PRICE' ? result.fileStorage.cost.currency : undefined;
              const s = book
                ? {
                    title: t('prices.sourceTitle', { currency: book }),
                    publisher: 'Oracle',
                    date: result.fileStorage.cost.priceDate,
                    url: catalog.PRICE_LIST_API_URL,
                  }
                : catalog.sources[id];
              return (
                // What a customer can look up: title, publisher, date and public address; how
                // our copy reached us (a shared file, a third-party copy) stays on screen.
                <li key={id}>
                  {/* The number is text, not a list marker: a marker sits outside the item,
                      in the gap between columns, where "13." was cut to "3.". */}
                  <span className="report-source-number">{i + 1}.</span> <strong>{s.title}</strong>{' '}
                  {t('results.report.sourceMeta', { publisher: s.publisher, date: s.date ? f.day(s.date) : t('results.sources.undated') })}{' '}
                  {s.url ? s.url.replace(/^https:\/\//, '') : t('results.report.noUrl')}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </footer>
  );
}

/** Header and footer around a printed plan. */
export function ReportMeta({ part, ...props }: ReportMetaProps & { readonly part: 'header' | 'footer' }) {
  return part === 'header' ? <ReportHeader {...props} /> : <ReportFooter {...props} />;
}
