/**
 * Block Volume: the folder's public face. One volume (`volume.ts`), the instance's limits
 * (`instance.ts`), a design (`setting.ts`), evaluate, the options per level and the tie rule,
 * recommend, cost and warnings.
 */
export {
  throughputCap,
  volumeOps,
  volumeIopsCap,
  volumeThroughputCap,
  sizeForOps,
  printed8KAt,
  printed8KOverrides,
  printed8KShares,
  PRINTED_8K_KIB,
  type Attachment,
  type Printed8K,
} from './volume.ts';
export { instanceLimits, type InstanceLimits } from './instance.ts';
export { bvEdition, findLevel, hostBoundFor, bvConcurrency, type HostBound } from './setting.ts';
export { bvCost } from './cost.ts';
export { evaluateBlockVolume, type BvEvaluation, type BvDesignOut } from './evaluate.ts';
export {
  planLevel,
  bvDemandOps,
  ruledOutGroups,
  pickByTieRule,
  tieTolerance,
  cheaperBeaten,
  TIE_USD_PER_VOLUME,
  TIE_FRACTION,
  type BvOption,
} from './options.ts';
export { recommendBlockVolume, type BvRecommendation } from './recommend.ts';
