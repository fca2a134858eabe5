/**
 * The File Storage bottleneck in a sentence a customer understands, and what would lift it.
 */
import type { FssMountTargetEdition, MountTargetType } from '../catalog/types.ts';
import { fmt, ioSize } from './format.ts';
import { effectiveMountTargets, type FssLoad, type FssLoadFigures } from './fssLoad.ts';
import type { Bottleneck, LimitUse } from './results.ts';

export const mountTargetLabels: Readonly<Record<MountTargetType, string>> = {
  standard: 'Standard',
  'hpmt-20': 'HPMT-20',
  'hpmt-40': 'HPMT-40',
  'hpmt-80': 'HPMT-80',
};

interface Context {
  readonly edition: FssMountTargetEdition;
  readonly type: MountTargetType;
  readonly load: FssLoad;
  readonly figures: FssLoadFigures;
  readonly mountTargets: number;
}

export function fssBottleneck(limit: LimitUse, ctx: Context): Bottleneck {
  const spec = ctx.edition.mountTargets[ctx.type];
  const label = mountTargetLabels[ctx.type];
  const perMt = spec ? limitPerMountTarget(limit, ctx) : 0;
  const params = {
    type: label,
    perMountTarget: perMt,
    readCost: ctx.figures.readCost,
    writeCost: ctx.figures.writeCost,
    readIoSize: ioSize(ctx.load.readIoSizeKiB),
    writeIoSize: ioSize(ctx.load.writeIoSizeKiB),
    clients: ctx.load.clients ?? 0,
    clientMBps: ctx.load.clientMBps ?? 0,
    mountTargets: ctx.mountTargets,
  };
  switch (limit.id) {
    case 'backendIops': {
      const costs = ctx.load.writeOps > 0 && ctx.load.readOps > 0
        ? `a ${params.readIoSize} read costs ${params.readCost} and a ${params.writeIoSize} write costs ${params.writeCost}`
        : ctx.load.writeOps > 0
          ? `a ${params.writeIoSize} write costs ${params.writeCost}`
          : `a ${params.readIoSize} read costs ${params.readCost}`;
      const meta = ctx.figures.metadataBackendIops > 0 ? `; metadata operations take ${fmt(ctx.figures.metadataBackendIops)} of them` : '';
      return {
        limit: limit.id,
        params,
        sentence: `Each ${label} mount target is limited by backend IOPS (${fmt(perMt)}): ${costs}${meta}.`,
        lift: 'Add mount targets, move to a larger mount-target type, or use larger I/O sizes (fewer backend IOPS per byte).',
      };
    }
    case 'readBandwidth':
      return { limit: limit.id, params, sentence: `Each ${label} mount target is limited by its read bandwidth, ${fmt(perMt)} MB/s.`, lift: 'Add mount targets or move to a larger mount-target type.' };
    case 'writeBandwidth':
      return { limit: limit.id, params, sentence: `Each ${label} mount target is limited by its write bandwidth, ${fmt(perMt)} MB/s.`, lift: 'Add mount targets or move to a larger mount-target type.' };
    case 'sharedBandwidth':
      return { limit: limit.id, params, sentence: `Each ${label} mount target is limited by its bandwidth, ${fmt(perMt)} MB/s, shared by reads and writes.`, lift: 'Add mount targets.' };
    case 'connections':
      return { limit: limit.id, params, sentence: `Each ${label} mount target accepts at most ${fmt(perMt)} client connections.`, lift: 'Add mount targets, or open fewer connections per client.' };
    case 'clientNetworkRead':
    case 'clientNetworkWrite':
      return {
        limit: limit.id,
        params,
        sentence: `The ${fmt(params.clients)} clients are the limit: each moves at most ${fmt(params.clientMBps)} MB/s over its network.`,
        lift: 'Add client instances or choose a shape with more network bandwidth.',
      };
    case 'concurrency': {
      const c = ctx.load.concurrency;
      const reads = ctx.load.readOps > 0;
      const writes = ctx.load.writeOps > 0;
      const what = reads && writes
        ? 'operations'
        : reads
          ? `${params.readIoSize} reads`
          : writes
            ? `${params.writeIoSize} writes`
            : 'operations';
      return {
        limit: limit.id,
        params: { ...params, outstanding: c.outstandingPerClient ?? 0, latencyMs: c.latencyMs },
        sentence: `Bound by concurrency: ${fmt(params.clients)} clients × ${fmt(c.outstandingPerClient ?? 0)} outstanding ${what} at ${fmt(c.latencyMs)} ms.`,
        lift: 'Run more threads or a deeper queue on each client (fio numjobs and iodepth), or add clients.',
      };
    }
    default:
      return { limit: limit.id, params, sentence: `Limited by ${limit.id}.`, lift: '' };
  }
}

/** One mount target's figure: the design's capacity over the mount targets it counts as (clients are assigned whole). */
function limitPerMountTarget(limit: LimitUse, ctx: Context): number {
  if (limit.id === 'clientNetworkRead' || limit.id === 'clientNetworkWrite' || limit.id === 'concurrency') return limit.capacity;
  const n = effectiveMountTargets(ctx.mountTargets, ctx.load.clients);
  return n > 0 ? limit.capacity / n : 0;
}
