/**
 * A File Storage load and what it costs the backend: NFSv3 operations to backend IOPS, the
 * mapping of Table 2 in both File Storage papers, and the load a workload shape or a
 * requirement puts on the whole file system.
 */
import { splitDemand } from '../scenario/demand.ts';
import type { Cited, FssMountTargetEdition, MetadataOp, NfsOpCostTable } from '../../catalog/types.ts';
import type { Concurrency } from '../clients/concurrency.ts';
import type { FssRequirement, FssWorkload, MetadataRates } from '../scenario/schema.ts';
import { ceilSafe, mbpsToOps, opsToMBps } from '../units.ts';
import { clientPart } from './clients.ts';
import { DEFAULT_FSS_BASIS, type FssBasis } from '../scenario/fields.ts';

/** A File Storage load on the whole file system, per second. */
export interface FssLoad {
  readonly readOps: number;
  readonly writeOps: number;
  readonly readIoSizeKiB: number;
  readonly writeIoSizeKiB: number;
  readonly metadata: MetadataRates | undefined;
  /** Client instances, or undefined when clients are not a limit. */
  readonly clients: number | undefined;
  /** NFS payload one client's network carries, decimal MB/s, or undefined when unknown. */
  readonly clientMBps: number | undefined;
  /** The catalog figure `clientMBps` is derived from (the client shape's network), when known. */
  readonly clientNetwork: Cited | undefined;
  /** TCP connections each client opens (nconnect). */
  readonly connectionsPerClient: number;
  readonly inTransitEncryption: boolean;
  /** The clients' operating system for in-transit encryption (Linux: oci-fss-utils; Windows: stunnel). */
  readonly tlsClient: 'linux' | 'windows';
  /** Operations in flight per client and the per-operation latency. */
  readonly concurrency: Concurrency;
  /** What the mount targets' limits are planned on: Table 1, the measurements, or the lower of the two (`measured.ts`). */
  readonly basis: FssBasis;
}

/**
 * Backend IOPS of one READ of `ioSizeKiB`: the base cost up to the step (32 KiB), plus one
 * step cost for each further step begun. 4 KiB: 2; 64 KiB: 3; 1 MiB: 33 (Table 2).
 */
export function readCost(ioSizeKiB: number, table: NfsOpCostTable): number {
  return table.readBase.value + table.readStep.value * extraSteps(ioSizeKiB, table.stepKiB.value);
}

/** Backend IOPS of one WRITE of `ioSizeKiB`: 4 up to 32 KiB, plus 2 per further 32 KiB (Table 2). */
export function writeCost(ioSizeKiB: number, table: NfsOpCostTable): number {
  return table.writeBase.value + table.writeStep.value * extraSteps(ioSizeKiB, table.stepKiB.value);
}

function extraSteps(ioSizeKiB: number, stepKiB: number): number {
  return Math.max(0, ceilSafe(ioSizeKiB / stepKiB) - 1);
}

/** Backend IOPS of one metadata operation (Table 2). */
export function metadataCost(op: MetadataOp, table: NfsOpCostTable): number {
  return table.metadata[op].value;
}

/** Sum over metadata operations of rate (ops/s) x backend cost: backend IOPS. */
export function metadataBackendIops(rates: MetadataRates | undefined, table: NfsOpCostTable): number {
  if (!rates) return 0;
  let total = 0;
  for (const op of Object.keys(rates) as MetadataOp[]) total += (rates[op] ?? 0) * metadataCost(op, table);
  return total;
}

/** Total metadata operations per second (front end). */
export function metadataOpsTotal(rates: MetadataRates | undefined): number {
  if (!rates) return 0;
  let total = 0;
  for (const v of Object.values(rates)) total += v ?? 0;
  return total;
}

export interface FssLoadFigures {
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly backendIops: number;
  readonly dataBackendIops: number;
  readonly metadataBackendIops: number;
  readonly metadataOps: number;
  /** Front-end operations per second: reads, writes and metadata (what a client keeps in flight). */
  readonly frontEndOps: number;
  readonly readCost: number;
  readonly writeCost: number;
}

/**
 * The figures of a load under an edition's Table 2: decimal MB/s of reads and writes, and
 * backend IOPS = reads × read cost + writes × write cost + Σ metadata rate × its cost.
 */
export function loadFigures(load: FssLoad, edition: FssMountTargetEdition): FssLoadFigures {
  const rc = readCost(load.readIoSizeKiB, edition.opCosts);
  const wc = writeCost(load.writeIoSizeKiB, edition.opCosts);
  const meta = metadataBackendIops(load.metadata, edition.opCosts);
  const data = load.readOps * rc + load.writeOps * wc;
  const metadataOps = metadataOpsTotal(load.metadata);
  return {
    readMBps: opsToMBps(load.readOps, load.readIoSizeKiB),
    writeMBps: opsToMBps(load.writeOps, load.writeIoSizeKiB),
    backendIops: data + meta,
    dataBackendIops: data,
    metadataBackendIops: meta,
    metadataOps,
    frontEndOps: load.readOps + load.writeOps + metadataOps,
    readCost: rc,
    writeCost: wc,
  };
}

/** A workload shape (read percent, I/O sizes, metadata rates) as a load of 100 data ops/s. */
export function loadFromWorkload(w: FssWorkload): FssLoad {
  return {
    readOps: w.readPercent,
    writeOps: 100 - w.readPercent,
    readIoSizeKiB: w.readIoSizeKiB ?? w.ioSizeKiB,
    writeIoSizeKiB: w.writeIoSizeKiB ?? w.ioSizeKiB,
    metadata: w.metadataOpsPerSecond,
    ...clientPart(w),
    basis: w.fssBasis ?? DEFAULT_FSS_BASIS,
  };
}

/** A requirement as a load: operations are the larger of the IOPS asked and MB/s / I/O size. */
export function loadFromRequirement(stated: FssRequirement): FssLoad {
  const r = splitDemand(stated);
  const readIo = r.readIoSizeKiB ?? r.ioSizeKiB;
  const writeIo = r.writeIoSizeKiB ?? r.ioSizeKiB;
  return {
    readOps: Math.max(r.readIops ?? 0, mbpsToOps(r.readMBps ?? 0, readIo)),
    writeOps: Math.max(r.writeIops ?? 0, mbpsToOps(r.writeMBps ?? 0, writeIo)),
    readIoSizeKiB: readIo,
    writeIoSizeKiB: writeIo,
    metadata: r.metadataOpsPerSecond,
    ...clientPart(r),
    basis: r.fssBasis ?? DEFAULT_FSS_BASIS,
  };
}

/** Scales the data operations of a load by `factor`, keeping metadata and clients. */
export function scaleData(load: FssLoad, factor: number): FssLoad {
  return withOps(load, load.readOps * factor, load.writeOps * factor);
}

/**
 * The load with other data operation rates. Written out field by field: object spread here
 * was the slowest step of a File Storage plan (the planner builds loads in its inner loops).
 */
export function withOps(load: FssLoad, readOps: number, writeOps: number): FssLoad {
  return {
    readOps,
    writeOps,
    readIoSizeKiB: load.readIoSizeKiB,
    writeIoSizeKiB: load.writeIoSizeKiB,
    metadata: load.metadata,
    clients: load.clients,
    clientMBps: load.clientMBps,
    clientNetwork: load.clientNetwork,
    connectionsPerClient: load.connectionsPerClient,
    inTransitEncryption: load.inTransitEncryption,
    tlsClient: load.tlsClient,
    concurrency: load.concurrency,
    basis: load.basis,
  };
}
