/**
 * The design a run tested. The job files say it: each job's `description` option is the tag
 * of the plan it was written for (`oci-planner/<service>/<catalog>/<design key>`), and its name
 * starts with the service; fio writes both back in its results. A run applies only to that
 * design: read against another, it is refused, saying what it was for.
 */
import { designKey } from '../calibration/index.ts';
import { note, type FioProblem } from './codes.ts';
import type { FioPlan } from './plan.ts';
import type { FioJobResult } from './results.ts';

/** The planned design a run tested: the service, the workload's read share and the design's own figures. */
export interface FioDesign {
  readonly service: FioPlan['service'];
  readonly catalog: string;
  readonly readPercent: number;
  /** The I/O size the jobs ran, KiB (the reads' when there are reads). */
  readonly ioSizeKiB: number;
  readonly fss: { readonly mountTargets: number; readonly mountTargetType: string | null } | null;
  readonly bv: FioPlan['bv'];
  readonly dio: { readonly shape: string; readonly raid: string } | null;
  readonly lustre: { readonly performanceTierMBpsPerTB: number; readonly capacityTiB: number } | null;
}

/**
 * The design a fio plan tests, as a calibration keys it: service, catalog, read share (percent
 * 0–100), the jobs' I/O size (KiB; the reads' when there are any, else the writes'), and the
 * service's own design figures. A planner rule, no catalog figure.
 */
export function designOf(plan: FioPlan): FioDesign {
  return {
    service: plan.service,
    catalog: plan.catalog,
    readPercent: plan.readPercent,
    ioSizeKiB: plan.readPercent > 0 ? plan.readIoSizeKiB : plan.writeIoSizeKiB,
    fss: plan.fss ? { mountTargets: plan.fss.mountTargets, mountTargetType: plan.fss.mountTargetType } : null,
    bv: plan.bv,
    dio: plan.dio ? { shape: plan.dio.shape, raid: plan.dio.raid } : null,
    lustre: plan.lustre ? { performanceTierMBpsPerTB: plan.lustre.performanceTierMBpsPerTB, capacityTiB: plan.lustre.capacityTiB } : null,
  };
}

const TAG = 'oci-planner';
const services = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const;

/** The tag the job files carry for a plan: service, catalog and design key. */
export function planTag(plan: FioPlan): string {
  return `${TAG}/${plan.service}/${plan.catalog}/${designKey(designOf(plan))}`;
}

/** What a job says it was run for: from its description tag, else the service its name starts with; null when it says nothing. */
function runFor(job: FioJobResult): { service: string; catalog: string; design: string } | null {
  const tag = job.options.description?.split('/') ?? [];
  if (tag[0] === TAG && tag.length >= 4) return { service: tag[1]!, catalog: tag[2]!, design: tag.slice(3).join('/') };
  const service = services.find((s) => job.jobName.startsWith(`${s}-`));
  return service ? { service, catalog: '', design: '' } : null;
}

/** A problem when a job was run for another service, catalog or design than the plan's; null when none says so. */
export function runForOtherDesign(plan: FioPlan, jobs: readonly FioJobResult[]): FioProblem | null {
  const planned = { service: plan.service, catalog: plan.catalog, design: designKey(designOf(plan)) };
  for (const job of jobs) {
    const was = runFor(job);
    if (!was) continue;
    const other =
      was.service !== planned.service || (was.catalog !== '' && was.catalog !== planned.catalog) || (was.design !== '' && was.design !== planned.design);
    if (other) {
      return {
        ...note('fio-other-design', {
          service: was.service,
          catalog: was.catalog || '-',
          design: was.design || '-',
          plannedService: planned.service,
          plannedDesign: planned.design,
        }),
        file: job.file,
      };
    }
  }
  return null;
}
