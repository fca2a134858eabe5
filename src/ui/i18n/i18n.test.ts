/**
 * The Japanese resources against the English ones, and the engine's sentences against their
 * Japanese translations.
 *
 * 1. Keys: every English key has a Japanese one and the other way round. Plurals are compared
 *    the way i18next resolves them: English `x_one` / `x_other` is one key `x` whose Japanese
 *    form is `x_other` (Japanese has that plural category only).
 * 2. Interpolation: the same `{{variables}}` on both sides (for a plural, the union of the
 *    English forms).
 * 3. Translated: no empty Japanese value where English has text, and none left identical to
 *    English, except for product names and units (TERMS) that stay in Latin letters.
 * 4. Engine sentences (`results.engine.*`, Japanese only: English shows the engine's own text):
 *    every warning id in src/engine, every bottleneck of every answer and every reason has a
 *    Japanese text, and the engine's output on a few hundred generated requirements is
 *    rendered the way the panels render it, with every key found and every variable supplied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bvCatalogIds,
  compareServices,
  dioCatalogIds,
  evaluateBlockVolume,
  evaluateDenseIo,
  evaluateFileStorage,
  evaluateLustre,
  recommendLustre,
  fssCatalogIds,
  recommendBlockVolume,
  recommendDenseIo,
  recommendFileStorage,
  type BvRecommendation,
  type Catalogs,
  type CompareRequirement,
  type CompareResult,
  type DioRecommendation,
  type PlanWarning,
} from '../../engine/index.ts';
import { bvRequirementArb, compareRequirementArb, dioRequirementArb, fssRequirementArb, mountTargetCatalogIds } from '../../../tests/fixtures/factories.ts';
import { whyTexts } from '../results/CompareTable.tsx';
import { isCapacityScaled, serviceDesignText, type AnyFssRecommendation } from '../results/designText.ts';
import { bvExplanationExtra, bvReasonParams, dioExplanationExtra, dioReasonParams, dioWarningExtras, fssExplanationExtra, fssReasonParams } from '../results/engineParams.ts';
import { bottleneckLift, bottleneckSentence, phraseText, reasonText, warningText, type AnswerKind, type WarningExtras } from '../results/engineText.ts';
import { makeFormatters } from '../results/format.ts';
import type { Translate } from './useT.ts';
import enFio from './en/fio.ts';
import { i18n, loadLanguage, resources } from './index.ts';
import jaFio from './ja/fio.ts';

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    throw new Error(`${prefix}: not a string (${String(value)})`);
  }
  return out;
}

// The fio words are not i18next resources (the fio bundle and the CLI read them directly), but
// they follow the same rules: checked with the rest.
const en = flatten({ ...(resources.en!.translation as object), fio: enFio });
// Japanese is a chunk of its own, loaded when chosen.
if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');
const ja = flatten({ ...(i18n.getResourceBundle('ja', 'translation') as object), fio: jaFio });

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Japanese-only keys: the engine's sentences, whose English is the engine's own text. */
const ENGINE = 'results.engine.';

/**
 * Product names and units that stay in Latin letters in Japanese text: a Japanese value equal
 * to the English one is accepted when nothing but these (and {{variables}}) has letters.
 */
const TERMS = ['File Storage', 'Block Volume', 'Dense I/O', 'Oracle Database OLTP', 'E-Business Suite', 'HPMT', 'OCPU', 'IOPS', 'RAID', 'nconnect', 'MB/s', 'GB', 'TB', 'KiB', 'MiB', 'VPU'];

function variables(text: string): Set<string> {
  return new Set([...text.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)].map((m) => m[1]!));
}

const sorted = (s: Iterable<string>) => [...s].sort();

/** English keys as Japanese expects them: a plural group becomes `<base>_other`, with all its English forms. */
function expectedJapanese(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of en) {
    const base = key.replace(PLURAL, '');
    const jaKey = base === key ? key : `${base}_other`;
    out.set(jaKey, [...(out.get(jaKey) ?? []), value]);
  }
  return out;
}

function latinLeft(text: string): boolean {
  let rest = text.replace(/{{[^}]*}}/g, ' ');
  for (const term of TERMS) rest = rest.split(term).join(' ');
  return /[A-Za-z]/.test(rest);
}

describe('Japanese resources mirror the English ones', () => {
  const expected = expectedJapanese();

  it('have every English key (plurals as `_other`)', () => {
    const missing = [...expected.keys()].filter((k) => !ja.has(k));
    expect(missing).toEqual([]);
  });

  it('have no key English lacks (outside results.engine)', () => {
    const extra = [...ja.keys()].filter((k) => !k.startsWith(ENGINE) && !expected.has(k));
    expect(extra).toEqual([]);
  });

  it('use the same interpolation variables as English', () => {
    const differ: string[] = [];
    for (const [key, forms] of expected) {
      const jaValue = ja.get(key);
      if (jaValue === undefined) continue;
      const want = sorted(new Set(forms.flatMap((v) => [...variables(v)])));
      const got = sorted(variables(jaValue));
      if (want.join() !== got.join()) differ.push(`${key}: en {${want.join(', ')}} ja {${got.join(', ')}}`);
    }
    expect(differ).toEqual([]);
  });

  it('translate every text: nothing empty, nothing left in English but product names and units', () => {
    const untranslated: string[] = [];
    for (const [key, forms] of expected) {
      const jaValue = ja.get(key);
      if (jaValue === undefined) continue;
      if (jaValue.trim() === '' && forms.some((v) => v.trim() !== '')) untranslated.push(`${key}: empty`);
      if (forms.includes(jaValue) && jaValue.length > 3 && latinLeft(jaValue)) untranslated.push(`${key}: "${jaValue}"`);
    }
    for (const [key, value] of ja) if (key.startsWith(ENGINE) && value.trim() === '') untranslated.push(`${key}: empty`);
    expect(untranslated).toEqual([]);
  });

  it('is offered as a language, and i18next resolves Japanese plurals to `_other`', () => {
    expect(i18n.options.supportedLngs).toContain('ja');
    const t = i18n.getFixedT('ja');
    expect(t('results.pinned.clients', { count: 1, value: '1' })).toBe('クライアント 1 台');
    expect(t('results.pinned.clients', { count: 5, value: '5' })).toBe('クライアント 5 台');
  });
});

// ------------------------------------------------------------------ engine sentences

const engineDir = join(import.meta.dirname, '../../engine');

/** Every warning id the engine can emit: each `id: '…', severity:` in its sources. */
function engineWarningIds(): string[] {
  const ids = new Set<string>();
  for (const file of readdirSync(engineDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(engineDir, file), 'utf8');
    for (const m of text.matchAll(/\bid: '([a-z0-9-]+)',\s*severity:/g)) ids.add(m[1]!);
  }
  return sorted(ids);
}

/** The limits each answer's bottleneck can name (fssWords.ts, fss2019.ts, blockVolume.ts, denseIo.ts). */
const BOTTLENECKS: Readonly<Record<AnswerKind, readonly string[]>> = {
  fss: ['backendIops', 'readBandwidth', 'writeBandwidth', 'sharedBandwidth', 'connections', 'clientNetworkRead', 'clientNetworkWrite', 'concurrency'],
  fss2019: ['backendIops', 'readBandwidth', 'writeBandwidth'],
  bv: ['volumeIops', 'volumeThroughput', 'instanceIops', 'instanceThroughput', 'attachments', 'hostIops', 'hostThroughput', 'concurrency'],
  dio: ['deviceIops', 'usableCapacity'],
};

const CONTEXTS = /_(critical|warning|info|read|write|mixed|sla|extrapolated|fixed|only|within|over|ruledOut|none|previous|tie)$/;

const jaT = i18n.getFixedT('ja') as unknown as (key: string, options?: Record<string, unknown>) => string;

/** The Japanese template i18next picks for a key with these options (context, then plain). */
function template(key: string, options: Readonly<Record<string, unknown>>): string | undefined {
  const context = typeof options.context === 'string' && options.context ? options.context : undefined;
  const plural = options.count !== undefined;
  const candidates = [
    context && plural ? `${key}_${context}_other` : '',
    context ? `${key}_${context}` : '',
    plural ? `${key}_other` : '',
    key,
  ].filter(Boolean);
  for (const k of candidates) {
    const value = i18n.getResource('ja', 'translation', k) as unknown;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

interface Seen {
  readonly keys: Set<string>;
  readonly problems: string[];
}

/** A Japanese `t` that records every engine key and checks it resolves with all its variables. */
function recorder(seen: Seen): Translate {
  return (key, options = {}) => {
    const text = jaT(key, { ...options, interpolation: { escapeValue: false } });
    if (key.startsWith(ENGINE)) {
      const raw = template(key, options);
      const context = typeof options.context === 'string' ? `_${options.context}` : '';
      seen.keys.add(`${key}${context}`);
      if (raw === undefined) {
        seen.problems.push(`missing: ${key}${context} (English: "${String(options.defaultValue)}")`);
      } else {
        // An empty raw template is a part left out on purpose (none in ja today).
        const absent = [...variables(raw)].filter((v) => options[v] === undefined);
        if (absent.length > 0) seen.problems.push(`${key}${context}: no value for {{${absent.join('}}, {{')}}} in "${raw}"`);
      }
    }
    if (/{{|undefined|NaN/.test(text)) seen.problems.push(`${key}: "${text}"`);
    return text;
  };
}

const f = makeFormatters('ja');

function warningsOf(t: Translate, warnings: readonly PlanWarning[], extras: WarningExtras = {}) {
  for (const w of warnings) warningText(t, w, f, extras[w.id]);
}

function fssTexts(t: Translate, rec: AnyFssRecommendation) {
  const kind = isCapacityScaled(rec) ? 'fss2019' : 'fss';
  const extra = fssExplanationExtra(t, f, rec);
  bottleneckSentence(t, kind, rec.evaluation.explanation, f, extra);
  bottleneckLift(t, kind, rec.evaluation.explanation, f, extra);
  reasonText(t, kind, rec.reason, fssReasonParams(t, f, rec));
  warningsOf(t, rec.warnings);
  for (const l of rec.cost.lines) {
    phraseText(t, 'costLine', l.label);
    phraseText(t, 'unit', l.unit);
  }
}

function bvTexts(t: Translate, rec: BvRecommendation) {
  const extra = bvExplanationExtra(f, rec);
  bottleneckSentence(t, 'bv', rec.evaluation.explanation, f, extra);
  bottleneckLift(t, 'bv', rec.evaluation.explanation, f, extra);
  reasonText(t, 'bv', rec.reason, bvReasonParams(t, f, rec));
  warningsOf(t, rec.warnings);
  for (const o of rec.alternatives) if (o.reason) phraseText(t, 'optionReason', o.reason);
  for (const l of rec.cost.lines) {
    phraseText(t, 'costLine', l.label);
    phraseText(t, 'unit', l.unit);
  }
}

function dioTexts(t: Translate, rec: DioRecommendation) {
  const extra = dioExplanationExtra(t, rec);
  bottleneckSentence(t, 'dio', rec.evaluation.explanation, f, extra);
  bottleneckLift(t, 'dio', rec.evaluation.explanation, f, extra);
  reasonText(t, 'dio', rec.reason, dioReasonParams(t, f, rec));
  warningsOf(t, rec.warnings, dioWarningExtras(rec));
  for (const o of rec.alternatives) if (o.reason) phraseText(t, 'optionReason', o.reason);
  for (const l of rec.cost.lines) {
    phraseText(t, 'costLine', l.label);
    phraseText(t, 'unit', l.unit);
  }
  if (rec.cost.note) phraseText(t, 'costNote', rec.cost.note);
}

function compareTexts(t: Translate, result: CompareResult, requirement: CompareRequirement) {
  fssTexts(t, result.fileStorage);
  bvTexts(t, result.blockVolume);
  dioTexts(t, result.denseIo);
  warningsOf(t, result.lustre.warnings);
  for (const e of result.entries) {
    whyTexts(t, f, result, e, requirement);
    serviceDesignText(t, f, result, e.service);
    t(`results.engine.durability.${e.service}`, { defaultValue: e.durability });
    t(`results.engine.latency.${e.service}`, { defaultValue: e.latency });
  }
}

const SEED = 20_240_611;

function sample<T>(arb: fc.Arbitrary<T>, n: number, seed = SEED): T[] {
  return fc.sample(arb, { numRuns: n, seed });
}

/** Requirements chosen to reach the rarer warnings and bottlenecks. */
const handPicked: ReadonlyArray<{ requirement: CompareRequirement; catalogs?: Catalogs }> = [
  { requirement: { ioSizeKiB: 4, readIops: 5_000_000, writeIops: 500_000, capacityGB: 900_000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 2, maxLatencyMs: 0.01, raid: '6', basis: 'typical', sharedAccess: true } },
  { requirement: { ioSizeKiB: 1024, readMBps: 40_000, writeMBps: 20_000, capacityGB: 5_000, clients: 100, nconnect: 16, inTransitEncryption: true, mountTargetType: 'hpmt-80' } },
  { requirement: { ioSizeKiB: 64, readMBps: 500, capacityGB: 100 }, catalogs: { fileStorage: 'fss-2019-10' } },
  { requirement: { ioSizeKiB: 8, readMBps: 10, writeMBps: 10, capacityGB: 100, raid: '10', metadataOpsPerSecond: { getattr: 5_000_000 } }, catalogs: { fileStorage: 'fss-2023-08', denseIo: 'dio-2019-10' } },
  { requirement: { ioSizeKiB: 16, writeIops: 300_000, capacityGB: 2_000_000, clientShape: 'VM.Standard2.4', raid: '1', basis: 'typical' }, catalogs: { denseIo: 'dio-2019-10' } },
];

describe('the engine’s sentences in Japanese', () => {
  it('have a Japanese text for every warning id in src/engine', () => {
    const ids = engineWarningIds();
    expect(ids.length).toBeGreaterThan(30);
    // A warning worded by count has its Japanese as the plural form.
    const missing = ids.filter((id) => !i18n.exists(`results.engine.warning.${id}`, { lng: 'ja' }) && !i18n.exists(`results.engine.warning.${id}_other`, { lng: 'ja' }));
    expect(missing).toEqual([]);
  });

  it('translate no warning id the engine does not have', () => {
    const ids = new Set(engineWarningIds());
    const unknown = [...ja.keys()]
      .filter((k) => k.startsWith(`${ENGINE}warning.`))
      .map((k) => k.slice(`${ENGINE}warning.`.length))
      .filter((id) => !ids.has(id) && !ids.has(id.replace(CONTEXTS, '')) && !ids.has(id.replace(PLURAL, '')));
    expect(unknown).toEqual([]);
  });

  it('have a sentence and a way out for every bottleneck of every answer, and every reason', () => {
    const missing: string[] = [];
    for (const [kind, limits] of Object.entries(BOTTLENECKS)) {
      for (const limit of limits) {
        for (const part of ['sentence', 'lift']) {
          const key = `${ENGINE}bottleneck.${kind}.${limit}.${part}`;
          if (!ja.has(key)) missing.push(key);
        }
      }
      if (!ja.has(`${ENGINE}reason.${kind}`)) missing.push(`${ENGINE}reason.${kind}`);
    }
    for (const service of ['file-storage', 'block-volume', 'dense-io']) {
      for (const group of ['durability', 'latency']) if (!ja.has(`${ENGINE}${group}.${service}`)) missing.push(`${ENGINE}${group}.${service}`);
    }
    expect(missing).toEqual([]);
  });

  it('tell a mount-target type the user fixed from one the planner chose (the engine says so only in words)', () => {
    const t = i18n.getFixedT('ja') as unknown as Translate;
    const fixed = recommendFileStorage(undefined, { ioSizeKiB: 64, readMBps: 500, mountTargetType: 'hpmt-20' })!;
    const free = recommendFileStorage(undefined, { ioSizeKiB: 64, readMBps: 500 })!;
    expect(fssReasonParams(t, f, fixed).context).toBe('fixed');
    expect(fssReasonParams(t, f, free).context).not.toBe('fixed');
    expect(reasonText(t, 'fss', fixed.reason, fssReasonParams(t, f, fixed))).toContain('指定どおり');
  });

  it('render every warning, bottleneck, reason and phrase of generated plans with all their variables', () => {
    const seen: Seen = { keys: new Set(), problems: [] };
    const t = recorder(seen);
    const catalogs = sample(fc.record({ fileStorage: fc.constantFrom(...fssCatalogIds), blockVolume: fc.constantFrom(...bvCatalogIds), denseIo: fc.constantFrom(...dioCatalogIds) }), 200);
    sample(compareRequirementArb(), 200).forEach((requirement, i) => compareTexts(t, compareServices(requirement, catalogs[i]), requirement));
    for (const { requirement, catalogs: c } of handPicked) compareTexts(t, compareServices(requirement, c), requirement);
    for (const catalog of bvCatalogIds) for (const r of sample(bvRequirementArb(catalog), 60)) bvTexts(t, recommendBlockVolume(catalog, r)!);
    for (const catalog of dioCatalogIds) for (const r of sample(dioRequirementArb(), 60)) dioTexts(t, recommendDenseIo(catalog, r)!);
    for (const catalog of mountTargetCatalogIds) {
      for (const r of sample(fssRequirementArb({ catalog }), 60)) {
        const rec = recommendFileStorage(catalog, r);
        if (rec) fssTexts(t, rec);
      }
    }
    // Warnings only the evaluate mode reaches (the CLI shows them; a recommendation is sized past them).
    const crowded = evaluateFileStorage(undefined, { mountTargetType: 'standard', mountTargets: 1 }, { readPercent: 50, ioSizeKiB: 64, clients: 20_000, nconnect: 16, metadataOpsPerSecond: { getattr: 10_000_000 } })!;
    warningsOf(t, crowded.warnings);
    bottleneckSentence(t, 'fss', crowded.explanation, f);
    warningsOf(t, evaluateDenseIo('dio-current', { shape: 'BM.DenseIO1.36', raid: '10' }, { readPercent: 70, ioSizeKiB: 4 })!.warnings);
    warningsOf(t, evaluateFileStorage(undefined, { mountTargetType: 'standard', mountTargets: 4 }, { readPercent: 50, ioSizeKiB: 64, clients: 2 })!.warnings);
    // A UHP volume at one of its printed 8 KB sizes.
    const printed = evaluateBlockVolume('bv-current', { volumes: 1, volumeSizeGB: 100, performanceLevel: 'uhp-120' }, { ioSizeKiB: 8 })!;
    warningsOf(t, printed.warnings);
    // Lustre: data beyond a capacity that is not a step; clients short of network and concurrency; data far below the minimum.
    warningsOf(t, evaluateLustre(undefined, { performanceTierMBpsPerTB: 125, capacityGB: 1 }, { readPercent: 100, ioSizeKiB: 4, capacityGB: 100_000 }).warnings);
    warningsOf(t, recommendLustre(undefined, { readMBps: 50_000, ioSizeKiB: 1024, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1, threadsPerClient: 1, queueDepth: 1 }).warnings);
    warningsOf(t, recommendLustre(undefined, { readMBps: 10, ioSizeKiB: 1024, capacityGB: 100, clients: 1 }).warnings);

    expect([...new Set(seen.problems)]).toEqual([]);

    // The samples reach every warning and every bottleneck, so each text above was checked.
    const seenWarnings = new Set([...seen.keys].filter((k) => k.startsWith(`${ENGINE}warning.`)).map((k) => k.slice(`${ENGINE}warning.`.length).replace(CONTEXTS, '')));
    expect(engineWarningIds().filter((id) => !seenWarnings.has(id))).toEqual([]);
    const seenBottlenecks = new Set([...seen.keys].filter((k) => k.startsWith(`${ENGINE}bottleneck.`)).map((k) => k.replace(CONTEXTS, '').replace(/\.(sentence|lift)$/, '')));
    const unseen = Object.entries(BOTTLENECKS).flatMap(([kind, limits]) => limits.map((l) => `${ENGINE}bottleneck.${kind}.${l}`)).filter((k) => !seenBottlenecks.has(k));
    // Hard limits (connections, attachments) are left out of the binding choice, so they never
    // show up; their texts are there for an engine that names them. Every other one must.
    expect(unseen.filter((k) => !/\.(connections|attachments)$/.test(k))).toEqual([]);
  }, 120_000);
});

describe('interpolation', () => {
  it('leaves values unescaped for React to escape (no &quot; in a scenario name)', () => {
    const name = 'Tier "A" <prod> & more';
    expect(i18n.t('results.report.titleNamed', { name, lng: 'en' })).toBe(`OCI storage capacity plan: ${name}`);
  });
});
