/**
 * The types the app, the command line and a portal name at their call sites, in one place.
 * Types cost nothing at run time; the engine's index re-exports this list as it is. Every
 * other type is reachable through its namespace (`fss.FssLoad`, `curves.LatencySeries`,
 * `catalog.BvEdition`, …).
 */

// The scenario document and what parsing it answers.
export type {
  Scenario,
  CompareScenario,
  WorkloadsScenario,
  Workload,
  WorkloadService,
  Catalogs,
  Pricing,
  MetadataRates,
  FssRequirement,
  FssWorkload,
  FssDesign,
  BvRequirement,
  BvWorkload,
  BvDesign,
  DioRequirement,
  DioWorkload,
  DioDesign,
  LustreRequirement,
  LustreWorkload,
  LustreDesign,
  CompareRequirement,
  ScenarioIssue,
  IssueCode,
  ParseResult,
  BillBasis,
  Chosen,
  Growth,
  DailyProfile,
  GrowthRanking,
} from './scenario/schema.ts';
export type { Migration } from './scenario/migrations.ts';

// Plans: what planScenario and compareServices return.
export type { PlanOutcome, PlanResult, OverTimeCompare } from './plan.ts';
export type { OverTimePlan, ServiceOverTime, GrowthMonth, GrowthEvent, Runway } from './growth/index.ts';
export type { DailyProfilePlan } from './profile/index.ts';
export type { CompareResult, CompareEntry, CompareReason, ServiceId, Verdict, VerdictCaveat } from './compare/index.ts';
export type {
  WorkloadsResult,
  WorkloadAnswer,
  WorkloadPlan,
  WorkloadNote,
  SharedMountTargets,
  SharedLimit,
  BillLine,
  BillOfMaterials,
} from './workloads/index.ts';
export type { FssRecommendation, FssEvaluation, FssOption, Fss2019Recommendation, Fss2019Evaluation, ClientAssignment } from './fss/index.ts';
export type { BvRecommendation, BvEvaluation } from './bv/index.ts';
export type { DioRecommendation, DioEvaluation } from './dio/index.ts';
export type { LustreRecommendation, LustreEvaluation, LustreOption, LustreDesignOut } from './lustre/index.ts';

// The parts of a result, as codes with figures (the words are the reader's to choose).
export type { LimitUse, PlanWarning, Severity, Cost, CostLine, CostUnit, Bottleneck, Remedy, RemedyCode } from './results/parts.ts';
export type { Reason, FssReason, BvReason, BvRuledOutCode, DioRuledOutCode } from './results/reasons.ts';
export type { Concurrency, ConcurrencyNeed } from './clients/concurrency.ts';
export type { PriceKey } from './cost/prices.ts';
export type { BillNote } from './cost/wholeBill.ts';

// Catalog data.
export type { Basis, Cited, SourceId, MountTargetType, InstanceShape, Price } from '../catalog/types.ts';
export type { BvEditionId, DioEditionId, LustreTier, TradeoffTopic } from '../catalog/index.ts';

// Curves (what the charts draw).
export type {
  CurveRow,
  FssScalingCurve,
  FssMountTargetCurve,
  FssCapacityCurve,
  FssMeasuredPoint,
  BvScalingCurve,
  BvLevelSeries,
  DioMixCurve,
  DioShapeSeries,
  LatencyCurve,
  ServiceUtilization,
  LustreTierCurve,
} from './curves/index.ts';

// The fio calibration a scenario may carry (version 4), and what became of it in a plan.
export type { Calibration, CalibrationUse, CalibrationStatus, CalibratedFigure } from './calibration/index.ts';
