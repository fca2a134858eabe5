/**
 * Every limit of a design under the requirement: what is asked, what the design offers, the
 * utilization against the target, and where the limit's figure comes from (the catalog
 * figure the engine built the limit from, `limit.cited`).
 */
import type { LimitUse } from '../../engine/index.ts';
import { useFormat } from './format.ts';
import { Provenance } from './Provenance.tsx';
import { CalibratedMark } from './CalibrationNote.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';

export interface LimitsTableProps {
  readonly loads: readonly LimitUse[];
  /** The utilization the design was sized to, percent (hard limits are held at 100%). */
  readonly targetUtilizationPercent?: number;
  readonly caption: string;
  /** The binding limit, marked in its row. */
  readonly binding?: string;
}

export function LimitsTable({ loads, targetUtilizationPercent, caption, binding }: LimitsTableProps) {
  const t = useT();
  const f = useFormat();
  const target = (targetUtilizationPercent ?? 100) / 100;
  return (
    <ResultsTable caption={caption} className="limits-table">
      <thead>
        <tr>
          <th scope="col">{t('results.limits.limit')}</th>
          <th scope="col" className="num">
            {t('results.limits.demand')}
          </th>
          <th scope="col" className="num">
            {t('results.limits.capacity')}
          </th>
          <th scope="col" className="num">
            {t('results.limits.utilization')}
          </th>
          <th scope="col">{t('results.limits.status')}</th>
          <th scope="col">{t('results.limits.provenance')}</th>
        </tr>
      </thead>
      <tbody>
        {loads.map((l) => {
          // A unit that is a noun agrees with its figure ("1 connection", "2 connections").
          const unit = (value: number) => t(`results.units.${l.unit}`, { count: value });
          const limitAt = l.hard ? 1 : target;
          const status = l.utilization > 1 ? 'over' : l.utilization > limitAt + 1e-9 ? 'aboveTarget' : 'ok';
          return (
            <tr key={l.id} className={l.id === binding ? 'binding' : undefined}>
              <th scope="row">
                {t(`results.limit.${l.id}`)}
                {l.id === binding && <span className="results-tag"> {t('results.limits.binding')}</span>}
              </th>
              <td className="num">{t('results.value', { value: f.num(l.demand), unit: unit(l.demand) })}</td>
              <td className="num">{t('results.value', { value: f.num(l.capacity), unit: unit(l.capacity) })}</td>
              <td className="num">{l.utilization >= Number.MAX_SAFE_INTEGER ? '—' : f.pct(l.utilization)}</td>
              <td className={`limit-status limit-${status}`}>{t(`results.limits.${status}`, { target: f.pct(limitAt) })}</td>
              <td>
                <Provenance cited={l.cited} />
                <CalibratedMark figure={`limit:${l.id}`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultsTable>
  );
}
