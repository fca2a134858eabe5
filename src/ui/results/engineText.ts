/**
 * The engine's result codes in the reader's language: each code selects a key under
 * `results.engine.*` (src/ui/i18n/<lang>/results.ts) and its params fill it in. The engine
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
} from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

const E = 'results.engine';
const plural: ReadonlySet<string> = new Set(results.pluralWarningCodes);

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
    if (key.endsWith('USD')) return f.usd(value);
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
  if (w.id === 'raid-invalid') options.rule = t(`${E}.raidRule.${String(w.params.raid)}`);
  return t(`${E}.warning.${w.id}`, options);
}

/** What binds: `results.engine.bottleneck.<model>.<limit>.sentence`, with its variant. */
export function bottleneckSentence(t: Translate, f: Formatters, b: Bottleneck): string {
  const options = formatParams(t, f, b.params);
  const key = `${E}.bottleneck.${b.model}.${b.limit}`;
  if (b.model === 'fss' && b.limit === 'backendIops') {
    const meta = Number(b.params.metadataBackendIops ?? 0);
    options.metadata = meta > 0 ? t(`${key}.metadata`, { iops: f.num(meta) }) : '';
  }
  if (b.model === 'dio' && b.limit === 'deviceIops') options.basis = t(`${E}.iopsBasis.${String(b.params.basis)}`);
  return t(`${key}.sentence`, options);
}

/** What would lift the binding limit. */
export function bottleneckLift(t: Translate, b: Bottleneck): string {
  return t(`${E}.bottleneck.${b.model}.${b.limit}.lift`);
}

function listOf(t: Translate, items: readonly string[], separator = `${E}.listSeparator`): string {
  return items.join(t(separator));
}

function fssReasonText(t: Translate, f: Formatters, r: FssReason): string {
  const { cheaper, binding, ...rest } = r.params;
  const items = cheaper.map((o) => t(`${E}.reason.fssCheaperItem`, formatParams(t, f, { ...o })));
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
      return fssReasonText(t, f, r);
    case 'bv-cheapest':
    case 'bv-tie':
    case 'bv-none':
      return bvReasonText(t, f, r);
    case 'dio-cheapest':
    case 'dio-previous':
    case 'dio-none':
      return t(`${E}.reason.${r.code}`, { ...formatParams(t, f, r.params), basis: t(`${E}.plannedOn.${r.params.basis}`) });
    case 'tier-fixed':
    case 'minimum-capacity':
    case 'capacity-carries':
    case 'throughput-sets-capacity': {
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

/** What a whole bill assumes or leaves out: `results.engine.billNote.<code>` (plural by clients). */
export function billNoteText(t: Translate, f: Formatters, note: BillNote): string {
  const options = formatParams(t, f, note.params);
  return note.code === 'clients-priced'
    ? t(`${E}.billNote.${note.code}`, { ...options, count: note.params.clients })
    : t(`${E}.billNote.${note.code}`, options);
}

type RemedyOf = import('../../engine/index.ts').DioRecommendation['remedies'][number];

/** What would make a design fit: `results.engine.remedy.<code>`, its variant as context. */
export function remedyText(t: Translate, f: Formatters, r: RemedyOf): string {
  return t(`${E}.remedy.${r.code}`, formatParams(t, f, r.params));
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
