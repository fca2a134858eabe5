/**
 * What a plan of several workloads answers (`planWorkloads`, issue 26): each workload's own
 * answer, the File Storage mount targets they share, the per-availability-domain limits they
 * use together, and one bill of materials. The names here are fields of the command line's
 * JSON, which scripts read: `billOfMaterials.lines[]`, `billOfMaterials.totalMonthlyUSD`,
 * `fileStorage.mountTargets[].workloads`.
 */
import type { MountTargetType, SourceId } from '../../catalog/types.ts';
import type { CompareResult } from '../compare/types.ts';
import type { ServiceId } from '../scenario/fields.ts';
import type { WorkloadService } from '../scenario/workloads.ts';

/** One workload's answer: the service that carries it and that service's plan for it alone. */
export interface WorkloadAnswer {
  readonly name: string;
  /** What the scenario asked: a service, or `cheapest`. */
  readonly asked: WorkloadService;
  /** The service that carries it: the one asked, or the cheapest that fits (null when none fits). */
  readonly service: ServiceId | null;
  /** Whether the shared design carries this workload at the target utilization. */
  readonly fits: boolean;
  /** The comparison of this workload alone, as the single-workload planner answers it. */
  readonly compare: CompareResult;
}

/** A group of mount targets of one type carrying a set of workloads' file systems. */
export interface SharedMountTargets {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  /** The workloads whose file systems these mount targets export, by name. */
  readonly workloads: readonly string[];
  /** Whether one workload asked for mount targets of its own. */
  readonly dedicated: boolean;
  /** The busiest limit of these mount targets under the workloads' summed load, percent of what they deliver. */
  readonly peakUtilizationPercent: number;
  /** Which limit that is (a limit id of the File Storage model). */
  readonly bindingLimit: string;
  readonly monthlyUSD: number | null;
}

/** One per-availability-domain limit the plan's workloads use together. */
export interface SharedLimit {
  /** What is counted: mount targets of a type, Block Volume capacity, Dense I/O shapes, Lustre capacity… */
  readonly limit: string;
  readonly used: number;
  /** The default limit (null: the source gives none). */
  readonly allowed: number | null;
  /** True when the plan needs more than the default: request a limit increase, once, for all workloads. */
  readonly increaseNeeded: boolean;
  readonly workloads: readonly string[];
  readonly sources: readonly SourceId[];
}

/** One line of the bill of materials. */
export interface BillLine {
  readonly service: ServiceId | 'compute';
  /** What is bought, as a code the UI words (`fss-mount-target:HPMT-40`, `bv-storage`, `bv-performance`, `dio-shape:<shape>`, `lustre:<tier>`, `fss-storage`, `instance:<shape>`…). */
  readonly item: string;
  readonly quantity: number;
  /** The unit `quantity` counts (GB-month, mount target, instance, VPU-GB…). */
  readonly unit: string;
  readonly unitUSD: number | null;
  readonly monthlyUSD: number | null;
  /** The workloads this line serves, by name. */
  readonly workloads: readonly string[];
  readonly sources: readonly SourceId[];
}

export interface BillOfMaterials {
  readonly lines: readonly BillLine[];
  /** The sum of the lines' monthly cost; null when a line's price is unknown. */
  readonly totalMonthlyUSD: number | null;
  readonly discountPercent: number;
  /** The price book's date (ISO). */
  readonly priceBookDate: string;
}

export interface WorkloadsResult {
  readonly service: 'workloads';
  readonly mode: 'recommend';
  readonly workloads: readonly WorkloadAnswer[];
  /** The File Storage mount targets the workloads on File Storage share, and what each carries. */
  readonly fileStorage: { readonly mountTargets: readonly SharedMountTargets[] };
  readonly limits: readonly SharedLimit[];
  readonly billOfMaterials: BillOfMaterials;
  /** True when every workload is carried. */
  readonly feasible: boolean;
  readonly sources: readonly SourceId[];
}
