/**
 * A plan of several workloads (issue 26): each workload on the service asked or the cheapest
 * that fits; what they share planned together (File Storage mount targets, a Block Volume or
 * Dense I/O host, a Lustre file system); the per-AD limits counted once; one bill of materials.
 */
import { defaultCatalogs } from '../../catalog/index.ts';
import { compareServices, servicePlan } from '../compare/index.ts';
import type { CompareReason, CompareResult, ServiceId } from '../compare/types.ts';
import { clientCompute, type ClientCompute } from '../cost/wholeBill.ts';
import { mountTargetEdition, type FssRecommendation } from '../fss/index.ts';
import { fssRequirementOf } from '../compare/index.ts';
import { planOverTime } from '../growth/index.ts';
import type { Catalogs, Pricing, WorkloadsScenario } from '../scenario/schema.ts';
import { billOfMaterials } from './bill.ts';
import { combineRequirements } from './combine.ts';
import { shareMountTargets, type FssMember } from './fssShare.ts';
import { sharedLimits, type CarriedPlan } from './limits.ts';
import { planService, reasonsOf } from './service.ts';
import type { SharedLimit, WorkloadAnswer, WorkloadNote, WorkloadPlan, WorkloadsResult } from './types.ts';
import type { FssMountTargetEdition, SourceId } from '../../catalog/types.ts';

type Workload = WorkloadsScenario['workloads'][number];

interface Alone {
  readonly w: Workload;
  readonly service: ServiceId | null;
  readonly plan: WorkloadPlan | null;
  readonly compare: CompareResult | null;
  readonly why: readonly CompareReason[];
  readonly notes: WorkloadNote[];
}

/** One workload alone: the service asked (that service only, unless it grows) or the comparison's cheapest that fits. */
function planAlone(w: Workload, ids: Required<Catalogs>, catalogs: Catalogs | undefined, pricing: Pricing | undefined, grows: boolean): Alone {
  const r = w.requirement;
  if (w.service === 'cheapest' || grows) {
    const compare = compareServices(r, catalogs, pricing, null, w.chosen);
    if (w.service !== 'cheapest') {
      const entry = compare.entries.find((e) => e.service === w.service)!;
      return { w, service: w.service, plan: servicePlan(compare, w.service), compare, why: entry.why, notes: [] };
    }
    // The comparison's ranking; where it cannot name one (a bill it cannot complete), its ranking
    // on storage alone meanwhile, as the Compare headline says; else the first that fits.
    const service = compare.cheapest ?? compare.provisional?.service ?? compare.entries.find((e) => e.fits)?.service ?? null;
    if (service === null) return { w, service, plan: null, compare, why: [], notes: [{ code: 'none-fits', params: {} }] };
    const notes: WorkloadNote[] = compare.cheapest === null ? [{ code: 'cheapest-unranked', params: { service } }] : [];
    return { w, service, plan: servicePlan(compare, service), compare, why: [], notes };
  }
  const { plan, typeMissing } = planService(w.service, r, ids, pricing, w.chosen);
  return { w, service: w.service, plan, compare: null, why: reasonsOf(w.service, plan, r, ids, typeMissing), notes: [] };
}

const key = (s: string) => s.trim().toLowerCase();

/** Workloads on `service` grouped by a shared name (`host`, `lustreFileSystem`); a workload without one is its own group. */
function groupsBy(alone: readonly Alone[], service: ServiceId, nameOf: (w: Workload) => string | undefined): Alone[][] {
  const named = new Map<string, Alone[]>();
  const out: Alone[][] = [];
  for (const a of alone) {
    if (a.service !== service || a.plan === null) continue;
    const n = nameOf(a.w);
    if (n === undefined) {
      out.push([a]);
      continue;
    }
    const g = named.get(key(n));
    if (g) g.push(a);
    else {
      const fresh = [a];
      named.set(key(n), fresh);
      out.push(fresh);
    }
  }
  return out;
}

/** The scenario with the tenancy's own limits on every workload: every workload is planned against them. */
function withTenancy(scenario: WorkloadsScenario): WorkloadsScenario {
  const tenancy = scenario.tenancyLimits;
  return tenancy ? { ...scenario, workloads: scenario.workloads.map((w) => ({ ...w, requirement: { ...w.requirement, tenancyLimits: tenancy } })) } : scenario;
}

/** The File Storage workloads as members of the shared mount targets (`shareMountTargets`): a mount-target type the edition lacks left to it to choose. */
function fssMembers(onFss: readonly Alone[], fssEdition: FssMountTargetEdition): FssMember[] {
  return onFss.map((a) => {
    const req = fssRequirementOf(a.w.requirement);
    const typeOk = req.mountTargetType === undefined || fssEdition.mountTargets[req.mountTargetType] !== undefined;
    return {
      name: a.w.name,
      requirement: typeOk ? req : { ...req, mountTargetType: undefined },
      plan: a.plan as FssRecommendation,
      dedicated: a.w.dedicatedMountTargets ?? false,
    };
  });
}

/** How workloads on one service share a plan: by which name, whether their clients add up, and the note each gets. */
interface Sharing {
  readonly service: ServiceId;
  readonly nameOf: (w: Workload) => string | undefined;
  readonly sumClients: boolean;
  readonly note: 'shared-host' | 'shared-lustre';
}

/**
 * Hosts and Lustre file systems shared by name: one plan of the summed requirement
 * (`combineRequirements`); a workload of a group that does not fit together no longer `fits`.
 */
function carriedPlans(
  alone: readonly Alone[],
  fits: Map<Alone, boolean>,
  sharing: Sharing,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
): CarriedPlan[] {
  const { service, nameOf, sumClients, note } = sharing;
  return groupsBy(alone, service, nameOf).map((g) => {
    if (g.length === 1) return { plan: g[0]!.plan!, workloads: [g[0]!.w.name] };
    const r = combineRequirements(
      g.map((a) => a.w.requirement),
      sumClients,
    );
    const { plan, typeMissing } = planService(service, r, ids, pricing, undefined);
    const together = plan.feasible && reasonsOf(service, plan, r, ids, typeMissing).length === 0;
    const names = g.map((a) => a.w.name);
    for (const a of g) {
      if (!together) fits.set(a, false);
      a.notes.push({
        code: note,
        params: { name: (note === 'shared-host' ? a.w.host : a.w.lustreFileSystem) ?? '', with: names.filter((n) => n !== a.w.name) },
      });
    }
    return { plan, workloads: names };
  });
}

/** The client instances, where a shape was entered: a shared host once; Dense I/O hosts are the instances. */
function clientsOf(alone: readonly Alone[], pricing: Pricing | undefined): { compute: ClientCompute; workloads: string[] }[] {
  const clients: { compute: ClientCompute; workloads: string[] }[] = [];
  const hostsPriced = new Set<string>();
  for (const a of alone) {
    if (a.service === null || a.service === 'dense-io' || !a.w.requirement.clientShape) continue;
    if (a.service === 'block-volume' && a.w.host !== undefined) {
      if (hostsPriced.has(key(a.w.host))) continue;
      hostsPriced.add(key(a.w.host));
    }
    clients.push({ compute: clientCompute(a.w.requirement, pricing), workloads: [a.w.name] });
  }
  return clients;
}

/** One workload's answer: its service, whether it fits (with the note when the service asked does not), and its plan over time when it grows. */
function answerOf(a: Alone, fits: ReadonlyMap<Alone, boolean>, s: WorkloadsScenario): WorkloadAnswer {
  const growth = a.w.growth ?? s.growth;
  const notes = [...a.notes];
  if (a.service !== null && !fits.get(a) && a.w.service !== 'cheapest') notes.unshift({ code: 'service-does-not-fit', params: { service: a.service } });
  const answer: WorkloadAnswer = {
    name: a.w.name,
    asked: a.w.service,
    service: a.service,
    fits: fits.get(a) ?? false,
    compare: a.compare,
    plan: a.plan,
    why: a.why,
    notes,
  };
  return growth && a.compare ? { ...answer, overTime: planOverTime(a.w.requirement, growth, a.compare, s.pricing) } : answer;
}

/** The sources the plan stands on: the price list, each workload's comparison or plan, and the limits. */
function sourcesOf(alone: readonly Alone[], limits: readonly SharedLimit[]): SourceId[] {
  const sources = new Set<SourceId>(['S-PRICE']);
  for (const a of alone) for (const src of (a.compare ?? a.plan)?.sources ?? []) sources.add(src);
  for (const l of limits) for (const src of l.sources) sources.add(src);
  return [...sources];
}

/**
 * Plans a workloads scenario that passed `parseScenario`. Never throws. In order:
 * 1. Each workload alone (`planAlone`): a fixed service plans that service only, as the
 *    comparison does; `cheapest` runs the comparison and takes its cheapest that fits.
 * 2. File Storage: the mount targets the file systems share (`shareMountTargets`).
 * 3. Block Volume and Dense I/O workloads naming the same `host`, and Lustre workloads naming
 *    the same `lustreFileSystem`, planned once on their summed requirement (`combineRequirements`).
 * 4. The per-AD limits over all workloads (`sharedLimits`), the bill (`billOfMaterials`), and
 *    each growing workload's plan over time (`planOverTime`).
 */
export function planWorkloads(scenario: WorkloadsScenario): WorkloadsResult {
  const tenancy = scenario.tenancyLimits;
  const s = withTenancy(scenario);
  const pricing = s.pricing;
  const ids: Required<Catalogs> = { ...defaultCatalogs, ...s.catalogs };
  const alone = s.workloads.map((w) => planAlone(w, ids, s.catalogs, pricing, (w.growth ?? s.growth) !== undefined));
  const fits = new Map<Alone, boolean>(alone.map((a) => [a, a.plan !== null && a.plan.feasible && a.why.length === 0]));

  // File Storage: shared mount targets on a mount-target edition; the 2019 edition bills each alone.
  const fssEdition = mountTargetEdition(ids.fileStorage);
  const onFss = alone.filter((a) => a.service === 'file-storage' && a.plan !== null);
  const members: FssMember[] = fssEdition ? fssMembers(onFss, fssEdition) : [];
  const mountTargets = fssEdition ? shareMountTargets(members, fssEdition, pricing, tenancy?.mountTargetsPerAd) : [];

  const carried = (sharing: Sharing) => carriedPlans(alone, fits, sharing, ids, pricing);
  const bvPlans = carried({ service: 'block-volume', nameOf: (w) => w.host, sumClients: false, note: 'shared-host' });
  const dioPlans = carried({ service: 'dense-io', nameOf: (w) => w.host, sumClients: false, note: 'shared-host' });
  const lustrePlans = carried({ service: 'lustre', nameOf: (w) => w.lustreFileSystem, sumClients: true, note: 'shared-lustre' });
  const fss2019Plans: CarriedPlan[] = fssEdition ? [] : onFss.map((a) => ({ plan: a.plan!, workloads: [a.w.name] }));

  const stored = { gb: onFss.reduce((sum, a) => sum + (a.w.requirement.capacityGB ?? 0), 0), workloads: onFss.map((a) => a.w.name) };
  const bill = billOfMaterials(
    {
      fss: fssEdition ? { groups: mountTargets, edition: fssEdition, stored } : null,
      plans: [...fss2019Plans, ...bvPlans, ...dioPlans, ...lustrePlans],
      clients: clientsOf(alone, pricing),
    },
    pricing,
  );
  const limits = sharedLimits(mountTargets, fssEdition, bvPlans, dioPlans, lustrePlans, ids.blockVolume, tenancy?.mountTargetsPerAd);

  const workloads: WorkloadAnswer[] = alone.map((a) => answerOf(a, fits, s));
  return {
    service: 'workloads',
    mode: 'recommend',
    workloads,
    fileStorage: { mountTargets },
    limits,
    billOfMaterials: bill,
    feasible: workloads.every((w) => w.fits),
    assumptions: ['one-availability-domain'],
    sources: sourcesOf(alone, limits),
  };
}
