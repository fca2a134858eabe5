/**
 * Clients and concurrency under an answer: how the clients sit on the mount targets, and how
 * many operations the requirement needs in flight at the service's latency (Little's law)
 * against what the clients have, or that it is not checked and why. On paper the warnings say
 * the same, so the report keeps to one page.
 */
import type { ClientAssignment, Concurrency, ConcurrencyNeed } from '../../engine/index.ts';
import { useFormat } from './format.ts';
import { CalibratedMark, useCalibrated } from './CalibrationNote.tsx';
import { useT } from '../i18n/useT.ts';

export interface ClientsPointProps {
  readonly assignment?: ClientAssignment | null;
  /** Whether the scenario says how many clients there are (File Storage). */
  readonly clientsKnown?: boolean;
  readonly need: ConcurrencyNeed;
  readonly concurrency: Concurrency;
  /** File Storage counts operations per client; Block Volume I/Os of one instance. */
  readonly kind: 'fss' | 'bv';
}

export function ClientsPoint({ assignment, clientsKnown = true, need, concurrency, kind }: ClientsPointProps) {
  const t = useT();
  const f = useFormat();
  const latency = f.num(need.latencyMs);
  // A calibration puts the measured latency in the requirement's place: say so, not "your figure".
  const calibrated = useCalibrated('latency', kind === 'fss' ? 'file-storage' : 'block-volume');
  const source = t(
    calibrated ? 'results.clients.latencyCalibrated' : need.latencySource === 'user' ? 'results.clients.latencyUser' : 'results.clients.latencyStated',
  );
  const clientsText = (n: number) => t('results.clients.clientsPhrase', { count: n, n: f.int(n) });
  return (
    <div className="answer-point clients-point no-print">
      <h3>{t(kind === 'fss' ? 'results.clients.title' : 'results.clients.titleBv')}</h3>
      {kind === 'fss' && (
        <p data-testid="client-assignment">
          {!clientsKnown || !assignment
            ? t('results.clients.noClients')
            : assignment.idle > 0
              ? t('results.clients.assignmentIdle', {
                  clients: f.int(assignment.clients),
                  clientsText: clientsText(assignment.clients),
                  count: assignment.mountTargets,
                  n: f.int(assignment.mountTargets),
                  idle: f.int(assignment.idle),
                })
              : assignment.othersCount === 0
                ? t('results.clients.assignmentEven', {
                    busiest: f.int(assignment.busiest),
                    busiestClients: clientsText(assignment.busiest),
                    count: assignment.mountTargets,
                    n: f.int(assignment.mountTargets),
                  })
                : t('results.clients.assignment', {
                    busiest: f.int(assignment.busiest),
                    busiestClients: clientsText(assignment.busiest),
                    busiestCount: f.int(assignment.busiestCount),
                    others: f.int(assignment.others),
                    othersCount: f.int(assignment.othersCount),
                  })}
        </p>
      )}
      <p data-testid="concurrency">
        {need.perClient !== null && kind === 'fss'
          ? t('results.clients.needPerClient', { latency, source, count: need.outstanding, total: f.int(need.outstanding), perClient: f.int(need.perClient) })
          : t('results.clients.needTotal', { latency, source, count: need.outstanding, total: f.int(need.outstanding) })}{' '}
        <CalibratedMark figure="concurrencyNeeded" service={kind === 'fss' ? 'file-storage' : 'block-volume'} />{' '}
        {/* Without a client count File Storage checks no concurrency; the line above says so. */}
        {kind === 'fss' && !clientsKnown
          ? null
          : concurrency.outstandingPerClient === null
            ? t('results.clients.unset')
            : t('results.clients.have', {
                available: f.int(need.available ?? 0),
                threads: f.int(concurrency.threads ?? 1),
                depth: f.int(concurrency.queueDepth ?? 1),
              })}
      </p>
    </div>
  );
}
