/**
 * The File Storage bottleneck as figures: the limit one mount target meets, what each
 * operation costs it, and the clients' side. The words are in src/ui/i18n
 * (`results.engine.bottleneck.fss.<limit>`).
 */
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import type { Bottleneck, LimitUse } from '../results/parts.ts';
import { effectiveMountTargets } from './clients.ts';
import type { FssLoad, FssLoadFigures } from './load.ts';

interface Context {
  readonly edition: FssMountTargetEdition;
  readonly type: MountTargetType;
  readonly load: FssLoad;
  readonly figures: FssLoadFigures;
  readonly mountTargets: number;
}

/** Which operations the load has: reads, writes or both (the variant of the words). */
function mix(load: FssLoad): 'read' | 'write' | 'mixed' {
  const reads = load.readOps > 0;
  const writes = load.writeOps > 0;
  return reads && writes ? 'mixed' : writes ? 'write' : 'read';
}

/**
 * The binding File Storage limit as figures for the words: its capacity per mount target (over
 * `effectiveMountTargets`; whole for the client network and concurrency limits), a read's and a
 * write's cost in back-end IOPS, I/O sizes (KiB), clients and their MB/s; per limit the mix,
 * metadata back-end IOPS, or operations in flight and latency (ms). A planner rule.
 */
export function fssBottleneck(limit: LimitUse, ctx: Context): Bottleneck {
  const spec = ctx.edition.mountTargets[ctx.type];
  const base = {
    type: ctx.type,
    perMountTarget: spec ? limitPerMountTarget(limit, ctx) : 0,
    readCost: ctx.figures.readCost,
    writeCost: ctx.figures.writeCost,
    readIoSizeKiB: ctx.load.readIoSizeKiB,
    writeIoSizeKiB: ctx.load.writeIoSizeKiB,
    clients: ctx.load.clients ?? 0,
    clientMBps: ctx.load.clientMBps ?? 0,
    mountTargets: ctx.mountTargets,
  };
  switch (limit.id) {
    case 'backendIops':
      return { model: 'fss', limit: limit.id, params: { ...base, variant: mix(ctx.load), metadataBackendIops: ctx.figures.metadataBackendIops } };
    case 'concurrency': {
      const c = ctx.load.concurrency;
      return { model: 'fss', limit: limit.id, params: { ...base, variant: mix(ctx.load), outstanding: c.outstandingPerClient ?? 0, latencyMs: c.latencyMs } };
    }
    default:
      return { model: 'fss', limit: limit.id, params: base };
  }
}

/** One mount target's figure: the design's capacity over the mount targets it counts as (clients are assigned whole). */
function limitPerMountTarget(limit: LimitUse, ctx: Context): number {
  if (limit.id === 'clientNetworkRead' || limit.id === 'clientNetworkWrite' || limit.id === 'concurrency') return limit.capacity;
  const n = effectiveMountTargets(ctx.mountTargets, ctx.load.clients);
  return n > 0 ? limit.capacity / n : 0;
}
