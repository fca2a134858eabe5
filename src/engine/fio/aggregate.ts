/**
 * Adding fio results up. Per job: IOPS and MB/s are reads plus writes (duplex tests add the
 * two, bv-seed); MB/s is decimal (fio's bw_bytes / 10^6). Mean latency is weighted by the
 * number of operations of each direction and job. p99 is not averaged (percentiles do not
 * add): the aggregate p99 is the highest per-job, per-direction p99, a bound on the true one.
 * Across jobs and clients IOPS and MB/s are summed: the jobs ran at the same time.
 */
import { BYTES_PER_MB, NS_PER_US, finite } from '../units.ts';
import type { FioJobResult } from './results.ts';

export interface FioFigures {
  readonly iops: number;
  readonly throughputMBps: number;
  readonly latencyUs: { readonly mean: number; readonly p99: number | null };
  /** Operations completed, reads plus writes. */
  readonly ios: number;
  /** Share of operations that were reads, percent. */
  readonly readPercent: number;
}

export interface FioJobFigures extends FioFigures {
  readonly file: string;
  readonly host: string | null;
  readonly jobName: string;
  readonly inFlight: number;
}

export interface FioAggregate {
  readonly jobs: readonly FioJobFigures[];
  readonly total: FioFigures;
  /** Distinct clients: hosts in client/server mode, else result files. */
  readonly clients: number;
}

function figures(jobs: readonly FioJobResult[]): FioFigures {
  let iops = 0;
  let bw = 0;
  let ios = 0;
  let readIos = 0;
  let latencySum = 0;
  let p99: number | null = null;
  for (const j of jobs) {
    for (const d of [j.read, j.write]) {
      iops += d.iops;
      bw += d.bwBytesPerSecond;
      ios += d.ios;
      latencySum += d.meanLatencyNs * d.ios;
      if (d.ios > 0 && d.p99Ns !== null) p99 = Math.max(p99 ?? 0, d.p99Ns);
    }
    readIos += j.read.ios;
  }
  return {
    iops: finite(iops),
    throughputMBps: finite(bw / BYTES_PER_MB),
    latencyUs: { mean: ios > 0 ? finite(latencySum / ios / NS_PER_US) : 0, p99: p99 === null ? null : finite(p99 / NS_PER_US) },
    ios,
    readPercent: ios > 0 ? finite((100 * readIos) / ios) : 0,
  };
}

/** Per-job figures and their sum across jobs and clients. */
export function aggregateFio(jobs: readonly FioJobResult[]): FioAggregate {
  return {
    jobs: jobs.map((j) => ({ file: j.file, host: j.host, jobName: j.jobName, inFlight: j.inFlight, ...figures([j]) })),
    total: figures(jobs),
    clients: new Set(jobs.map((j) => j.host ?? `file:${j.file}`)).size,
  };
}
