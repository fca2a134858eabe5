/**
 * A plan of several workloads (the bill of materials) as one deployment: each group of shared
 * mount targets with the file systems of its workloads; each Block Volume or Dense I/O host and
 * each Lustre file system, planned once for the workloads that share it (the same summed
 * requirement `planWorkloads` plans); the per-AD limits to raise as notes; the bill of materials.
 */
import { defaultCatalogs } from '../../catalog/index.ts';
import type { ServiceId } from '../scenario/fields.ts';
import type { Catalogs, WorkloadsScenario } from '../scenario/schema.ts';
import { combineRequirements } from '../workloads/combine.ts';
import { planService } from '../workloads/service.ts';
import type { WorkloadAnswer, WorkloadsResult } from '../workloads/types.ts';
import { assemble } from './assemble.ts';
import { note } from './common.ts';
import { designOf, type SingleServiceResult } from './design.ts';
import { fssParts, type ServiceParts } from './fss.ts';
import type { CloudInit, DeployBill, DeployModel, DeployNote } from './model.ts';
import { lustreName, slugName, terraformName, uniqueName } from './names.ts';
import { serviceParts } from './service.ts';

const key = (s: string) => s.trim().toLowerCase();

/** The bill of materials as the deployment's bill. */
function bomBill(r: WorkloadsResult): DeployBill {
  const b = r.billOfMaterials;
  return {
    lines: b.lines.map((l) => ({
      item: l.item,
      code: l.code,
      params: l.params,
      quantity: l.quantity,
      unit: l.unit,
      unitUSD: l.unitUSD,
      monthlyUSD: l.monthlyUSD,
      workloads: l.workloads,
    })),
    monthlyUSD: b.totalMonthlyUSD,
    listMonthlyUSD: b.listMonthlyUSD,
    discountPercent: b.discountPercent,
    priceDate: b.priceBookDate,
    ...(b.currency ? { currency: b.currency } : {}),
  };
}

/**
 * The deployment of a plan of several workloads. `scenario` is the document the plan came from:
 * workloads sharing a host or a Lustre file system are planned together again from it, as
 * `planWorkloads` plans them (without it, each is built as planned alone, with a note).
 */
export function deployWorkloads(result: WorkloadsResult, scenario?: WorkloadsScenario, name?: string): DeployModel {
  const tfTaken = new Set<string>();
  const slugTaken = new Set<string>();
  const lustreTaken = new Set<string>();
  const naming = (n: string) => {
    const tfName = uniqueName(terraformName(n, 'workload'), tfTaken);
    tfTaken.add(tfName);
    const slug = uniqueName(slugName(n, 'workload'), slugTaken, '-');
    slugTaken.add(slug);
    return { tfName, slug };
  };
  const byName = new Map(result.workloads.map((w) => [w.name, w]));
  const parts: (ServiceParts & { cloudInit?: CloudInit })[] = [];
  const notes: DeployNote[] = [];
  for (const l of result.limits)
    if (l.increaseNeeded) notes.push(note('limit-increase', { limit: l.limit, used: l.used, allowed: l.allowed ?? 0, workloads: l.workloads.join(', ') }));
  for (const w of result.workloads) if (w.service === null || !w.fits) notes.push(note('not-feasible', { service: w.service ?? 'none', workload: w.name }));

  // File Storage: each group of shared mount targets, exporting the file systems of its workloads.
  const fssNamed = new Set<string>();
  result.fileStorage.mountTargets.forEach((g, i) => {
    const members = g.workloads.map((n) => byName.get(n)).filter((w): w is WorkloadAnswer => w !== undefined);
    const group = naming(g.workloads.length === 1 ? `${g.workloads[0]}` : `shared ${g.mountTargetType} ${i + 1}`);
    const fileSystems = members.map((w) => {
      fssNamed.add(w.name);
      return { ...naming(`${w.name} fs`), workloads: [w.name] };
    });
    const clients = members.reduce((s, w) => s + (assignmentClients(w) ?? 0), 0);
    const advised = members.flatMap((w) => w.plan?.warnings ?? []).find((x) => x.id === 'mount-options')?.params?.nconnect;
    const wantConnect = members.map((w) => requirementOf(scenario, w.name)?.nconnect).find((x) => x !== undefined);
    parts.push(
      fssParts({
        ...group,
        mountTargetType: g.mountTargetType,
        mountTargets: g.mountTargets,
        fileSystems,
        nconnect: wantConnect ?? (typeof advised === 'number' ? advised : null),
        clients: clients > 0 ? clients : null,
        notes: g.mountTargetType === 'standard' ? [] : [note('hpmt-commitment', { type: g.mountTargetType, mountTargets: g.mountTargets })],
      }),
    );
  });

  // Every other workload, once per shared host or Lustre file system.
  const done = new Set<string>();
  for (const w of result.workloads) {
    if (w.service === null || w.plan === null || done.has(w.name) || (w.service === 'file-storage' && fssNamed.has(w.name))) continue;
    const shared = w.notes.find((n) => n.code === 'shared-host' || n.code === 'shared-lustre');
    const together = shared ? [w.name, ...((shared.params.with as readonly string[] | undefined) ?? [])] : [w.name];
    together.forEach((n) => done.add(n));
    const plan = shared && scenario ? planTogether(scenario, w.service, together) : w.plan;
    if (shared && !scenario) notes.push(note('shared-plan', { workloads: together.join(', ') }));
    const toBuild = designOf(plan as SingleServiceResult);
    if (!toBuild) continue;
    const label = shared ? String(shared.params.name || w.name) : w.name;
    const names = naming(label);
    const lname = lustreName(label, lustreTaken);
    if (w.service === 'lustre') lustreTaken.add(lname);
    const p = serviceParts(
      toBuild,
      { ...names, workloads: together, host: names.tfName, lustreName: lname },
      { nconnect: requirementOf(scenario, w.name)?.nconnect },
    );
    if (p) parts.push(p);
  }
  const services = [...new Set(result.workloads.flatMap((w) => (w.service ? [w.service] : [])))];
  return assemble({ kind: 'workloads', services, name: name ?? scenario?.name ?? 'workloads' }, parts, bomBill(result), notes);
}

function assignmentClients(w: WorkloadAnswer): number | null {
  const a = (w.plan as { assignment?: { clients: number } | null } | null)?.assignment;
  return a ? a.clients : null;
}

function requirementOf(s: WorkloadsScenario | undefined, name: string) {
  return s?.workloads.find((w) => w.name === name)?.requirement;
}

/** The plan of workloads that share a host or a Lustre file system: their summed requirement, as `planWorkloads` plans it. */
function planTogether(s: WorkloadsScenario, service: ServiceId, names: readonly string[]) {
  const wanted = new Set(names.map(key));
  const rs = s.workloads.filter((w) => wanted.has(key(w.name))).map((w) => w.requirement);
  const ids: Required<Catalogs> = { ...defaultCatalogs, ...s.catalogs };
  return planService(service, combineRequirements(rs, service === 'lustre'), ids, s.pricing, undefined).plan;
}
