/**
 * What the clients could change when they, not the storage, keep a plan from carrying its
 * requirement: more client instances, instances that move more, or more operations in flight.
 * Figures from the limits themselves: a client-side limit used at u (over 1) with n clients
 * needs ceil(n × u) clients of the same shape, or each client moving demand ÷ n; concurrency
 * needs what Little's law asks of each client (`concurrency.ts`).
 */
import type { ConcurrencyNeed } from '../clients/concurrency.ts';
import type { LimitUse, Remedy } from './parts.ts';
import { ceilSafe, finite } from '../units.ts';

const OVER = 1 + 1e-9;

/**
 * Remedies for the client-side limits of `loads` that are over 100%: `clients` is the number
 * the requirement gave (none without it: then the clients set no limit), `isClientLimit` says
 * which limits are the clients'.
 */
export function clientSideRemedies(
  loads: readonly LimitUse[],
  clients: number | null | undefined,
  isClientLimit: (l: LimitUse) => boolean,
  need: ConcurrencyNeed,
): Remedy[] {
  if (clients === null || clients === undefined || clients < 1) return [];
  const over = loads.filter((l) => isClientLimit(l) && l.utilization > OVER);
  if (over.length === 0) return [];
  const out: Remedy[] = [];
  const worst = Math.max(...over.map((l) => finite(l.utilization, 1)));
  out.push({ code: 'more-clients', params: { clients: ceilSafe(clients * worst) } });
  const network = over.filter((l) => l.id === 'clientNetworkRead' || l.id === 'clientNetworkWrite');
  if (network.length > 0) {
    const mbps = Math.max(...network.map((l) => finite(l.demand / clients)));
    out.push({ code: 'larger-client', params: { mbpsPerClient: ceilSafe(mbps) } });
  }
  if (over.some((l) => l.id === 'concurrency') && need.perClient !== null) {
    out.push({ code: 'more-concurrency', params: { outstanding: ceilSafe(need.perClient) } });
  }
  return out;
}
