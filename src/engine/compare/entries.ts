/**
 * Steps 3 and 4 of a comparison (`compareServices`): each service's entry, what keeps it from
 * fitting, its verdict and caveats, its monthly storage cost and its whole bill with the clients.
 */
import { latencyFacts } from '../../catalog/index.ts';
import { instancePriceKey } from '../cost/instancePrice.ts';
import { clientCompute, clientsReplaceable, wholeBill } from '../cost/wholeBill.ts';
import { lustreEdition, lustreLatencyCarried } from '../lustre/index.ts';
import type { PlanWarning } from '../results/parts.ts';
import { caveatsOf, verdictOf, type VerdictCaveat } from '../results/verdict.ts';
import type { BillBasis, Catalogs, CompareRequirement, Pricing } from '../scenario/schema.ts';
import { usToMs } from '../units.ts';
import { dioBillNotes } from './dio.ts';
import type { PlannedServices } from './planServices.ts';
import { latencyReason, type CompareEntry, type CompareReason, type ServiceId } from './types.ts';

/** A critical warning keeps an entry from fitting: each is a reason. */
function critical(warnings: readonly PlanWarning[]): CompareReason[] {
  return warnings.filter((w) => w.severity === 'critical').map((w) => ({ code: 'critical-warning', params: { warning: w.id } }));
}

/** What every entry is weighed against: the requirement's sharing, clients and latency ceiling, and the clients' bill. */
interface EntryContext {
  readonly shared: boolean;
  readonly clients: number;
  readonly maxLatency: number | undefined;
  readonly clientsCost: ReturnType<typeof clientCompute>;
  readonly pricing: Pricing | undefined;
  readonly kinds: Readonly<Record<ServiceId, Parameters<typeof wholeBill>[0]>>;
}

/** One service's plan as the comparison weighs it. */
interface EntryPlan {
  readonly fitsDesign: boolean;
  readonly monthlyUSD: number | null;
  readonly why: CompareReason[];
  readonly sharedAccess: boolean;
  readonly latencyMs: number;
  readonly caveats: VerdictCaveat[];
  readonly billExtra?: Parameters<typeof wholeBill>[4];
  readonly latencyCarried?: boolean;
}

/**
 * An entry: it fits when its design does and nothing else keeps it from fitting (no shared
 * access when shared access is asked with more than one client; a latency, ms, above the
 * ceiling asked); its verdict and caveats; its whole bill (`wholeBill`).
 */
function entryOf(ctx: EntryContext, service: ServiceId, p: EntryPlan): CompareEntry {
  const { shared, clients, maxLatency } = ctx;
  const { fitsDesign, monthlyUSD, why, sharedAccess, latencyMs, caveats, billExtra = {}, latencyCarried = false } = p;
  const reasons = [...why];
  if (shared && clients > 1 && !sharedAccess) reasons.push({ code: 'not-shared', params: { clients } });
  const slow = latencyReason(latencyMs, maxLatency, latencyCarried);
  if (slow) reasons.push(slow);
  const fits = fitsDesign && reasons.length === 0;
  const bill = wholeBill(ctx.kinds[service], monthlyUSD, ctx.clientsCost, ctx.pricing, billExtra);
  return { service, fits, verdict: verdictOf(fits, caveats), caveats: fits ? caveats : [], monthlyUSD, bill, why: reasons, sharedAccess, latencyMs };
}

/**
 * The four entries, in the comparison's order. Latency is the measured one where a calibration
 * applies, else the stated bound (File Storage fss-2024-11 "I/O Latency", carried for Lustre;
 * Block Volume bv-seed; local NVMe oci-2019-10). Dense I/O's cost counts only when its price is
 * complete, and its price stands in for the clients only where a host can run their work.
 */
export function compareEntries(
  r: CompareRequirement,
  planned: PlannedServices,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
  basis: BillBasis,
  missing: readonly CompareReason[],
): CompareEntry[] {
  const { fss, bv, dio, lfs, calibration: calibrationUse } = planned;
  const measuredMs = (service: ServiceId, stated: number) =>
    calibrationUse?.status === 'applied' && calibrationUse.service === service ? usToMs(calibrationUse.latencyUs) : stated;
  const lat = latencyFacts;
  const ctx: EntryContext = {
    shared: r.sharedAccess ?? false,
    clients: r.clients ?? 1,
    maxLatency: r.maxLatencyMs,
    clientsCost: clientCompute(r, pricing),
    pricing,
    // A Dense I/O price stands in for the clients only where a Dense I/O host can run their work.
    kinds: {
      'file-storage': 'clients',
      'block-volume': 'bv-hosts',
      'dense-io': clientsReplaceable(r) ? 'dio-hosts' : 'dio-beside-clients',
      lustre: 'clients',
    },
  };
  return [
    entryOf(ctx, 'file-storage', {
      fitsDesign: fss.feasible,
      monthlyUSD: fss.cost.monthlyUSD,
      why: [...missing, ...critical(fss.warnings)],
      sharedAccess: true,
      latencyMs: measuredMs('file-storage', lat.fssMs.value),
      caveats: caveatsOf(fss.loads, fss.warnings, fss.targetUtilizationPercent),
    }),
    entryOf(ctx, 'block-volume', {
      fitsDesign: bv.feasible,
      monthlyUSD: bv.cost.monthlyUSD,
      why: critical(bv.warnings),
      sharedAccess: false,
      latencyMs: measuredMs('block-volume', lat.bvMs.value),
      caveats: caveatsOf(bv.loads, bv.warnings, bv.targetUtilizationPercent),
    }),
    entryOf(ctx, 'dense-io', {
      fitsDesign: dio.feasible,
      monthlyUSD: dio.cost.complete ? dio.cost.monthlyUSD : null,
      why: critical(dio.warnings),
      sharedAccess: false,
      latencyMs: measuredMs('dense-io', lat.nvmeMs.value),
      caveats: caveatsOf(dio.loads, dio.warnings, dio.targetUtilizationPercent),
      billExtra: { notes: dioBillNotes(r, dio, basis), unpriced: { service: 'dense-io', shape: dio.design.shape, key: instancePriceKey(dio.design.shape) } },
    }),
    entryOf(ctx, 'lustre', {
      fitsDesign: lfs.feasible,
      monthlyUSD: lfs.cost.monthlyUSD,
      why: critical(lfs.warnings),
      sharedAccess: true,
      latencyMs: measuredMs('lustre', lustreEdition(ids.lustre).latencyMs.value),
      caveats: caveatsOf(lfs.loads, lfs.warnings, lfs.targetUtilizationPercent),
      // Carried from File Storage, unless a run of the user's measured it.
      latencyCarried: lustreLatencyCarried(ids.lustre) && !(calibrationUse?.status === 'applied' && calibrationUse.service === 'lustre'),
    }),
  ];
}
