/**
 * Deploy a plan (issue 41): a single service's plan, a comparison's chosen (or cheapest)
 * service, or a plan of several workloads, as a model of the resources to build, their
 * arguments, the order they are applied in, the variables the tenancy fills in, and the steps
 * taken by hand. The writers in `src/deploy/` turn it into Terraform and a Resource Manager stack.
 */
import { servicePlan } from '../compare/index.ts';
import type { CompareResult } from '../compare/types.ts';
import type { DailyProfilePlan } from '../profile/types.ts';
import type { Cost } from '../results/parts.ts';
import type { ServiceId } from '../scenario/fields.ts';
import type { WorkloadsScenario } from '../scenario/schema.ts';
import type { WorkloadsResult } from '../workloads/types.ts';
import { assemble } from './assemble.ts';
import { designOf, type SingleServiceResult } from './design.ts';
import type { DeployBill, DeployModel } from './model.ts';
import { lustreName, slugName, terraformName } from './names.ts';
import { serviceParts } from './service.ts';
import { deployWorkloads } from './workloads.ts';

export * from './model.ts';
export { terraformName, slugName, lustreName } from './names.ts';
export { lustreCapacityInGbs, lustrePerformanceTier } from './lustre.ts';
export { requestedGbps, RAISE_VARIABLE } from './fss.ts';
export { UHP_MIN_VPUS_PER_GB } from './bv.ts';
export { deployWorkloads } from './workloads.ts';

export interface DeployOptions {
  /** The name resources are named after (a workload's name); `plan` when absent. */
  readonly name?: string;
  /** A comparison: the service to build (the cheapest that fits, else the first that fits, when absent). */
  readonly service?: ServiceId;
  /** The nconnect the clients mount with, when the scenario sets one (else the plan's advice). */
  readonly nconnect?: number;
  /** A plan of several workloads: the scenario it came from (to plan shared hosts together). */
  readonly scenario?: WorkloadsScenario;
}

/** The plan's own bill (the cost of what the deployment builds), line by line. */
export function costBill(cost: Cost): DeployBill {
  return {
    lines: cost.lines.map((l) => ({
      item: l.sku,
      code: l.code,
      params: l.params,
      quantity: l.quantity,
      unit: l.unit,
      unitUSD: l.unitPriceUSD,
      monthlyUSD: l.monthlyUSD,
      workloads: [],
    })),
    monthlyUSD: cost.complete ? cost.monthlyUSD : null,
    listMonthlyUSD: cost.complete ? cost.listMonthlyUSD : null,
    discountPercent: cost.discountPercent,
    priceDate: cost.priceDate,
    ...(cost.currency ? { currency: cost.currency } : {}),
  };
}

/** The service a comparison builds: the one asked, else the cheapest that fits, else the first that fits, else the closest. */
export function serviceToDeploy(c: CompareResult, asked?: ServiceId): ServiceId {
  return asked ?? c.cheapest ?? c.entries.find((e) => e.fits)?.service ?? c.closest ?? 'file-storage';
}

/**
 * The deployment of any result `planScenario` returns: one service's plan (recommend or
 * evaluate, any edition), a comparison (the service `options.service`, or the cheapest), or a
 * plan of several workloads. Null for a result with nothing to build (a Dense I/O shape the
 * catalog no longer has). Never throws on a result the planner returned.
 */
export function deployPlan(result: { readonly service: string }, options: DeployOptions = {}): DeployModel | null {
  if (result.service === 'workloads') return deployWorkloads(result as WorkloadsResult, options.scenario, options.name);
  let plan = result as SingleServiceResult;
  let kind: DeployModel['source']['kind'] = 'service';
  let autotune: { defaultVpusPerGB: number; maxVpusPerGB: number } | null = null;
  if (result.service === 'compare') {
    const c = result as CompareResult & { readonly profile?: DailyProfilePlan };
    const service = serviceToDeploy(c, options.service);
    plan = servicePlan(c, service);
    kind = 'compare';
    const a = c.profile?.autotune;
    const bv = c.blockVolume.design;
    if (service === 'block-volume' && a && a.autotuneMonthlyUSD < a.fixedMonthlyUSD && a.volumes === bv.volumes && a.volumeSizeGB === bv.volumeSizeGB) {
      autotune = { defaultVpusPerGB: a.defaultVpusPerGB, maxVpusPerGB: a.maximumVpusPerGB };
    }
  }
  const toBuild = designOf(plan);
  if (!toBuild) return null;
  const name = options.name ?? 'plan';
  const tfName = terraformName(name, 'plan');
  const slug = slugName(name, 'plan');
  const parts = serviceParts(toBuild, { tfName, slug, workloads: [name], lustreName: lustreName(name, new Set()) }, { nconnect: options.nconnect, autotune });
  if (!parts) return null;
  const model = assemble({ kind, services: [toBuild.design.service], name }, [parts], costBill(plan.cost), []);
  return model;
}
