/**
 * Start from what is deployed (issue 42, docs/deployed.md): read `terraform show -json`, Resource
 * Discovery `.tf` (through hcl2json), or the OCI CLI's listings into the designs the planner
 * weighs, weigh each against the requirement (carries, over-provisioned, short), and a plan's
 * `before` against its `after`. Loaded on its own by the command line and the app's section.
 */
export * from './types.ts';
export { readDeployedJson, readDeployedText, combineReads, MAX_DEPLOYED_BYTES, type CombinedReading } from './read.ts';
export { readTerraformShow, moduleResources } from './terraformJson.ts';
export { readOciListing, listedType } from './ociListing.ts';
export { readHclJson } from './resourceDiscovery.ts';
export { designsOf, mountTargetTypeOfGbps, lustreTierOf, denseIoShapeOf } from './designs.ts';
export {
  evaluateDeployed,
  evaluateDesign,
  designUtilization,
  sizedOf,
  sizedOfPlan,
  deployedVerdicts,
  type DeployedVerdict,
  type DesignEvaluation,
  type DeployedEvaluation,
  type EvaluateOptions,
  type SizedDesign,
  type OtherDesign,
} from './evaluate.ts';
export { compareSides, type DeployedChange, type BillLineChange } from './change.ts';
export { requirementOf, type DeployedRequirement } from './requirement.ts';
export { rightSizeChange, changeNoteCodes, type ChangeNoteCode, type ResourceEdit, type TerraformChange } from './rightSize.ts';
