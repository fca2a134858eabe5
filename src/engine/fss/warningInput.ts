/** What the File Storage warnings read: the design, the load, the cost and what the requirement adds (`warnings.ts`, `clientWarnings.ts`). */
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import type { ConcurrencyNeed } from '../clients/concurrency.ts';
import type { Cost, LimitUse } from '../results/parts.ts';
import type { FssLoad } from './load.ts';
import type { TenancyMountTargetLimits } from './quota.ts';

export interface FssWarningInput {
  readonly edition: FssMountTargetEdition;
  readonly type: MountTargetType;
  readonly mountTargets: number;
  /** The tenancy's own per-AD limits, in place of the documents' defaults where given. */
  readonly tenancy?: TenancyMountTargetLimits | undefined;
  readonly load: FssLoad;
  readonly capacityGB: number | undefined;
  readonly cost: Cost;
  /** Whether a client shape was given (with neither it nor a client network figure, a note says so). */
  readonly clientShapeKnown: boolean;
  /** Target utilization, a fraction 0–1 (1 in evaluate mode unless one is given). */
  readonly targetUtilization: number;
  /** The design's limits under the requirement (recommend only). */
  readonly loads?: readonly LimitUse[];
  /** False when one client's share is more than a mount target carries (recommend only). */
  readonly shareFits?: boolean;
  /** What the requirement needs in flight (recommend only). */
  readonly concurrencyNeeded?: ConcurrencyNeed;
  /** A Flex client shape without OCPUs: the OCPUs assumed. */
  readonly assumedOcpus?: { readonly shape: string; readonly ocpus: number } | undefined;
}
