/**
 * The engine's public face: everything the app, the command line and a portal may use.
 */
export * from './units.ts';
export * from './scenario.ts';
export * from './results.ts';
export * from './format.ts';
export { readCost, writeCost, metadataBackendIops, metadataCost, metadataOpsTotal } from './fss/index.ts';
export { instanceNetwork } from './clients.ts';
export { loadFigures, mountTargetLimits, assignClients, effectiveMountTargets, connectionLimit, type FssLoad, type ClientAssignment } from './fss/index.ts';
export { clientConcurrency, concurrencyNeed, opsFromConcurrency, outstandingNeeded, latencyCited, type Concurrency, type ConcurrencyNeed } from './concurrency.ts';
export { migrateScenario, LATEST_SCENARIO_VERSION, type Migration } from './migrations.ts';
export { deliverMountTargets, type FssDelivery } from './fss/index.ts';
export {
  evaluateFileStorage, recommendFileStorage, evaluateMountTargets, mountTargetsNeeded, loadFromRequirement, loadFromWorkload,
  fssCost, mountTargetEdition, DEFAULT_TARGET_UTILIZATION_PERCENT, clientPayloadMBps, fssConcurrency,
  type FssEvaluation, type FssRecommendation, type FssOption,
} from './fss/index.ts';
export { evaluateFss2019, recommendFss2019, fss2019TargetUtilization, type Fss2019Evaluation, type Fss2019Recommendation } from './fss/index.ts';
export { serviceQuotaFor, withinServiceQuota } from './fss/index.ts';
/** @deprecated The tenancy's service quota, not a performance limit: use `serviceQuotaFor`. */
export { serviceQuotaFor as defaultLimitFor } from './fss/index.ts';
export { throughputCap, volumeOps, volumeIopsCap, volumeThroughputCap, sizeForOps, printed8KAt, printed8KOverrides, type Attachment, type Printed8K } from './bv/index.ts';
export { instanceLimits } from './bv/index.ts';
export {
  evaluateBlockVolume, recommendBlockVolume, planLevel, bvEdition, findLevel, bvDemandOps, ruledOutGroups, pickByTieRule, tieTolerance, cheaperBeaten, hostBoundFor, bvConcurrency,
  type HostBound,
  type BvEvaluation, type BvRecommendation, type BvOption,
} from './bv/index.ts';
export {
  evaluateDenseIo, recommendDenseIo, evaluateShape, typicalIops, headlineCheck, slaIops, deviceIops, raidLayout, frontEndIops, dioEdition,
  type DioEvaluation, type DioRecommendation, type DioOption, type IopsBasis,
} from './denseIo.ts';
export { serialThroughputMBps, concurrencyNeeded, applicationIoMs, streamsThroughputMBps } from './latency.ts';
export * from './lustre/index.ts';
export { billNoteCodes, billBasisOf, clientCompute, wholeBill, type BillNote, type BillNoteCode, type BillKind, type ClientCompute, type WholeBill } from './wholeBill.ts';
export { compareServices, basisUSD, cheapestOn, compareOps, servicePlan, caveatsOf, verdictOf, compareReasonCodes, type CompareReason, type CompareReasonCode, type Verdict, type VerdictCaveat, fssRequirementOf, bvRequirementOf, dioRequirementOf, lustreRequirementOf, type CompareResult, type CompareEntry, type ServiceId } from './compare.ts';
export { unitPrice, priceLines, type PriceKey } from './cost.ts';
export { planScenario, type PlanOutcome, type PlanResult } from './plan.ts';
export * from '../catalog/index.ts';
export * from './reasons.ts';

// Curves: what the charts draw, as plain data (engine units and ids). Imported only by chart
// modules, which load lazily, so they stay out of the first screen's bundle.
export * from './curves/index.ts';
