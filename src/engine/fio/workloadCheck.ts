/**
 * Does a set of fio results come from one workload, and from the planned one? The block sizes
 * must agree across jobs and with the plan (after the sector rounding the job files use), and
 * the read share must match: from `rw`/`rwmixread` where the job options say (exactly), else
 * from the operations counted (within `MIX_TOLERANCE_POINTS`, fio's mix being random). The
 * same job from the same client twice means a file was given twice.
 */
import { note, type FioProblem } from './codes.ts';
import type { FioPlan } from './plan.ts';
import type { FioJobResult } from './results.ts';
import { blockBytes, bsText, rwFor } from './shape.ts';

export const MIX_TOLERANCE_POINTS = 5;

const bsOf = (j: FioJobResult, planned: { read: number; write: number }) => {
  const r = j.read.ios > 0 || j.readBlockBytes !== null ? j.readBlockBytes : null;
  const w = j.write.ios > 0 || j.writeBlockBytes !== null ? j.writeBlockBytes : null;
  return `${bsText(r ?? planned.read)},${bsText(w ?? planned.write)}`;
};

/** The read percentage the job options ask for, or null when they do not say. */
export function optionReadPercent(options: Readonly<Record<string, string>>): number | null {
  const rw = options.rw ?? options.readwrite;
  if (rw === undefined) return null;
  if (rw === 'read' || rw === 'randread') return 100;
  if (rw === 'write' || rw === 'randwrite') return 0;
  if (rw === 'rw' || rw === 'randrw' || rw === 'readwrite') {
    const mix = options.rwmixread !== undefined ? Number(options.rwmixread) : options.rwmixwrite !== undefined ? 100 - Number(options.rwmixwrite) : 50;
    return Number.isFinite(mix) ? mix : null;
  }
  return null;
}

/** Problems that make the results unfit to compare with the plan; empty when they fit. */
export function checkFioWorkload(plan: FioPlan, jobs: readonly FioJobResult[]): FioProblem[] {
  const problems: FioProblem[] = [];
  const planned = { read: blockBytes(plan.readIoSizeKiB), write: blockBytes(plan.writeIoSizeKiB) };
  const planText = planned.read === planned.write ? bsText(planned.read) : `${bsText(planned.read)},${bsText(planned.write)}`;
  const sizes = new Map<string, FioJobResult>();
  for (const j of jobs) sizes.set(bsOf(j, planned), j);
  if (sizes.size > 1) problems.push(note('fio-mixed-block-sizes', { sizes: [...sizes.keys()].map((s) => s.replace(/^([^,]+),\1$/, '$1')) }));
  else {
    const [only, job] = [...sizes.entries()][0] ?? [];
    if (only !== undefined && only !== `${bsText(planned.read)},${bsText(planned.write)}`) {
      problems.push({ ...note('fio-workload-block-size', { measured: only.replace(/^([^,]+),\1$/, '$1'), planned: planText }), file: job!.file });
    }
  }
  const { rw, rwmixread } = rwFor(plan.readPercent, 'random');
  const plannedPercent = rwmixread ?? (rw === 'randread' ? 100 : 0);
  for (const j of jobs) {
    const fromOptions = optionReadPercent(j.options);
    const ios = j.read.ios + j.write.ios;
    const measured = fromOptions ?? (ios > 0 ? (100 * j.read.ios) / ios : plannedPercent);
    const tolerance = fromOptions !== null ? 0.5 : MIX_TOLERANCE_POINTS;
    if (Math.abs(measured - plannedPercent) > tolerance) {
      problems.push({
        ...note('fio-workload-mix', { measuredReadPercent: Math.round(measured), plannedReadPercent: plannedPercent, job: j.jobName }),
        file: j.file,
      });
    }
  }
  const seen = new Set<string>();
  for (const j of jobs) {
    const key = `${j.host ?? ''}|${j.jobName}|${JSON.stringify(j.options)}|${j.read.ios}|${j.write.ios}`;
    if (seen.has(key)) problems.push({ ...note('fio-duplicate-job', { job: j.jobName, host: j.host ?? '-' }), file: j.file });
    seen.add(key);
  }
  return problems;
}
