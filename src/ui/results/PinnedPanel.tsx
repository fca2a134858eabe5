/**
 * Pinned scenarios beside the current one: what each asks for, the design each service
 * would get and what it costs a month.
 */
import { memo, useId, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { compare, type CompareRequirement, type CompareResult, type CompareScenario, type ServiceId } from '../../engine/index.ts';
import type { Pinned } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { usePinnedResults, usePlan, useScenario } from '../../store/selectors.ts';
import { useHeldAway, useNearScreen } from '../layout/useNearScreen.ts';
import { serviceDesignText } from './designText.ts';
import { useFormat, type Formatters } from './format.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import './results.css';

export interface PinnedRow {
  readonly pinned: Pinned;
  readonly result: CompareResult;
}

export interface PinnedTableProps {
  readonly current: { readonly scenario: CompareScenario; readonly result: CompareResult };
  readonly pinned: readonly PinnedRow[];
  readonly onPin: (name: string) => void;
  readonly onUnpin: (id: string) => void;
  /** The panel's section, for the panel to know when it is near the screen. */
  readonly ref?: Ref<HTMLElement>;
}

const services: readonly ServiceId[] = ['file-storage', 'block-volume', 'dense-io', 'lustre'];

/** "Read 500 MB/s · Write 100 MB/s · 64 KiB · 2,000 GB · 4 clients". */
export function requirementText(t: Translate, f: Formatters, stated: CompareRequirement): string {
  // A total and a read share read as the reads and writes they plan as.
  const r = compare.splitDemand(stated);
  const parts: string[] = [];
  if (r.readMBps) parts.push(t('results.pinned.readMBps', { value: f.num(r.readMBps) }));
  if (r.writeMBps) parts.push(t('results.pinned.writeMBps', { value: f.num(r.writeMBps) }));
  if (r.readIops) parts.push(t('results.pinned.readIops', { value: f.num(r.readIops) }));
  if (r.writeIops) parts.push(t('results.pinned.writeIops', { value: f.num(r.writeIops) }));
  parts.push(t('results.pinned.ioSize', { value: f.num(r.ioSizeKiB) }));
  if (r.capacityGB) parts.push(t('results.pinned.capacity', { value: f.int(r.capacityGB) }));
  if (r.clients !== undefined) parts.push(t('results.pinned.clients', { count: r.clients, value: f.int(r.clients) }));
  return parts.join(' · ');
}

function costOf(result: CompareResult, service: ServiceId): number | null {
  return result.entries.find((e) => e.service === service)?.monthlyUSD ?? null;
}

export function PinnedTable({ current, pinned, onPin, onUnpin, ref }: PinnedTableProps) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const inputId = useId();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    onPin(trimmed || current.scenario.name || t('results.pinned.defaultName', { n: pinned.length + 1 }));
    setName('');
  };
  const rows = [
    { key: 'current', label: t('results.pinned.current'), scenario: current.scenario, result: current.result, id: null as string | null },
    ...pinned.map((p) => ({ key: p.pinned.id, label: p.pinned.name, scenario: p.pinned.scenario, result: p.result, id: p.pinned.id })),
  ];
  return (
    <section ref={ref} className="results-panel pinned-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.pinned.title')}</h2>
      <form onSubmit={submit} className="pin-form">
        <label htmlFor={inputId}>{t('results.pinned.name')}</label>{' '}
        <input id={inputId} type="text" value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />{' '}
        <button type="submit">{t('results.pinned.pin')}</button>
      </form>
      {pinned.length === 0 && <p className="results-muted">{t('results.pinned.none')}</p>}
      <ResultsTable caption={t('results.pinned.caption')} className="pinned-table">
        <thead>
          <tr>
            <th scope="col">{t('results.pinned.scenario')}</th>
            <th scope="col">{t('results.pinned.requirement')}</th>
            {services.map((s) => (
              <th key={s} scope="col">
                {t('results.pinned.designOf', { service: t(`results.service.${s}`) })}
              </th>
            ))}
            {services.map((s) => (
              <th key={s} scope="col" className="num">
                {t('results.pinned.costOf', { service: t(`results.service.${s}`) })}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.id === null ? 'current' : undefined}>
              <th scope="row">
                <bdi>{r.label}</bdi>
              </th>
              <td>{requirementText(t, f, r.scenario.requirement)}</td>
              {services.map((s) => (
                <td key={s}>{serviceDesignText(t, f, r.result, s)}</td>
              ))}
              {services.map((s) => {
                const cost = costOf(r.result, s);
                return (
                  <td key={s} className="num">
                    {cost === null ? t('results.compare.noPrice') : f.usd(cost)}
                    {r.result.cheapest === s && <span className="results-tag"> {t('results.compare.cheapestTag')}</span>}
                  </td>
                );
              })}
              <td>{r.id !== null && <UnpinButton id={r.id} name={r.label} onUnpin={onUnpin} />}</td>
            </tr>
          ))}
        </tbody>
      </ResultsTable>
    </section>
  );
}

function UnpinButton({ id, name, onUnpin }: { readonly id: string; readonly name: string; readonly onUnpin: (id: string) => void }) {
  const t = useT();
  return (
    <button type="button" onClick={() => onUnpin(id)} aria-label={t('results.pinned.unpinNamed', { name })}>
      {t('results.pinned.unpin')}
    </button>
  );
}

/** Memoized: rendered only when the current row (held while away) or the pinned list changes. */
const MemoPinnedTable = memo(PinnedTable);

export default function PinnedPanel() {
  // The current row follows the plan while the panel is on screen or near it; out of sight
  // (below the answer and the charts, mostly) it keeps the plan it last showed and catches up
  // when it comes back, so a keystroke does not build a table nobody sees.
  const panel = useRef<HTMLElement>(null);
  const near = useNearScreen(panel);
  const scenario = useScenario();
  const result = usePlan();
  const live = useMemo(() => ({ scenario, result }), [scenario, result]);
  const current = useHeldAway(live, near);
  const pinned = usePinnedResults();
  const pin = usePlanStore((s) => s.pin);
  const unpin = usePlanStore((s) => s.unpin);
  return <MemoPinnedTable ref={panel} current={current} pinned={pinned} onPin={pin} onUnpin={unpin} />;
}
