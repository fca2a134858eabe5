/**
 * The engine's result codes in the reader's language: each code selects a key under
 * `results.engine.*` (src/ui/i18n/<lang>/engine/) and its params fill it in. The engine
 * returns no words; nothing here reads words either. The only work done here is formatting:
 * numbers for the locale (`…USD` as money, `…IoSizeKiB` as "4 KiB"), catalog ids as names in
 * the reader's language (a mount-target type, a performance level), a `variant` as the
 * i18next context and `count` as the plural selector, and lists of structured items (the
 * cheaper mount-target types, the ruled-out levels) joined by the language's separator.
 *
 * The panels and the command line (`--text`) both word results through these functions.
 */
import {
  catalog,
  results,
  type BillNote,
  type Bottleneck,
  type BvReason,
  type BvRuledOutCode,
  type CompareReason,
  type CostLine,
  type CostUnit,
  type DioRuledOutCode,
  type FssReason,
  type MountTargetType,
  type PlanWarning,
  type Reason,
  type Remedy,
} from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

const E = 'results.engine';
const plural: ReadonlySet<string> = new Set(results.pluralWarningCodes);

/**
 * Texts whose wording depends on a figure the engine does not name `count`: the param that
 * selects the plural form (`_one` / `_other`), by warning id, bottleneck (`<model>.<limit>`)
 * and bill note. The engine's own plural warnings (`pluralWarningCodes`) carry `count`.
 */
export const countParams = {
  warning: {
    'hpmt-commitment': 'mountTargets',
    'client-ocpus-assumed': 'ocpus',
    'concurrency-needed': 'neededPerClient',
    'uhp-shape': 'ocpus',
    'instance-ocpus-assumed': 'ocpus',
    'bv-concurrency': 'outstanding',
    'lustre-performance-unit-inferred': 'units',
    'lustre-client-network-short': 'clients',
    'lustre-concurrency-short': 'clients',
  },
  bottleneck: {
    'fss.clientNetworkRead': 'clients',
    'fss.clientNetworkWrite': 'clients',
    'fss.concurrency': 'clients',
    'bv.concurrency': 'outstanding',
    'dio.deviceIops': 'writePenalty',
  },
  billNote: {
    'clients-priced': 'ocpus',
    'client-ocpus-assumed': 'ocpus',
  },
  lustreBinding: {
    clientNetworkRead: 'clients',
    clientNetworkWrite: 'clients',
    concurrency: 'clients',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** Whether a warning's words have plural forms (by the engine's `count` or by `countParams`). */
export function isPluralWarning(id: string): boolean {
  return plural.has(id) || id in countParams.warning;
}

/** The count of a text keyed in `table`, from its params, when the table names one. */
function countOf(table: Readonly<Record<string, string>>, key: string, params: Readonly<Record<string, unknown>>): number | undefined {
  const name = table[key];
  const value = name === undefined ? undefined : params[name];
  return typeof value === 'number' ? value : undefined;
}

/** A mount-target type by id, in the reader's language ("Standard", "通常"). */
export function mountTargetName(t: Translate, type: MountTargetType | string): string {
  return t(`${E}.mountTarget.${type}`);
}

const levelsById = new Map(Object.values(catalog.bvEditions).flatMap((e) => e.levels.map((l) => [l.id, l] as const)));

/**
 * A Block Volume performance level by id; an Ultra High Performance level is named with its
 * VPUs per GB unless `family` asks for the family alone (the design text adds the VPUs itself).
 */
export function levelName(t: Translate, id: string, family = false): string {
  const level = levelsById.get(id);
  if (level?.needsMultipath) return family ? t(`${E}.level.uhpFamily`) : t(`${E}.level.uhp`, { vpus: level.vpusPerGB.value });
  return t(`${E}.level.${id}`);
}

/**
 * An engine param for the words: numbers formatted (money, I/O sizes, plain figures), a
 * mount-target type and a performance level named; other strings (shape, RAID level, edition,
 * source ids) as they are.
 */
function formatParam(t: Translate, f: Formatters, key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    // A unit price (0.0005 a performance unit, 0.0625 a GB-month) keeps its digits; a bill is in dollars or cents.
    if (key === 'unitPriceUSD' || key === 'perGBMonthUSD') return f.unitUsd(value);
    if (key.endsWith('USD')) return f.usd(value);
    if (key.endsWith('TiB')) return f.tib(value);
    if (key === 'ioSizeKiB' || key.endsWith('IoSizeKiB')) return f.ioSize(value);
    return f.num(value);
  }
  if (typeof value === 'string' && key === 'type') return mountTargetName(t, value);
  if (typeof value === 'string' && key === 'level') return levelName(t, value);
  return value;
}

/** Params formatted for a template; `variant` becomes the context, `count` stays a number for plurals. */
export function formatParams(t: Translate, f: Formatters, params: Readonly<Record<string, unknown>>, usePlural = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === 'variant') out.context = v;
    else if (k === 'count') {
      if (usePlural) out.count = v;
    } else out[k] = formatParam(t, f, k, v);
  }
  return out;
}

/** A warning in words: `results.engine.warning.<id>`, its variant as context, plural by `count`. */
export function warningText(t: Translate, f: Formatters, w: PlanWarning): string {
  const options = formatParams(t, f, w.params, plural.has(w.id));
  const count = countOf(countParams.warning, w.id, w.params);
  if (count !== undefined) options.count = count;
  if (w.id === 'raid-invalid') options.rule = t(`${E}.raidRule.${String(w.params.raid)}`);
  // Whose limit a limit increase is measured against: the tenancy's own (entered) or the documents' default.
  if (w.id === 'limit-increase') options.whose = t(`${E}.limitWhose.${w.params.tenancy === true ? 'tenancy' : 'default'}`);
  return t(`${E}.warning.${w.id}`, options);
}

/** What binds: `results.engine.bottleneck.<model>.<limit>.sentence`, with its variant. */
export function bottleneckSentence(t: Translate, f: Formatters, b: Bottleneck): string {
  const options = formatParams(t, f, b.params);
  const key = `${E}.bottleneck.${b.model}.${b.limit}`;
  const count = countOf(countParams.bottleneck, `${b.model}.${b.limit}`, b.params);
  if (count !== undefined) options.count = count;
  if (b.model === 'fss' && b.limit === 'backendIops') {
    const meta = Number(b.params.metadataBackendIops ?? 0);
    options.metadata = meta > 0 ? t(`${key}.metadata`, { iops: f.num(meta) }) : '';
  }
  if (b.model === 'dio' && b.limit === 'deviceIops') options.basis = t(`${E}.iopsBasis.${String(b.params.basis)}`);
  return t(`${key}.sentence`, options);
}

/** What would make a design that fits nothing carry the requirement: `results.engine.remedy.<code>`, its variant as context. */
export function remedyText(t: Translate, f: Formatters, r: Remedy): string {
  return t(`${E}.remedy.${r.code}`, formatParams(t, f, r.params));
}

/** What binds a Lustre design: `results.lustre.binding.<limit>`, plural by its clients. */
export function lustreBindingText(t: Translate, f: Formatters, b: { readonly limit: string; readonly params: Readonly<Record<string, unknown>> }): string {
  const options = formatParams(t, f, b.params);
  const count = countOf(countParams.lustreBinding, b.limit, b.params);
  if (count !== undefined) options.count = count;
  return t(`results.lustre.binding.${b.limit}`, options);
}

/** What would lift the binding limit: for a Block Volume per-volume limit, the levers that lift it for this design (`params.lever`). */
export function bottleneckLift(t: Translate, b: Bottleneck): string {
  if (b.model === 'bv' && typeof b.params.lever === 'string') return t(`${E}.bottleneck.bv.lever.${b.params.lever}`);
  return t(`${E}.bottleneck.${b.model}.${b.limit}.lift`);
}

function listOf(t: Translate, items: readonly string[], separator = `${E}.listSeparator`): string {
  return items.join(t(separator));
}

function fssReasonText(t: Translate, f: Formatters, r: FssReason): string {
  const { cheaper, binding, ...rest } = r.params;
  const items = cheaper.map((o) => t(`${E}.reason.fssCheaperItem`, { ...formatParams(t, f, { ...o }), count: o.mountTargets }));
  return t(`${E}.reason.${r.code}`, {
    ...formatParams(t, f, rest),
    limit: t(`${E}.countLimit.${binding}`),
    cheaper: items.length > 0 ? t(`${E}.reason.fssCheaper`, { items: listOf(t, items) }) : '',
  });
}

/** Why an option is ruled out. */
export function bvRuledOutText(t: Translate, f: Formatters, code: BvRuledOutCode, volumes: number): string {
  return t(`${E}.optionReason.bv.${code}`, { volumes: f.int(volumes) });
}

export function dioRuledOutText(t: Translate, code: DioRuledOutCode): string {
  return t(`${E}.optionReason.dio.${code}`);
}

function bvReasonText(t: Translate, f: Formatters, r: BvReason): string {
  const { ruledOut, ...rest } = r.params;
  const groups = ruledOut.map((g) => {
    const reason = bvRuledOutText(t, f, g.reason, g.volumes);
    const names = g.levels.map((id) => levelName(t, id));
    return names.length > 2
      ? t(`${E}.reason.bvRuledOutRange`, { count: names.length, first: names[0], last: names[names.length - 1], reason })
      : t(`${E}.reason.bvRuledOutItem`, { levels: names.join(t(`${E}.reason.bvLevelsJoin`)), reason });
  });
  return t(`${E}.reason.${r.code}`, {
    ...formatParams(t, f, rest),
    ruledOut: groups.length > 0 ? t(`${E}.reason.bvRuledOut`, { list: listOf(t, groups, `${E}.reason.bvGroupSeparator`) }) : '',
  });
}

/** Why this design, for any answer. */
export function reasonText(t: Translate, f: Formatters, r: Reason): string {
  switch (r.code) {
    case 'fss-fixed':
    case 'fss-only':
    case 'fss-within':
    case 'fss-over':
    case 'fss-none':
    case 'fss-chosen':
      return fssReasonText(t, f, r);
    case 'bv-cheapest':
    case 'bv-tie':
    case 'bv-none':
    case 'bv-chosen':
      return bvReasonText(t, f, r);
    case 'dio-cheapest':
    case 'dio-previous':
    case 'dio-none':
    case 'dio-chosen':
      return t(`${E}.reason.${r.code}`, { ...formatParams(t, f, r.params), basis: t(`${E}.plannedOn.${r.params.basis}`) });
    case 'tier-fixed':
    case 'minimum-capacity':
    case 'capacity-carries':
    case 'throughput-sets-capacity':
    case 'lustre-chosen': {
      const { setBy: _setBy, nextTier, nextCapacityGB, nextMonthlyUSD, ...rest } = r.params;
      const reason = t(`${E}.reason.${r.code}`, formatParams(t, f, rest));
      if (nextTier === undefined) return reason;
      return reason + t(`${E}.reason.lustreRunnerUp`, formatParams(t, f, { nextTier, nextCapacityGB, nextMonthlyUSD }));
    }
    case 'fss2019-capacity':
      return t(`${E}.reason.${r.code}`, formatParams(t, f, r.params));
  }
}

/**
 * Why a service does not fit, in the comparison: a critical warning is worded as the warning
 * itself (found by id among the service's warnings), the others from their codes.
 */
export function compareReasonText(t: Translate, f: Formatters, r: CompareReason, warnings: readonly PlanWarning[]): string {
  if (r.code === 'critical-warning') {
    const w = warnings.find((x) => x.id === r.params.warning && x.severity === 'critical');
    return w ? warningText(t, f, w) : t(`${E}.warning.${r.params.warning}`);
  }
  return t(`${E}.compare.${r.code}`, formatParams(t, f, r.params));
}

/** A cost line's item. */
export function costLineText(t: Translate, f: Formatters, line: Pick<CostLine, 'code' | 'params'>): string {
  return t(`${E}.costLine.${line.code}`, formatParams(t, f, line.params));
}

/** A unit of a quantity or a price. */
export function unitText(t: Translate, unit: CostUnit): string {
  return t(`${E}.unit.${unit}`);
}

/** What a whole bill assumes or leaves out: `results.engine.billNote.<code>` (plural by OCPUs where it counts them). */
export function billNoteText(t: Translate, f: Formatters, note: BillNote): string {
  const options = formatParams(t, f, note.params);
  const count = countOf(countParams.billNote, note.code, note.params);
  if (count !== undefined) options.count = count;
  return t(`${E}.billNote.${note.code}`, options);
}

/**
 * What an incomplete bill misses and how to supply it (`results.compare.missing.<code>`): a
 * price the feed lacks names its override key; storage without a shape says so plainly.
 */
export function missingPriceText(t: Translate, f: Formatters, note: BillNote): string {
  const options = formatParams(t, f, note.params);
  if (note.code === 'storage-unpriced' && typeof note.params.shape !== 'string')
    return t('results.compare.missing.storage-unpriced-plain', { service: t(`results.service.${String(note.params.service ?? '')}`) });
  return t(`results.compare.missing.${note.code}`, options);
}
