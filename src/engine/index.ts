/**
 * The engine's public face: what the app, the command line and a portal use, kept narrow on
 * purpose (docs/engine-library.md lists it; `publicFace.test.ts` holds it to that list).
 *
 * A few entry points by name; the rest by area, as namespaces (`fss.recommendFileStorage`,
 * `catalog.sources`, `curves.latencyCurve`). A bundler keeps only the members a module reads,
 * so a namespace costs no more than the names in it that are used. The types consumers name
 * are listed in `types.ts`; the others come with their namespace.
 *
 * Loaded separately, not from here: `engine/validation/index.ts` and `engine/fio/index.ts`.
 */

// Plan one scenario, or compare the four services on one requirement.
export { planScenario } from './plan.ts';
export { compareServices, servicePlan } from './compare/index.ts';
// Several named workloads in one plan: shared mount targets, limits, one bill of materials (issue 26).
export { planWorkloads } from './workloads/index.ts';

// The scenario document: parse (never throws), upgrade an older version, its defaults.
export { parseScenario, formatIssues, SCENARIO_VERSION } from './scenario/index.ts';
export { migrateScenario, LATEST_SCENARIO_VERSION } from './scenario/migrations.ts';
export { defaultCatalogs } from '../catalog/index.ts';

// By area.
export * as scenario from './scenario/index.ts';
export * as results from './results/index.ts';
export * as units from './units.ts';
export * as catalog from '../catalog/index.ts';
export * as fss from './fss/index.ts';
export * as bv from './bv/index.ts';
export * as dio from './dio/index.ts';
export * as lustre from './lustre/index.ts';
export * as clients from './clients/index.ts';
export * as cost from './cost/index.ts';
export * as compare from './compare/index.ts';
// Measurements in, a workload out: OCI Monitoring, iostat, nfsiostat and CSV (issue 24).
export * as measurements from './measurements/index.ts';
// Planning over time: growth month by month, the runway, the bill over the horizon.
export * as growth from './growth/index.ts';
// A daily profile and what it costs: Block Volume auto-tune against fixed VPUs, the HPMT commitment.
export * as profile from './profile/index.ts';
// Several workloads in one plan: shared mount targets, per-AD limits, one bill of materials.
export * as workloads from './workloads/index.ts';
// What the charts draw. Only the lazily loaded chart modules read it, so it stays out of the
// first screen's bundle (vite.config.ts marks engine/curves free of side effects).
export * as curves from './curves/index.ts';

export type * from './types.ts';
