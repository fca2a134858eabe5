/**
 * Several workloads in one plan (issue 26): the folder's public face.
 */
export { planWorkloads } from './plan.ts';
export { shareMountTargets, sharedUse, type FssMember } from './fssShare.ts';
export { combineRequirements } from './combine.ts';
export { sharedLimits, type CarriedPlan } from './limits.ts';
export { billOfMaterials, type BillInput } from './bill.ts';
export { planService, reasonsOf } from './service.ts';
export {
  workloadNoteCodes,
  type WorkloadNoteCode,
  type WorkloadNote,
  type WorkloadAnswer,
  type WorkloadPlan,
  type SharedMountTargets,
  type SharedLimit,
  type BillLine,
  type BillOfMaterials,
  type WorkloadsResult,
} from './types.ts';
