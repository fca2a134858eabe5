/**
 * What a plan of several workloads answers (`planWorkloads`, issue 26): each workload's own
 * answer, the File Storage mount targets they share, the per-availability-domain limits they
 * use together, and one bill of materials. The names here are fields of the command line's
 * JSON, which scripts read: `billOfMaterials.lines[]`, `billOfMaterials.totalMonthlyUSD`,
 * `fileStorage.mountTargets[].workloads`.
 */
import type { MountTargetType, SourceId } from '../../catalog/types.ts';
import type { CompareReason, CompareResult } from '../compare/types.ts';
import type { OverTimePlan } from '../growth/types.ts';
import type { ServiceId } from '../scenario/fields.ts';
import type { WorkloadService } from '../scenario/workloads.ts';

/** One service's plan of one workload alone, as the comparison plans that service. */
export type WorkloadPlan = CompareResult['fileStorage'] | CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'];

/**
 * Why a workload is not carried, or how it is shared, as codes:
 * - `none-fits`: asked `cheapest`, and no service carries it (`compare.closest` names the nearest).
 * - `cheapest-unranked`: asked `cheapest`; the comparison could not rank the services that fit
 *   on their whole bill (a bill it cannot complete: `compare.missingPrices`), so the cheapest on
 *   storage alone (`compare.provisional`, `service`) is taken meanwhile.
 * - `service-does-not-fit`: the service asked does not carry it (its plan's warnings and remedies say why).
 * - `shared-host`: Block Volume or Dense I/O, planned on one host with the workloads `with` (`host`).
 * - `shared-lustre`: one Lustre file system with the workloads `with` (`fileSystem`).
 */
export const workloadNoteCodes = ['none-fits', 'cheapest-unranked', 'service-does-not-fit', 'shared-host', 'shared-lustre'] as const;
export type WorkloadNoteCode = (typeof workloadNoteCodes)[number];
export interface WorkloadNote {
  readonly code: WorkloadNoteCode;
  readonly params: Readonly<Record<string, string | number | readonly string[]>>;
}

/** One workload's answer: the service that carries it and that service's plan for it alone. */
export interface WorkloadAnswer {
  readonly name: string;
  /** What the scenario asked: a service, or `cheapest`. */
  readonly asked: WorkloadService;
  /** The service that carries it: the one asked, or the cheapest that fits (null when none fits). */
  readonly service: ServiceId | null;
  /** Whether the shared design carries this workload at the target utilization. */
  readonly fits: boolean;
  /**
   * The comparison of this workload alone, as the single-workload planner answers it: present
   * when `cheapest` was asked (or the workload grows: its plan over time weighs all four);
   * null for a workload on a service the user fixed, where only that service is planned.
   */
  readonly compare: CompareResult | null;
  /** The carrying service's plan of this workload alone (null when `cheapest` finds none). */
  readonly plan: WorkloadPlan | null;
  /** Why it is not carried, as the comparison's entry says (empty when it fits). */
  readonly why: readonly CompareReason[];
  readonly notes: readonly WorkloadNote[];
  /** Its plan over time, when it (or the plan) has `growth`. */
  readonly overTime?: OverTimePlan;
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
  /** The target the group is held to: the strictest of its workloads', percent. */
  readonly targetUtilizationPercent: number;
  /** The HPMT capacity entitlement these mount targets bring, GB (0 for Standard, S-MT). */
  readonly entitlementGB: number;
  /** That entitlement at the HPMT price a month after the discount, USD: what it is worth. */
  readonly entitlementUSD: number;
  /** The GB of it the data stored in the AD covers (shared among the groups by entitlement; billed as storage). */
  readonly coveredGB: number;
  /** The GB billed above the data stored. */
  readonly extraGB: number;
  /** extraGB at the HPMT price after the discount, USD. */
  readonly extraUSD: number;
  /**
   * What these mount targets add to the bill a month, USD: `extraUSD`, the same figure as their
   * line of the bill of materials (often 0: the data stored covers the entitlement).
   */
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
  /**
   * The line's kind, for words: a cost-line code of the planners (`fssCapacity`, `bvCapacity`,
   * `clientOcpus`…, worded as `costLine.<code>` with `params`), or `mountTargets` (params
   * `type`, `count`: Standard mount targets, no price) or `hpmtEntitlementGroup` (a group of
   * HPMTs: params `type`, `count`, `entitlementGB`, `entitlementUSD`, `coveredGB`; quantity the
   * GB billed above the data stored, `entitlementShares`).
   */
  readonly code: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly quantity: number;
  /** The unit `quantity` counts (GB, mount target, instance, OCPU, VPU-GB…), each for a month. */
  readonly unit: string;
  /**
   * The price of one unit for one month (an hourly price × 730 h), after the user's override and
   * less the discount, at full precision; null: unpublished. quantity × unitUSD = monthlyUSD.
   */
  readonly unitUSD: number | null;
  /** The same before the discount (the list price of one unit for a month); null: unpublished. */
  readonly listUnitUSD: number | null;
  /** quantity × unitUSD (to a millionth of a dollar); null when the price is unpublished. */
  readonly monthlyUSD: number | null;
  /** The workloads this line serves, by name. */
  readonly workloads: readonly string[];
  readonly sources: readonly SourceId[];
}

export interface BillOfMaterials {
  readonly lines: readonly BillLine[];
  /** The lines before the discount (null when a price is unknown). */
  readonly listMonthlyUSD: number | null;
  /** The sum of the lines' monthly cost; null when a line's price is unknown. */
  readonly totalMonthlyUSD: number | null;
  readonly discountPercent: number;
  /** The price book's date (ISO). */
  readonly priceBookDate: string;
  /** The currency of every money figure, present when a price file's book is in force (else USD). */
  readonly currency?: string;
  /** The Annual Universal Credits term the discount was agreed for, years, when one was entered. */
  readonly commitmentTermYears?: number;
  /** The bill over that term: the monthly total × 12 × the years (null when a price is unknown). */
  readonly commitmentTotalUSD?: number | null;
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
  /** What the plan assumes, as codes (`one-availability-domain`: every limit and the HPMT entitlement are counted in one AD). */
  readonly assumptions: readonly string[];
  readonly sources: readonly SourceId[];
}
