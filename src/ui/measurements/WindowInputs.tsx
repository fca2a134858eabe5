/**
 * The window as two times beside the chart's brush (datetime-local, in the reader's time zone,
 * the zone named): they show the window the brush chose, and a valid time typed in moves the
 * window and the brush. A time that is not one, a From not before To, or a time outside the
 * data is said next to its field, and the window stays as it was.
 */
import { useId, useState } from 'react';
import { fill, useMeasurementWords } from './words.ts';

const MINUTE_MS = 60_000;

/** A time as a datetime-local value (to the minute) in this browser's time zone. */
export function localInputOf(ms: number): string {
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * MINUTE_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read in this browser's time zone; NaN when it is not a time. */
export function msOfLocalInput(text: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? new Date(text).getTime() : Number.NaN;
}

/** The reader's time zone, by name where the browser gives one. */
export function zoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type Problem = 'badTime' | 'fromAfterTo' | 'outsideData';

/** What is wrong with a window typed in, field by field (none: it can be used). */
export function windowProblems(fromMs: number, toMs: number, firstMs: number, lastMs: number): { from?: Problem; to?: Problem } {
  const first = Math.floor(firstMs / MINUTE_MS) * MINUTE_MS;
  const last = Math.ceil(lastMs / MINUTE_MS) * MINUTE_MS;
  const out: { from?: Problem; to?: Problem } = {};
  if (Number.isNaN(fromMs)) out.from = 'badTime';
  else if (fromMs < first || fromMs > last) out.from = 'outsideData';
  if (Number.isNaN(toMs)) out.to = 'badTime';
  else if (toMs < first || toMs > last) out.to = 'outsideData';
  if (!out.from && !out.to && fromMs >= toMs) out.from = 'fromAfterTo';
  return out;
}

export function WindowInputs({
  fromMs,
  toMs,
  firstMs,
  lastMs,
  onWindow,
}: {
  readonly fromMs: number;
  readonly toMs: number;
  readonly firstMs: number;
  readonly lastMs: number;
  readonly onWindow: (w: { fromMs: number; toMs: number }) => void;
}) {
  const w = useMeasurementWords().panel;
  const id = useId();
  const [texts, setTexts] = useState({ from: localInputOf(fromMs), to: localInputOf(toMs) });
  const [problems, setProblems] = useState<{ from?: Problem; to?: Problem }>({});
  // The brush moved (or a time typed in was taken): the fields show the window.
  const [shown, setShown] = useState({ fromMs, toMs });
  if (shown.fromMs !== fromMs || shown.toMs !== toMs) {
    setShown({ fromMs, toMs });
    setTexts({ from: localInputOf(fromMs), to: localInputOf(toMs) });
    setProblems({});
  }
  const change = (side: 'from' | 'to', text: string) => {
    const next = { ...texts, [side]: text };
    setTexts(next);
    const f = msOfLocalInput(next.from);
    const t = msOfLocalInput(next.to);
    const found = windowProblems(f, t, firstMs, lastMs);
    setProblems(found);
    if (!found.from && !found.to) onWindow({ fromMs: f, toMs: t });
  };
  const message = (p: Problem) => fill(w[p], { first: localInputOf(firstMs).replace('T', ' '), last: localInputOf(lastMs).replace('T', ' ') });
  const min = localInputOf(Math.floor(firstMs / MINUTE_MS) * MINUTE_MS);
  const max = localInputOf(Math.ceil(lastMs / MINUTE_MS) * MINUTE_MS);
  return (
    <fieldset className="measurements-window">
      <legend>{fill(w.zone, { zone: zoneName() })}</legend>
      {(['from', 'to'] as const).map((side) => (
        <label key={side} className="field">
          <span>{side === 'from' ? w.fromLabel : w.toLabel}</span>
          <input
            type="datetime-local"
            name={`measurements-${side}`}
            value={texts[side]}
            min={min}
            max={max}
            aria-invalid={problems[side] !== undefined}
            aria-describedby={problems[side] ? `${id}-${side}` : undefined}
            onChange={(e) => change(side, e.target.value)}
          />
          {problems[side] && (
            <span id={`${id}-${side}`} className="field-error" role="alert">
              {message(problems[side])}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
