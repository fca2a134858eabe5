/** File Storage with Lustre: the engine's Lustre planning, both directions. */
export { capacityStepAt, capacityStepAtLeast, capacitySteps, holdsGB, isCapacityStep, previousCapacityStep, toMilliGB, type CapacityStep } from './capacity.ts';
export { lustreCost, lustreMonthlyUSD, performanceUnitsPerGB } from './cost.ts';
export {
  lustreClientBounds,
  lustreLimits,
  tierThroughputMBps,
  isLustreClientLimit,
  type LustreClientBounds,
  type LustreClientInput,
  type LustreDemand,
} from './limits.ts';
export { lustreWarnings, type LustreWarningInput } from './warnings.ts';
export { evaluateLustre, lustreEdition, lustreLatencyCarried, type LustreEvaluation, type LustreDesignOut, type LustreBottleneck } from './evaluate.ts';
export {
  recommendLustre,
  capacityNeeded,
  lustreDemandOf,
  optionCarries,
  LUSTRE_DEFAULT_TARGET_UTILIZATION_PERCENT,
  type LustreRecommendation,
  type LustreOption,
  type CapacitySetBy,
} from './recommend.ts';
