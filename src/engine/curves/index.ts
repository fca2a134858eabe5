/**
 * The curves the charts draw, computed by the engine's own model: plain data in engine units
 * (numbers and ids, no words, no colours). The UI maps them to drawing props and labels.
 */
export { logGrid, roundSig, seriesKey, withPoints, type CurveRow } from './grid.ts';
export {
  fssScalingCurve,
  mountTargetCounts,
  type FssScalingCurve,
  type FssMountTargetCurve,
  type FssCapacityCurve,
  type FssTypeSeries,
  type FssMeasuredPoint,
  type FssDeckRow,
} from './fssScaling.ts';
export { bvScalingCurve, type BvScalingCurve, type BvLevelSeries } from './bvScaling.ts';
export { dioMixCurve, READ_PERCENT_STEP, type DioMixCurve, type DioShapeSeries } from './dioMix.ts';
export { latencyCurve, LATENCY_MIN_MS, LATENCY_MAX_MS, TRANSFER_SIZES_KIB, type LatencyCurve, type LatencySeries, type BlogPoint } from './latency.ts';
export {
  limitUtilizationCurves,
  lustreUtilizationCurve,
  bindingIndex,
  type LimitUtilizationCurves,
  type ServiceUtilization,
  type UtilizationRow,
} from './limitUtilization.ts';
export { lustreTierCurve, LUSTRE_CURVE_MAX_ROWS, type LustreTierCurve, type LustreTierSeries } from './lustreTier.ts';
