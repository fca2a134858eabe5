/**
 * The File Storage warnings about the clients (group 4 of `fssWarnings` in `warnings.ts`):
 * connections on the busiest mount target and how clients are assigned (fss-2023-08), one
 * client's share, the clients' network (S-SHAPES-NEW, nfs-blog, fss-2024-11), the operations in
 * flight (Little's law at the stated latency).
 */
import { nicPayload } from '../../catalog/index.ts';
import type { MountTargetSpec } from '../../catalog/types.ts';
import type { PlanWarning } from '../results/parts.ts';
import { assignClients, type ClientAssignment } from './clients.ts';
import { connectionLimit } from './limits.ts';
import type { FssLoadFigures } from './load.ts';
import type { FssWarningInput } from './warningInput.ts';

/** The clients' warnings (group 4 of `fssWarnings`): connections and assignment, their share and network, the operations in flight; or that they are unknown. */
export function clientWarnings(w: FssWarningInput, spec: MountTargetSpec, figures: FssLoadFigures): PlanWarning[] {
  const clients = w.load.clients;
  if (clients === undefined) return [{ id: 'clients-unknown', severity: 'info', params: {}, sources: [] }];
  const assignment = assignClients(clients, w.mountTargets);
  return [
    ...connectionWarnings(w, spec, assignment),
    ...assignmentWarnings(w, clients, assignment),
    ...clientSideWarnings(w, clients, figures),
    ...concurrencyWarnings(w, clients, figures),
  ];
}

/** Connections on the busiest mount target above its limit (`connectionLimit`). */
function connectionWarnings(w: FssWarningInput, spec: MountTargetSpec, assignment: ClientAssignment): PlanWarning[] {
  const conn = connectionLimit(spec, w.load);
  const onBusiest = assignment.busiest * conn.perClient;
  if (onBusiest <= conn.value) return [];
  return [
    {
      id: 'connections',
      severity: 'critical',
      params: {
        variant: conn.encrypted ? 'encrypted' : 'plain',
        count: assignment.busiest,
        connections: onBusiest,
        perMountTarget: conn.value,
        mountTargets: w.mountTargets,
        clients: assignment.busiest,
      },
      sources: [conn.cited.source],
    },
  ];
}

/** Fewer clients than mount targets, or how the clients are spread over them (fss-2023-08). */
function assignmentWarnings(w: FssWarningInput, clients: number, assignment: ClientAssignment): PlanWarning[] {
  if (clients < w.mountTargets) {
    return [
      {
        id: 'clients-fewer-than-mount-targets',
        severity: 'warning',
        params: { count: clients, clients, mountTargets: w.mountTargets },
        sources: ['fss-2023-08'],
      },
    ];
  }
  if (w.mountTargets > 1 && assignment.othersCount > 0) {
    return [
      {
        id: 'client-assignment',
        severity: 'info',
        params: {
          clients,
          mountTargets: w.mountTargets,
          busiest: assignment.busiest,
          busiestCount: assignment.busiestCount,
          others: assignment.others,
          othersCount: assignment.othersCount,
        },
        sources: ['fss-2023-08'],
      },
    ];
  }
  if (w.mountTargets > 1) {
    return [
      {
        id: 'client-assignment-even',
        severity: 'info',
        params: { clients, mountTargets: w.mountTargets, busiest: assignment.busiest },
        sources: ['fss-2023-08'],
      },
    ];
  }
  return [];
}

/** One client's share more than a mount target carries; Flex OCPUs assumed; the clients' network against the larger of read and write, or no client shape. */
function clientSideWarnings(w: FssWarningInput, clients: number, figures: FssLoadFigures): PlanWarning[] {
  const out: PlanWarning[] = [];
  if (w.shareFits === false) {
    out.push({
      id: 'client-share-exceeds',
      severity: 'critical',
      params: { clients, count: clients },
      sources: ['fss-2023-08', w.edition.mountTargets[w.type]!.backendIops.source],
    });
  }
  const clientMBps = w.load.clientMBps;
  if (w.assumedOcpus && clientMBps !== undefined) {
    out.push({
      id: 'client-ocpus-assumed',
      severity: 'warning',
      params: { shape: w.assumedOcpus.shape, ocpus: w.assumedOcpus.ocpus, clientMBps },
      sources: ['S-SHAPES-NEW'],
    });
  }
  if (clientMBps !== undefined) {
    const net = clients * clientMBps;
    const worst = Math.max(figures.readMBps, figures.writeMBps);
    if (worst > net * w.targetUtilization) {
      out.push({
        id: 'clients-too-small',
        severity: worst > net ? 'critical' : 'warning',
        params: { count: clients, clients, clientMBps, networkMBps: net, neededMBps: worst, payloadPercent: nicPayload.percent.value },
        sources: ['S-SHAPES-NEW', 'nfs-blog', 'fss-2024-11'],
      });
    }
  } else if (!w.clientShapeKnown) {
    out.push({ id: 'client-shape-unknown', severity: 'info', params: {}, sources: [] });
  }
  return out;
}

/** The operations in flight the requirement needs, unknown, or short of the front-end IOPS (Little's law at the stated latency). */
function concurrencyWarnings(w: FssWarningInput, clients: number, figures: FssLoadFigures): PlanWarning[] {
  const c = w.load.concurrency;
  const sources = [c.latencySource === 'user' ? 'engineering' : c.latencySource];
  const neededPerClient = w.concurrencyNeeded?.perClient ?? 0;
  if (c.opsPerClient === null && neededPerClient > 0) {
    return [{ id: 'concurrency-needed', severity: 'info', params: { latencyMs: c.latencyMs, neededPerClient }, sources }];
  }
  if (c.opsPerClient === null) return [{ id: 'concurrency-unknown', severity: 'info', params: { latencyMs: c.latencyMs }, sources }];
  const ops = figures.frontEndOps;
  const most = clients * c.opsPerClient;
  if (ops <= most * (1 + 1e-9)) return [];
  return [
    {
      id: 'concurrency-short',
      severity: 'critical',
      params: {
        count: clients,
        clients,
        outstanding: c.outstandingPerClient ?? 0,
        latencyMs: c.latencyMs,
        maxOps: most,
        ops,
        neededPerClient: w.concurrencyNeeded?.perClient ?? 0,
      },
      sources,
    },
  ];
}
