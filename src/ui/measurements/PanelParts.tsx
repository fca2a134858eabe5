/**
 * The measurements panel's parts (MeasurementsPanel.tsx): what was read and what is wrong with
 * it, the interval of files without timestamps, the choices of stream, statistic and basis, and
 * the workload derived, with its chart, its window and "Use this workload".
 */
import { useTranslation } from 'react-i18next';
import { measurements as m } from '../../engine/index.ts';
import type { Analysis, ReadSummary } from './analysis.ts';
import type { CarriedLine } from './carried.ts';
import { DerivedList } from './DerivedList.tsx';
import { GrowthOffer } from './GrowthOffer.tsx';
import { MeasuredChart } from './MeasuredChart.tsx';
import { MeasuredProfile } from './MeasuredProfile.tsx';
import { TodayDesign } from './TodayDesign.tsx';
import { WindowInputs } from './WindowInputs.tsx';
import { describedBy, FieldShell, fieldIds } from '../form/FieldShell.tsx';
import { intervalOfText } from './intervalText.ts';
import { fill, minuteOf, problemText, type MeasurementWords } from './words.ts';

export type Window = { readonly fromMs: number; readonly toMs: number } | null;
const DAY_MS = 86_400_000;

export interface ReadListProps {
  readonly id: string;
  readonly reads: readonly ReadSummary[];
  readonly problems: readonly m.MeasurementProblem[];
  readonly words: MeasurementWords;
}

/** Each file read, and the problems found in the files and in the workload derived from them. */
export function ReadList({ id, reads, problems, words }: ReadListProps) {
  const w = words.panel;
  return (
    <div id={id} className="measurements-problems">
      <ul className="measurements-read">
        {reads.map((r, i) => (
          <li key={`${r.file}-${i}`}>{fill(w.readSummary, { file: r.file, points: r.pointsRead, skipped: r.pointsSkipped })}</li>
        ))}
      </ul>
      {problems.length > 0 && (
        <>
          <p className="measurements-problems-heading">{w.problemsHeading}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i} className={p.severity === 'error' ? 'field-error' : 'field-hint'} role={p.severity === 'error' ? 'alert' : undefined}>
                {p.severity === 'error' ? '⚠ ' : ''}
                {problemText(words, p)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The seconds between samples of files whose reports carry no time: read as every number field, checked by the engine's schema. */
export function IntervalField({
  id,
  text,
  onText,
  words,
}: {
  readonly id: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly words: MeasurementWords;
}) {
  const w = words.panel;
  const ids = fieldIds(id);
  const problem = intervalOfText(text).ok ? undefined : w.intervalError;
  return (
    <FieldShell ids={ids} label={w.intervalLabel} hint={w.intervalFieldHint} error={problem}>
      <input
        id={ids.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="1"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(ids, w.intervalFieldHint, problem)}
        onChange={(e) => onText(e.target.value)}
      />
      <span className="unit-symbol">s</span>
    </FieldShell>
  );
}

export interface ChoicesProps {
  readonly ids: { readonly streams: string; readonly statistic: string; readonly basis: string };
  readonly streams: readonly string[];
  readonly stream: string;
  readonly onStream: (stream: string) => void;
  readonly statistic: m.Statistic;
  readonly onStatistic: (statistic: m.Statistic) => void;
  readonly basis: m.DemandBasis;
  readonly onBasis: (basis: m.DemandBasis) => void;
  readonly words: MeasurementWords;
}

/** Which stream (or their sum), which statistic, and whether reads and writes peak together. */
export function Choices({ ids, streams, stream, onStream, statistic, onStatistic, basis, onBasis, words }: ChoicesProps) {
  const w = words.panel;
  return (
    <div className="measurements-choices">
      {streams.length > 1 && (
        <p>
          <label htmlFor={ids.streams}>{w.streamsLabel}</label>{' '}
          <select id={ids.streams} value={stream} onChange={(e) => onStream(e.target.value)}>
            <option value="">{fill(w.streamsSum, { count: streams.length })}</option>
            {streams.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </p>
      )}
      <p>
        <label htmlFor={ids.statistic}>{w.statisticLabel}</label>{' '}
        <select id={ids.statistic} value={statistic} onChange={(e) => onStatistic(e.target.value as m.Statistic)}>
          {m.statistics.map((s) => (
            <option key={s} value={s}>
              {words.statistic[s]}
            </option>
          ))}
        </select>
      </p>
      {/* Two choices with long words: radio buttons, whose labels wrap on a phone (a select's cannot). */}
      <fieldset className="measurements-basis">
        <legend id={ids.basis}>{w.basisLabel}</legend>
        {(['coincident', 'separate'] as const).map((b) => (
          <label key={b} className="field-flag">
            <input type="radio" name={ids.basis} value={b} checked={basis === b} onChange={() => onBasis(b)} />
            <span>{w.basisShort[b]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export interface DerivedPartProps {
  readonly heldId: string;
  readonly analysis: Analysis;
  readonly derived: m.DerivedWorkload;
  readonly carried: CarriedLine | null;
  readonly window: Window;
  readonly onWindow: (window: Window) => void;
  readonly usable: boolean;
  readonly following: boolean;
  readonly targetPercent: number;
  readonly onUse: () => void;
  readonly words: MeasurementWords;
}

/** The workload derived: the chart and its window, the figures, "Use this workload" (or why not), today's design and the growth. */
export function DerivedPart({ heldId, analysis, derived, carried, window, onWindow, usable, following, targetPercent, onUse, words }: DerivedPartProps) {
  const w = words.panel;
  const { t } = useTranslation();
  const beyond = analysis.outOfBounds ?? [];
  return (
    <>
      <MeasuredChart rows={analysis.rows} derived={derived} carried={carried} window={window} onWindow={onWindow} />
      {analysis.lastMs > analysis.firstMs && (
        <WindowInputs fromMs={derived.fromMs} toMs={derived.toMs} firstMs={analysis.firstMs} lastMs={analysis.lastMs} onWindow={onWindow} />
      )}
      <p className="field-hint">
        {fill(w.window, {
          from: minuteOf(derived.fromMs),
          to: minuteOf(derived.toMs),
          samples: derived.provenance.readMBps?.samples ?? derived.provenance.readIops?.samples ?? 0,
        })}
      </p>
      {usable ? (
        <>
          <DerivedList derived={derived} outOfBounds={beyond} />
          <MeasuredProfile read={analysis.profile} />
          <p>
            <button type="button" onClick={onUse} disabled={beyond.length > 0} aria-describedby={beyond.length > 0 ? heldId : undefined}>
              {w.use}
            </button>
          </p>
          {beyond.length > 0 && (
            <p id={heldId} className="field-error">
              {fill(w.useHeld, {
                fields: beyond.map((b) => t(`form.fields.${b.field}.label`, { defaultValue: b.field })).join(t('form.preset.listSeparator')),
              })}
            </p>
          )}
          <p className="field-hint">{following ? w.following : w.linkNote}</p>
        </>
      ) : (
        <p className="field-error">{w.nothing}</p>
      )}
      {analysis.today && <TodayDesign today={analysis.today} statistic={derived.statistic} targetPercent={targetPercent} />}
      <GrowthOffer trends={analysis.trends} spanDays={Math.round(((analysis.lastMs - analysis.firstMs) / DAY_MS) * 10) / 10} />
    </>
  );
}
