/**
 * Which mount target each client mounts, as `assignClients` (fssLoad.ts) plans it: clients are
 * assigned in order, `busiest` to each of the first `busiestCount` mount targets, `others` to
 * each of the rest (2023 paper: 100 instances on 4 mount targets, 25 each).
 */
import { assignClients } from '../fss/index.ts';

/** The 1-based mount target of each of `clients` clients on `mountTargets` mount targets. */
export function clientMountTargets(clients: number, mountTargets: number): number[] {
  if (clients <= 0 || mountTargets <= 0) return [];
  const a = assignClients(clients, mountTargets);
  const out: number[] = [];
  for (let mt = 1; mt <= mountTargets; mt++) {
    const n = mt <= a.busiestCount ? a.busiest : a.others;
    for (let i = 0; i < n; i++) out.push(mt);
  }
  return out;
}
