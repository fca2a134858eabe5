/**
 * A plan of several workloads in the store (issue 26). The form stays "the current workload":
 * `scenario` holds its requirement (and the plan-wide catalogs, prices, calibration); the list
 * holds every workload, the current one's requirement as it was when the form last left it.
 * `liveWorkloads` reads the list with the form's requirement in the current place, and
 * `planDocument` is the document the link, the session and an export carry: today's compare
 * scenario for a plan of one workload, a `workloads` scenario (`Versions.Workloads` on) for two or more.
 */
import type { Chosen, CompareRequirement, CompareScenario, Growth } from '../engine/index.ts';
import { scenario } from '../engine/index.ts';
import type { HeldForm, WorkloadEntry, WorkloadService } from './contract.ts';

export type { HeldForm, WorkloadEntry, WorkloadService };

export const WORKLOAD_SERVICES: readonly WorkloadService[] = ['cheapest', 'file-storage', 'block-volume', 'dense-io', 'lustre'];

/** The most workloads a plan holds, and the longest name (as the scenario's schema takes them). */
export const MAX_WORKLOADS = 50;
export const MAX_WORKLOAD_NAME = 80;

/** One workload as the scenario states it (version 6 on). */
export interface WorkloadDoc {
  readonly name: string;
  readonly service: WorkloadService;
  readonly requirement: CompareRequirement;
  readonly dedicatedMountTargets?: boolean;
  readonly host?: string;
  readonly lustreFileSystem?: string;
  readonly chosen?: Chosen;
  readonly growth?: Growth;
}

/** The version-6 plan of several workloads (`service: 'workloads'`). */
export interface WorkloadsDoc extends Omit<CompareScenario, 'service' | 'requirement' | 'chosen' | 'growth' | 'version' | 'calibration' | 'measured'> {
  readonly version: number;
  readonly service: 'workloads';
  readonly workloads: readonly WorkloadDoc[];
}

/** The parts of the store this module reads. */
export interface WorkloadsView {
  readonly scenario: CompareScenario;
  readonly workloads: readonly WorkloadEntry[];
  readonly currentWorkload: number;
}

/** The version the workloads scenario is written in: the latest (`Versions.Workloads` brought it). */
export const WORKLOADS_VERSION = scenario.LATEST_VERSION;

/** A name compared as the schema compares them (`workloadNameKey`: NFKC, without case and surrounding spaces). */
export const nameKey = (name: string): string => name.normalize('NFKC').trim().toLocaleLowerCase('en-US');

/** Why a name cannot be given to workload `index` (null when it can). */
export function nameProblem(list: readonly WorkloadEntry[], name: string, index: number): 'empty' | 'tooLong' | 'taken' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_WORKLOAD_NAME) return 'tooLong';
  const key = nameKey(trimmed);
  return list.some((w, i) => i !== index && nameKey(w.name) === key) ? 'taken' : null;
}

/** The first free name of the form `<base> <n>`, counting from `from`. */
export function freeName(list: readonly WorkloadEntry[], base: string, from = list.length + 1): string {
  const taken = new Set(list.map((w) => nameKey(w.name)));
  for (let n = from; ; n++) {
    const name = `${base} ${n}`.slice(0, MAX_WORKLOAD_NAME);
    if (!taken.has(nameKey(name))) return name;
  }
}

/** A fresh id for the list. */
export function nextWorkloadId(list: readonly WorkloadEntry[]): string {
  const used = new Set(list.map((w) => w.id));
  for (let n = list.length + 1; ; n++) if (!used.has(`w${n}`)) return `w${n}`;
}

const lives = new WeakMap<readonly WorkloadEntry[], { scenario: CompareScenario; current: number; live: readonly WorkloadEntry[] }>();

/** The list with the form's requirement, choices and growth in the current place (the same array while nothing changed). */
export function liveWorkloads(s: WorkloadsView): readonly WorkloadEntry[] {
  const current = s.workloads[s.currentWorkload];
  if (!current) return s.workloads;
  const cached = lives.get(s.workloads);
  if (cached && cached.scenario === s.scenario && cached.current === s.currentWorkload) return cached.live;
  const entry = withScenario(current, s.scenario);
  const live = entry === current ? s.workloads : s.workloads.map((w, i) => (i === s.currentWorkload ? entry : w));
  lives.set(s.workloads, { scenario: s.scenario, current: s.currentWorkload, live });
  return live;
}

/** An entry with a scenario's requirement, choices and growth (the same entry when nothing differs). */
export function withScenario(entry: WorkloadEntry, scenario: CompareScenario): WorkloadEntry {
  if (entry.requirement === scenario.requirement && entry.chosen === scenario.chosen && entry.growth === scenario.growth) return entry;
  const { chosen: _c, growth: _g, ...rest } = entry;
  return {
    ...rest,
    requirement: scenario.requirement,
    ...(scenario.chosen ? { chosen: scenario.chosen } : {}),
    ...(scenario.growth ? { growth: scenario.growth } : {}),
  };
}

/** The compare scenario of one workload: the plan's shared parts with its requirement. */
export function scenarioOf(plan: CompareScenario, entry: WorkloadEntry): CompareScenario {
  const { chosen: _c, growth: _g, workloadName: _n, ...rest } = plan;
  return {
    ...rest,
    requirement: entry.requirement,
    ...(entry.chosen ? { chosen: entry.chosen } : {}),
    ...(entry.growth ? { growth: entry.growth } : {}),
  };
}

/** One workload as the scenario document states it. */
export function workloadDoc(w: WorkloadEntry): WorkloadDoc {
  return {
    name: w.name.trim(),
    service: w.service,
    requirement: w.requirement,
    ...(w.dedicatedMountTargets ? { dedicatedMountTargets: true } : {}),
    ...(w.host ? { host: w.host } : {}),
    ...(w.lustreFileSystem ? { lustreFileSystem: w.lustreFileSystem } : {}),
    ...(w.chosen ? { chosen: w.chosen } : {}),
    ...(w.growth ? { growth: w.growth } : {}),
  };
}

/**
 * The version-6 document of a list (two or more workloads). A plan of workloads has no place for
 * a fio calibration, a measurement's origin or a daily profile (the version-6 schema): those stay
 * with the form.
 */
export function workloadsDocOf(scenario: CompareScenario, list: readonly WorkloadEntry[]): WorkloadsDoc {
  const {
    requirement: _r,
    chosen: _c,
    growth: _g,
    service: _s,
    version: _v,
    calibration: _cal,
    measured: _m,
    profile: _p,
    workloadName: _n,
    ...shared
  } = scenario;
  return { ...shared, version: WORKLOADS_VERSION, service: 'workloads', workloads: list.map(workloadDoc) };
}

const docs = new WeakMap<readonly WorkloadEntry[], { scenario: CompareScenario; doc: WorkloadsDoc }>();

/**
 * What the link, the session and an export carry: the compare scenario as today for one
 * workload, the version-6 plan for two or more (the same object while nothing changed).
 */
export function planDocument(s: WorkloadsView): CompareScenario | WorkloadsDoc {
  if (s.workloads.length < 2) return withWorkloadName(s.scenario, s.workloads[0]?.name);
  const list = liveWorkloads(s);
  const cached = docs.get(list);
  if (cached && cached.scenario === s.scenario) return cached.doc;
  const doc = workloadsDocOf(s.scenario, list);
  docs.set(list, { scenario: s.scenario, doc });
  return doc;
}

/** The name the store gives a plan's first workload until the user names it (left out of a document). */
export const DEFAULT_WORKLOAD_NAME = 'Workload 1';

const named = new WeakMap<CompareScenario, { name: string | undefined; doc: CompareScenario }>();

/**
 * A plan of one workload as a document: the compare scenario with the workload's name in its
 * optional `workloadName` (none while it has the store's default name); the same object while
 * neither changes.
 */
export function withWorkloadName(scenario: CompareScenario, name: string | undefined): CompareScenario {
  const given = name === undefined || name.trim() === DEFAULT_WORKLOAD_NAME || name.trim() === '' ? undefined : name.trim();
  if (given === scenario.workloadName) return scenario;
  const cached = named.get(scenario);
  if (cached && cached.name === given) return cached.doc;
  const { workloadName: _n, ...rest } = scenario;
  const doc = given === undefined ? rest : { ...rest, workloadName: given };
  named.set(scenario, { name: given, doc });
  return doc;
}

/** The list of one workload for a compare scenario (a plan of one: today's screen), named as the scenario names it. */
export function singleWorkload(scenario: CompareScenario, name = scenario.workloadName ?? DEFAULT_WORKLOAD_NAME): readonly WorkloadEntry[] {
  return [withScenario({ id: 'w1', name, service: 'cheapest', requirement: scenario.requirement }, scenario)];
}

/** The list of a version-6 document's workloads, ids fresh. */
export function entriesOf(workloads: readonly WorkloadDoc[]): readonly WorkloadEntry[] {
  return workloads.map((w, i) => ({ ...w, id: `w${i + 1}` }));
}
