/**
 * The engine's public face is a contract (docs/engine-library.md, "The public face"): these
 * lists are it. A name added to engine/index.ts or engine/types.ts fails here until it is
 * added below and to the docs, on purpose.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

/** Entry points by name. */
const ENTRY_POINTS = [
  'planScenario',
  'compareServices',
  'servicePlan',
  'planWorkloads',
  'parseScenario',
  'formatIssues',
  'SCENARIO_VERSION',
  'migrateScenario',
  'LATEST_SCENARIO_VERSION',
  'defaultCatalogs',
];

/** Areas, each a namespace of one module (they grow with their module; the face does not). */
const NAMESPACES = [
  'scenario',
  'results',
  'units',
  'catalog',
  'fss',
  'bv',
  'dio',
  'lustre',
  'clients',
  'cost',
  'compare',
  'growth',
  'curves',
  'measurements',
  'profile',
  'workloads',
];

/** The types a consumer names at its call sites (engine/types.ts); the rest are in the namespaces. */
const TYPES = [
  'Scenario',
  'CompareScenario',
  'WorkloadsScenario',
  'Workload',
  'WorkloadService',
  'WorkloadsResult',
  'WorkloadAnswer',
  'WorkloadPlan',
  'WorkloadNote',
  'SharedMountTargets',
  'SharedLimit',
  'BillLine',
  'BillOfMaterials',
  'Catalogs',
  'Pricing',
  'MetadataRates',
  'FssRequirement',
  'FssWorkload',
  'FssDesign',
  'BvRequirement',
  'BvWorkload',
  'BvDesign',
  'DioRequirement',
  'DioWorkload',
  'DioDesign',
  'LustreRequirement',
  'LustreWorkload',
  'LustreDesign',
  'CompareRequirement',
  'ScenarioIssue',
  'IssueCode',
  'ParseResult',
  'BillBasis',
  'Chosen',
  'Growth',
  'DailyProfile',
  'DailyProfilePlan',
  'Migration',
  'PlanOutcome',
  'PlanResult',
  'OverTimeCompare',
  'OverTimePlan',
  'ServiceOverTime',
  'GrowthMonth',
  'GrowthRanking',
  'GrowthEvent',
  'Runway',
  'CompareResult',
  'CompareEntry',
  'CompareReason',
  'ServiceId',
  'Verdict',
  'VerdictCaveat',
  'FssRecommendation',
  'FssEvaluation',
  'FssOption',
  'Fss2019Recommendation',
  'Fss2019Evaluation',
  'ClientAssignment',
  'BvRecommendation',
  'BvEvaluation',
  'DioRecommendation',
  'DioEvaluation',
  'LustreRecommendation',
  'LustreEvaluation',
  'LustreOption',
  'LustreDesignOut',
  'LimitUse',
  'PlanWarning',
  'Remedy',
  'Severity',
  'Cost',
  'CostLine',
  'CostUnit',
  'Bottleneck',
  'Reason',
  'RemedyCode',
  'FssReason',
  'BvReason',
  'BvRuledOutCode',
  'DioRuledOutCode',
  'Concurrency',
  'ConcurrencyNeed',
  'PriceKey',
  'BillNote',
  'Basis',
  'Cited',
  'SourceId',
  'MountTargetType',
  'InstanceShape',
  'Price',
  'BvEditionId',
  'DioEditionId',
  'LustreTier',
  'TradeoffTopic',
  'CurveRow',
  'FssScalingCurve',
  'FssMountTargetCurve',
  'FssCapacityCurve',
  'FssMeasuredPoint',
  'BvScalingCurve',
  'BvLevelSeries',
  'DioMixCurve',
  'DioShapeSeries',
  'LatencyCurve',
  'ServiceUtilization',
  'LustreTierCurve',
  'Calibration',
  'CalibrationUse',
  'CalibrationStatus',
  'CalibratedFigure',
];

/** The names in the `export type { … }` lists of a module's text. */
function typeExports(source: string): string[] {
  return [...source.matchAll(/export type \{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

describe('the engine public face', () => {
  it('exports at run time exactly the documented entry points and namespaces', () => {
    expect(Object.keys(engine).sort()).toEqual([...ENTRY_POINTS, ...NAMESPACES].sort());
  });

  it('has each area as a namespace object, with members', () => {
    for (const name of NAMESPACES) {
      const area = (engine as unknown as Record<string, unknown>)[name];
      expect(typeof area, name).toBe('object');
      expect(Object.keys(area as object).length, name).toBeGreaterThan(0);
    }
    expect(typeof engine.curves.latencyCurve).toBe('function');
    expect(typeof engine.fss.recommendFileStorage).toBe('function');
    expect(engine.catalog.defaultCatalogs).toBe(engine.defaultCatalogs);
  });

  it('lists exactly the documented types, each once', () => {
    const listed = typeExports(readFileSync(new URL('./types.ts', import.meta.url), 'utf8'));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...TYPES].sort());
  });

  it('re-exports the types list and nothing else by type', () => {
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(index.match(/^export type .*$/gm)).toEqual(["export type * from './types.ts';"]);
  });
});
