/**
 * The shape of a scenario's workload as fio sees it: the I/O size of its data operations and
 * the share of them that are reads. A fio calibration (`index.ts`) holds for the shape it
 * was measured with; this is what a plan is checked against.
 */
import { loadFromRequirement } from '../fss/load.ts';
import { lustreDemandOf } from '../lustre/index.ts';
import type { CompareRequirement, Scenario } from '../scenario/schema.ts';
import { mbpsToOps } from '../units.ts';
import { bvDemandOf, dioDemandOf, splitDemand } from '../scenario/demand.ts';

/** The read share assumed when a Block Volume scenario gives none: bv-seed's host test ran 50/50. */
export const ASSUMED_BV_READ_PERCENT = 50;

export interface WorkloadShape {
  readonly ioSizeKiB: number;
  /** Share of data operations that are reads, 0 to 100. */
  readonly readPercent: number;
}

const share = (read: number, write: number) => (read + write > 0 ? (100 * read) / (read + write) : 100);

/** One I/O size for the shape: the reads' when there are reads, else the writes'. */
const shaped = (readPercent: number, readIo: number, writeIo: number): WorkloadShape => ({ ioSizeKiB: readPercent > 0 ? readIo : writeIo, readPercent });

/** A comparison's shape (one I/O size; reads' share of operations). */
export function compareShape(req: CompareRequirement): WorkloadShape {
  const r = splitDemand(req);
  const readOps = Math.max(r.readIops ?? 0, mbpsToOps(r.readMBps ?? 0, r.ioSizeKiB));
  const writeOps = Math.max(r.writeIops ?? 0, mbpsToOps(r.writeMBps ?? 0, r.ioSizeKiB));
  return { ioSizeKiB: r.ioSizeKiB, readPercent: share(readOps, writeOps) };
}

/** A scenario's shape, as its fio jobs would run it. */
export function scenarioShape(s: Scenario): WorkloadShape {
  switch (s.service) {
    case 'compare':
      return compareShape(s.requirement);
    case 'workloads':
      // A plan of several workloads carries no calibration; its first workload stands for it.
      return compareShape(s.workloads[0]!.requirement);
    case 'file-storage': {
      if (s.mode === 'evaluate') {
        const w = s.workload;
        return shaped(w.readPercent, w.readIoSizeKiB ?? w.ioSizeKiB, w.writeIoSizeKiB ?? w.ioSizeKiB);
      }
      const load = loadFromRequirement(s.requirement);
      return shaped(share(load.readOps, load.writeOps), load.readIoSizeKiB, load.writeIoSizeKiB);
    }
    case 'block-volume': {
      const w = s.mode === 'evaluate' ? s.workload : bvDemandOf(s.requirement);
      return { ioSizeKiB: w.ioSizeKiB, readPercent: w.readPercent ?? ASSUMED_BV_READ_PERCENT };
    }
    case 'dense-io': {
      const w = s.mode === 'evaluate' ? s.workload : dioDemandOf(s.requirement);
      return { ioSizeKiB: w.ioSizeKiB, readPercent: w.readPercent };
    }
    case 'lustre': {
      if (s.mode === 'evaluate') return { ioSizeKiB: s.workload.ioSizeKiB, readPercent: s.workload.readPercent };
      const d = lustreDemandOf(s.requirement);
      return { ioSizeKiB: s.requirement.ioSizeKiB, readPercent: share(d.readMBps, d.writeMBps) };
    }
  }
}
