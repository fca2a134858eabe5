/**
 * Import measurements (issue 24): measurement files read in the browser (they never leave it),
 * off the page's thread where a worker starts (readerClient.ts), what the engine found in them
 * next to the import, the streams, the statistic, the basis and the window (the chart's brush,
 * or From and To), the workload derived from them with the line of what the recommended design
 * carries, today's design against today's load, the growth from history, and "Use this
 * workload", which fills the form in one change (the store's loadScenario) with `measured`
 * saying where the figures came from. Nothing reaches the form before that; once it is used, a
 * new statistic, basis or window plans again. Loaded only when opened (MeasurementsOpener).
 */
import { startTransition, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fss, measurements as m } from '../../engine/index.ts';
import { describeIssues } from '../../store/issueText.ts';
import { measuredScenario } from '../../store/fromMeasurements.ts';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { downloadText } from '../layout/download.ts';
import type { Analysis, ReadSummary } from './analysis.ts';
import { useCarriedLine } from './carried.ts';
import { useReaderClient, type ReadAnswer, type ReaderClient } from './readerClient.ts';
import { intervalOfText } from './intervalText.ts';
import { fill, useMeasurementWords } from './words.ts';
import { Choices, DerivedPart, IntervalField, ReadList, type Window } from './PanelParts.tsx';

type Status = { readonly kind: 'ok' | 'error'; readonly text: string } | null;

/** A field filled from the measurements, as the form names it. */
const fieldLabel = (t: TFunction, f: string): string => (f === 'metadataOpsPerSecond' ? t('form.sections.metadata') : t(`form.fields.${f}.label`));

interface AnalysisAsked {
  readonly generation: number;
  readonly seriesCount: number;
  readonly statistic: m.Statistic;
  readonly basis: m.DemandBasis;
  readonly stream: string;
  readonly window: Window;
}

/**
 * The reader (a worker where one starts) answers each statistic, basis, stream and window; the
 * last answer stays on screen until the next arrives.
 */
function useAnalysis(reader: () => ReaderClient, asked: AnalysisAsked, setAnalysis: Dispatch<SetStateAction<Analysis | null>>) {
  const { generation, seriesCount, statistic, basis, stream, window } = asked;
  useEffect(() => {
    if (seriesCount === 0) return;
    let current = true;
    void reader()
      .analyze({ statistic, basis, stream, ...(window ?? {}) })
      .then((a) => {
        // Drawn as a transition: React renders the chart in slices, and the page keeps answering.
        // The rows drawn change only with the stream: the chart keeps the same data (and the brush
        // its place) while the statistic or the window moves.
        if (current && a) startTransition(() => setAnalysis((prev) => (prev && prev.request.stream === a.request.stream ? { ...a, rows: prev.rows } : a)));
      });
    return () => {
      current = false;
    };
    // The reader and the setter are the same for the panel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation, seriesCount, statistic, basis, stream, window]);
}

/**
 * The files last chosen and the interval of files without timestamps: the files are read again
 * when a new interval is given (the last one the schema took, while the field holds a bad one).
 */
function useFileReading(reader: () => ReaderClient, onRead: (read: ReadAnswer, via: 'worker' | 'page' | null) => void, onFail: () => void) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [intervalText, setIntervalText] = useState('');
  const [goodInterval, setGoodInterval] = useState<number | undefined>(undefined);
  const readFiles = (chosen: readonly File[], intervalSeconds: number | undefined) => {
    const client = reader();
    void client.read(chosen, intervalSeconds).then((read) => onRead(read, client.via()), onFail);
  };
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    if (chosen.length === 0) return;
    setFiles(chosen);
    readFiles(chosen, goodInterval);
  };
  const onInterval = (text: string) => {
    setIntervalText(text);
    const read = intervalOfText(text);
    if (!read.ok || read.seconds === goodInterval) return;
    setGoodInterval(read.seconds);
    if (files.length > 0) readFiles(files, read.seconds);
  };
  return { onFiles, intervalText, onInterval };
}

export default function MeasurementsPanel() {
  const words = useMeasurementWords();
  const w = words.panel;
  const { t } = useTranslation();
  const ids = { files: useId(), streams: useId(), statistic: useId(), basis: useId(), problems: useId(), held: useId(), interval: useId() };
  const [reads, setReads] = useState<readonly ReadSummary[]>([]);
  const [streams, setStreams] = useState<readonly string[]>([]);
  // How many series the last read gave (0: nothing to analyse), and where it was read.
  const [seriesCount, setSeriesCount] = useState(0);
  const [via, setVia] = useState<'worker' | 'page' | null>(null);
  const [generation, setGeneration] = useState(0);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [stream, setStream] = useState('');
  const [statistic, setStatistic] = useState<m.Statistic>(m.DEFAULT_STATISTIC);
  const [basis, setBasis] = useState<m.DemandBasis>('coincident');
  const [window, setWindowState] = useState<Window>(null);
  // The brush tells its range again on each drawing: the same window is no change.
  const setWindow = (next: Window) => setWindowState((w) => (w && next && w.fromMs === next.fromMs && w.toMs === next.toMs ? w : next));
  // How many fields the last use filled (0: not used since these files were read).
  const [filled, setFilled] = useState(0);
  // Following while the form holds every figure the last use filled: once the user types in one, a new statistic or window no longer overwrites it.
  const formMeasured = usePlanStore((st) => st.scenario.measured?.fields.length ?? 0);
  const following = filled > 0 && formMeasured === filled;
  const [status, setStatus] = useState<Status>(null);
  const reader = useReaderClient();

  useAnalysis(reader, { generation, seriesCount, statistic, basis, stream, window }, setAnalysis);

  const derived = analysis?.derived ?? null;
  const carried = useCarriedLine(derived);
  const targetPercent = usePlanStore((st) => st.scenario.requirement.targetUtilizationPercent ?? fss.DEFAULT_TARGET_UTILIZATION_PERCENT);
  const problems = useMemo(() => [...reads.flatMap((r) => r.problems), ...(derived?.problems ?? [])], [reads, derived]);
  const beyond = analysis?.outOfBounds ?? [];
  const usable = derived !== null && Object.keys(derived.fields).some((k) => ['readMBps', 'writeMBps', 'readIops', 'writeIops'].includes(k));

  const apply = (d: m.DerivedWorkload): boolean => {
    const out = measuredScenario(planStore.getState().scenario, d);
    if (!out.ok) {
      setStatus({ kind: 'error', text: out.missing.length > 0 ? w.missing : fill(w.invalid, { reason: describeIssues(out.issues) }) });
      return false;
    }
    planStore.getState().loadScenario(out.scenario);
    setFilled(out.fields.length);
    setStatus({ kind: 'ok', text: fill(w.used, { fields: out.fields.map((f) => fieldLabel(t, f)).join(t('form.preset.listSeparator')) }) });
    return true;
  };

  // Once used, the workload follows the statistic, basis and window, while the form still holds it.
  const applied = useRef<m.DerivedWorkload | null>(null);
  useEffect(() => {
    if (!following || !derived || !usable || beyond.length > 0 || applied.current === derived) return;
    applied.current = derived;
    apply(derived);
    // apply reads the store when called; it needs no part in the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [derived, following, usable, beyond.length]);

  const { onFiles, intervalText, onInterval } = useFileReading(
    reader,
    (read, where) => {
      setReads(read.reads);
      setStreams(read.streams);
      setSeriesCount(read.points);
      setVia(where);
      setAnalysis(null);
      setGeneration((g) => g + 1);
      setStream('');
      setWindow(null);
      setFilled(0);
      setStatus(null);
    },
    () => setStatus({ kind: 'error', text: w.loadFailed }),
  );

  // The interval field, for files whose reports carry no time (or whose stated resolution the samples contradict).
  const needsInterval = reads.some((r) => r.problems.some((p) => p.code === 'noTimestamps' || p.code === 'resolutionDiffers'));

  const use = () => {
    if (derived && apply(derived)) applied.current = derived;
  };

  return (
    <section className="measurements-panel" aria-labelledby={`${ids.files}-h`} data-reader={via ?? undefined} aria-busy={seriesCount > 0 && !analysis}>
      <h3 id={`${ids.files}-h`}>{w.heading}</h3>
      <p className="field-hint">{w.intro}</p>
      <p>
        <label htmlFor={ids.files}>{w.filesLabel}</label>{' '}
        <input
          id={ids.files}
          type="file"
          multiple
          accept=".json,.txt,.csv,.log,application/json,text/csv,text/plain"
          aria-describedby={problems.length > 0 ? ids.problems : undefined}
          onChange={onFiles}
        />{' '}
        <button type="button" className="link-button" onClick={() => downloadText(m.csvTemplate(), 'measurements-template.csv', 'text/csv')}>
          {w.template}
        </button>
      </p>
      {reads.length > 0 && <ReadList id={ids.problems} reads={reads} problems={problems} words={words} />}
      {needsInterval && <IntervalField id={ids.interval} text={intervalText} onText={onInterval} words={words} />}
      {seriesCount > 0 && (
        <Choices
          ids={ids}
          streams={streams}
          stream={stream}
          onStream={setStream}
          statistic={statistic}
          onStatistic={setStatistic}
          basis={basis}
          onBasis={setBasis}
          words={words}
        />
      )}
      {analysis && derived && (
        <DerivedPart
          heldId={ids.held}
          analysis={analysis}
          derived={derived}
          carried={carried}
          window={window}
          onWindow={setWindow}
          usable={usable}
          following={following}
          targetPercent={targetPercent}
          onUse={use}
          words={words}
        />
      )}
      <p role="status" className={status?.kind === 'error' ? 'field-error' : 'measurements-status'}>
        {status?.text ?? ''}
      </p>
      {following && <p className="field-hint">{w.linkNote}</p>}
    </section>
  );
}
