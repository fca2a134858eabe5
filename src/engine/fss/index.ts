/**
 * File Storage (mount targets, and the 2019 capacity-scaled model): the folder's public face.
 * Two meanings of "limit" are kept apart: a mount target's performance limits (`limits.ts`,
 * the use of each as a `LimitUse`) and the tenancy's service quota of mount targets per AD
 * (`quota.ts`).
 */
export {
  readCost,
  writeCost,
  metadataCost,
  metadataBackendIops,
  metadataOpsTotal,
  loadFigures,
  loadFromWorkload,
  loadFromRequirement,
  scaleData,
  withOps,
  type FssLoad,
  type FssLoadFigures,
} from './load.ts';
export {
  clientPayloadMBps,
  assumedClientOcpus,
  fssConcurrency,
  effectiveMountTargets,
  assignClients,
  type ClientAssignment,
  type ClientInput,
} from './clients.ts';
export { mountTargetLimits, connectionLimit, isClientSide, backendIopsCapacity, readBandwidthCapacity, type BasisCapacity } from './limits.ts';
export {
  fssBases,
  fssBasisNotes,
  DEFAULT_FSS_BASIS,
  measuredReadBackendIops,
  measuredReadMBps,
  type FssBasis,
  type FssBasisNote,
  type MeasuredFigure,
} from './measured.ts';
export { fssRemedies } from './remedies.ts';
export { quotaInUse, serviceQuotaFor, withinServiceQuota, type QuotaInUse, type TenancyMountTargetLimits } from './quota.ts';
export { deliverMountTargets, type FssDelivery } from './saturation.ts';
export { fssBottleneck } from './bottleneck.ts';
export { fssCost } from './cost.ts';
export { fssWarnings, type FssWarningInput } from './warnings.ts';
export { evaluateFileStorage, evaluateMountTargets, mountTargetEdition, type FssEvaluation } from './evaluate.ts';
export { designFileStorage, type FssDesignPlan } from './designOnly.ts';
export { recommendFileStorage, mountTargetsNeeded, DEFAULT_TARGET_UTILIZATION_PERCENT, type FssOption, type FssRecommendation } from './sizing.ts';
export {
  evaluateFss2019,
  recommendFss2019,
  fss2019TargetUtilization,
  capacityEdition,
  type Fss2019Evaluation,
  type Fss2019Recommendation,
} from './edition2019.ts';
