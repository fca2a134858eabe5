/**
 * The Japanese resources against the English ones, and the engine's result codes against both.
 *
 * 1. Keys: every English key has a Japanese one and the other way round. Plurals are compared
 *    the way i18next resolves them: English `x_one` / `x_other` is one key `x` whose Japanese
 *    form is `x_other` (Japanese has that plural category only).
 * 2. Interpolation: the same `{{variables}}` on both sides (for a plural, the union of the
 *    English forms).
 * 3. Translated: no empty Japanese value where English has text, and none left identical to
 *    English, except for product names and units (TERMS) that stay in Latin letters.
 * 4. Engine codes (`results.engine.*`): every code of every union the engine exports (warnings
 *    with their variants and plural forms, bottlenecks, reasons, ruled-out options, comparison
 *    reasons, cost lines and units) has its text in English and in Japanese, and the engine's
 *    output on a few hundred generated requirements is worded the way the panels word it, in
 *    both languages, with every key found and every variable supplied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareServices,
  results,
  scenario,
  compare,
  cost,
  bv,
  dio,
  fss,
  lustre,
  catalog,
  type Catalogs,
  type CompareRequirement,
  type CompareResult,
  type PlanWarning,
} from '../../engine/index.ts';
import { bvRequirementArb, compareRequirementArb, dioRequirementArb, fssRequirementArb, mountTargetCatalogIds } from '../../../tests/fixtures/factories.ts';
import { whyTexts } from '../results/CompareTable.tsx';
import { serviceDesignText } from '../results/designText.ts';
import {
  billNoteText,
  bottleneckLift,
  bottleneckSentence,
  bvRuledOutText,
  costLineText,
  countParams,
  dioRuledOutText,
  isPluralWarning,
  lustreBindingText,
  missingPriceText,
  reasonText,
  remedyText,
  unitText,
  warningText,
} from '../results/engineText.ts';
import { makeFormatters, type Formatters } from '../results/format.ts';
import type { Translate } from './useT.ts';
import { countDisagreements } from '../../../tests/fixtures/countWords.ts';
import enCatalogNotes from './en/catalogNotes.ts';
import enFio from './en/fio.ts';
import { i18n, loadLanguage, resources } from './index.ts';
import jaFio from './ja/fio.ts';
import enMeasurements from './en/measurements.ts';
import jaMeasurements from './ja/measurements.ts';
import { everyCountAtOne } from '../../../tests/fixtures/requirements.ts';

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

// The fio and measurement words are not i18next resources (the fio bundle, the import and the
// CLI read them directly), but they follow the same rules: checked with the rest.
const en = flatten({ ...(resources.en!.translation as object), fio: enFio, measurements: enMeasurements, catalogNotes: enCatalogNotes });
// Japanese is a chunk of its own, loaded when chosen.
if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');
const ja = flatten({ ...(i18n.getResourceBundle('ja', 'translation') as object), fio: jaFio, measurements: jaMeasurements });

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ENGINE = 'results.engine.';

/**
 * Product names and units that stay in Latin letters in Japanese text: a Japanese value equal
 * to the English one is accepted when nothing but these (and {{variables}}) has letters.
 */
const TERMS = [
  // Oracle's English product names are the Japanese UI's service names too (issue 22 item 11).
  'File Storage with Lustre',
  'File Storage',
  'Block Volume',
  'Dense I/O',
  'Oracle Database OLTP',
  'E-Business Suite',
  'HPMT',
  'OCPU',
  'IOPS',
  'RAID',
  'nconnect',
  'MB/s',
  'GB',
  'TB',
  'KiB',
  'MiB',
  'VPU',
];

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

  it('have no key English lacks', () => {
    const extra = [...ja.keys()].filter((k) => !expected.has(k));
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
    expect(untranslated).toEqual([]);
  });

  it('is offered as a language, and i18next resolves Japanese plurals to `_other`', () => {
    expect(i18n.options.supportedLngs).toContain('ja');
    const t = i18n.getFixedT('ja');
    expect(t('results.pinned.clients', { count: 1, value: '1' })).toBe('クライアント 1 台');
    expect(t('results.pinned.clients', { count: 5, value: '5' })).toBe('クライアント 5 台');
  });
});

// ------------------------------------------------------------------ engine codes

const variantsOf = (table: Readonly<Record<string, readonly string[]>>, key: string): readonly string[] => table[key] ?? [];

/**
 * Every key the engine's codes need, in English terms (`_one` and `_other` for a plural): built
 * from the `as const` arrays the engine exports, so a new code without words fails here.
 */
function engineKeys(): string[] {
  const keys: string[] = [];
  const forms = (base: string, plural: boolean) => (plural ? [`${base}_one`, `${base}_other`] : [base]);
  for (const id of results.warningCodes) {
    const variants = variantsOf(results.warningVariants, id);
    const bases = variants.length > 0 ? variants.map((v) => `${ENGINE}warning.${id}_${v}`) : [`${ENGINE}warning.${id}`];
    for (const base of bases) keys.push(...forms(base, isPluralWarning(id)));
  }
  for (const [model, limits] of Object.entries(results.bottleneckLimits)) {
    for (const limit of limits) {
      const key = `${ENGINE}bottleneck.${model}.${limit}`;
      const variants = variantsOf(results.bottleneckVariants, `${model}.${limit}`);
      const plural = `${model}.${limit}` in countParams.bottleneck;
      const bases = variants.length > 0 ? variants.map((v) => `${key}.sentence_${v}`) : [`${key}.sentence`];
      keys.push(...bases.flatMap((b) => forms(b, plural)), `${key}.lift`);
    }
  }
  for (const lever of results.bvVolumeLevers) keys.push(`${ENGINE}bottleneck.bv.lever.${lever}`);
  for (const codes of Object.values(results.reasonCodes)) for (const code of codes) keys.push(`${ENGINE}reason.${code}`);
  for (const code of results.bvRuledOutCodes) keys.push(`${ENGINE}optionReason.bv.${code}`);
  for (const code of results.dioRuledOutCodes) keys.push(`${ENGINE}optionReason.dio.${code}`);
  for (const code of compare.compareReasonCodes) if (code !== 'critical-warning') keys.push(`${ENGINE}compare.${code}`);
  for (const code of results.costLineCodes) keys.push(`${ENGINE}costLine.${code}`);
  for (const code of results.costNoteCodes) keys.push(`${ENGINE}costNote.${code}`);
  // Notes that count OCPUs have plural forms.
  for (const code of cost.billNoteCodes) keys.push(...forms(`${ENGINE}billNote.${code}`, code in countParams.billNote));
  for (const topic of ['protocol', 'clientSoftware'] as const)
    for (const s of ['file-storage', 'block-volume', 'dense-io', 'lustre']) keys.push(`${ENGINE}tradeoff.${topic}.${s}`);
  for (const unit of results.costUnits) keys.push(`${ENGINE}unit.${unit}`);
  for (const type of catalog.mountTargetTypes) keys.push(`${ENGINE}mountTarget.${type}`);
  for (const raid of catalog.raidLevels) keys.push(`${ENGINE}raidRule.${raid}`);
  for (const service of ['file-storage', 'block-volume', 'dense-io', 'lustre']) keys.push(`${ENGINE}durability.${service}`, `${ENGINE}latency.${service}`);
  return keys;
}

/** The Japanese form of an English key: `x_one` / `x_other` are `x_other`. */
const japaneseKey = (key: string) => (PLURAL.test(key) ? key.replace(PLURAL, '_other') : key);

describe('the engine’s codes have words in English and Japanese', () => {
  const keys = engineKeys();

  it('every code of every union (with its variants and plural forms)', () => {
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
    expect([...new Set(keys.map(japaneseKey))].filter((k) => !ja.has(k))).toEqual([]);
  });

  it('no warning text for a code the engine does not have', () => {
    const known = new Set(keys);
    const unknown = [...en.keys()].filter((k) => k.startsWith(`${ENGINE}warning.`) && !known.has(k));
    expect(unknown).toEqual([]);
  });
});

/** The template i18next picks for a key with these options (context and plural, then plainer keys). */
function template(lng: 'en' | 'ja', key: string, options: Readonly<Record<string, unknown>>): string | undefined {
  const context = typeof options.context === 'string' && options.context ? options.context : undefined;
  const count = typeof options.count === 'number' ? options.count : undefined;
  const form = count === undefined ? undefined : lng === 'en' && count === 1 ? 'one' : 'other';
  const candidates = [context && form ? `${key}_${context}_${form}` : '', context ? `${key}_${context}` : '', form ? `${key}_${form}` : '', key].filter(
    Boolean,
  );
  for (const k of candidates) {
    const value = i18n.getResource(lng, 'translation', k) as unknown;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

interface Seen {
  readonly keys: Set<string>;
  readonly problems: string[];
  /** Every text worded, for the checks on counts. */
  readonly texts: string[];
}

/** A `t` that records every engine key and checks it resolves with all its variables. */
function recorder(lng: 'en' | 'ja', seen: Seen): Translate {
  const fixed = i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, options = {}) => {
    const text = fixed(key, { ...options });
    if (key.startsWith(ENGINE)) {
      const raw = template(lng, key, options);
      const context = typeof options.context === 'string' ? `_${options.context}` : '';
      seen.keys.add(`${key}${context}`);
      if (raw === undefined) {
        seen.problems.push(`${lng} missing: ${key}${context}`);
      } else {
        const absent = [...variables(raw)].filter((v) => options[v] === undefined);
        if (absent.length > 0) seen.problems.push(`${lng} ${key}${context}: no value for {{${absent.join('}}, {{')}}} in "${raw}"`);
      }
    }
    if (/{{|undefined|NaN|\[object/.test(text) || text === key) seen.problems.push(`${lng} ${key}: "${text}"`);
    seen.texts.push(text);
    return text;
  };
}

interface Words {
  readonly t: Translate;
  readonly f: Formatters;
}

function warningsOf(w: Words, warnings: readonly PlanWarning[]) {
  for (const x of warnings) warningText(w.t, w.f, x);
}

function costOf(w: Words, cost: CompareResult['fileStorage']['cost']) {
  for (const l of cost.lines) {
    costLineText(w.t, w.f, l);
    unitText(w.t, l.unit);
  }
  if (cost.note) w.t(`${ENGINE}costNote.${cost.note}`);
}

function fssTexts(w: Words, rec: CompareResult['fileStorage']) {
  bottleneckSentence(w.t, w.f, rec.evaluation.explanation);
  bottleneckLift(w.t, rec.evaluation.explanation);
  reasonText(w.t, w.f, rec.reason);
  if ('remedies' in rec) for (const r of rec.remedies) remedyText(w.t, w.f, r);
  warningsOf(w, rec.warnings);
  costOf(w, rec.cost);
}

function bvTexts(w: Words, rec: CompareResult['blockVolume']) {
  bottleneckSentence(w.t, w.f, rec.evaluation.explanation);
  bottleneckLift(w.t, rec.evaluation.explanation);
  reasonText(w.t, w.f, rec.reason);
  warningsOf(w, rec.warnings);
  for (const o of rec.alternatives) if (o.reason) bvRuledOutText(w.t, w.f, o.reason, o.volumes);
  costOf(w, rec.cost);
}

function dioTexts(w: Words, rec: CompareResult['denseIo']) {
  bottleneckSentence(w.t, w.f, rec.evaluation.explanation);
  bottleneckLift(w.t, rec.evaluation.explanation);
  reasonText(w.t, w.f, rec.reason);
  warningsOf(w, rec.warnings);
  for (const o of rec.alternatives) if (o.reason) dioRuledOutText(w.t, o.reason);
  for (const r of rec.remedies) remedyText(w.t, w.f, r);
  costOf(w, rec.cost);
}

function compareTexts(w: Words, result: CompareResult) {
  fssTexts(w, result.fileStorage);
  bvTexts(w, result.blockVolume);
  dioTexts(w, result.denseIo);
  reasonText(w.t, w.f, result.lustre.reason);
  warningsOf(w, result.lustre.warnings);
  costOf(w, result.lustre.cost);
  for (const n of result.missingPrices) missingPriceText(w.t, w.f, n);
  for (const e of result.entries) {
    for (const n of e.bill.notes) billNoteText(w.t, w.f, n);
    whyTexts(w.t, w.f, result, e);
    serviceDesignText(w.t, w.f, result, e.service);
    w.t(`${ENGINE}durability.${e.service}`);
    w.t(`${ENGINE}latency.${e.service}`);
  }
}

const SEED = 20_240_611;

function sample<T>(arb: fc.Arbitrary<T>, n: number, seed = SEED): T[] {
  return fc.sample(arb, { numRuns: n, seed });
}

/** Requirements chosen to reach the rarer warnings and bottlenecks. */
const handPicked: ReadonlyArray<{ requirement: CompareRequirement; catalogs?: Catalogs }> = [
  {
    requirement: {
      ioSizeKiB: 4,
      readIops: 5_000_000,
      writeIops: 500_000,
      capacityGB: 900_000,
      clients: 2,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 2,
      maxLatencyMs: 0.01,
      raid: '6',
      basis: 'typical',
      sharedAccess: true,
    },
  },
  {
    requirement: {
      ioSizeKiB: 1024,
      readMBps: 40_000,
      writeMBps: 20_000,
      capacityGB: 5_000,
      clients: 100,
      nconnect: 16,
      inTransitEncryption: true,
      mountTargetType: 'hpmt-80',
    },
  },
  { requirement: { ioSizeKiB: 1024, readMBps: 4_000, capacityGB: 5_000, clients: 4, inTransitEncryption: true, tlsClient: 'windows' } },
  { requirement: { ioSizeKiB: 64, readMBps: 500, capacityGB: 100 }, catalogs: { fileStorage: 'fss-2019-10' } },
  {
    requirement: { ioSizeKiB: 8, readMBps: 10, writeMBps: 10, capacityGB: 100, raid: '10', metadataOpsPerSecond: { getattr: 5_000_000 } },
    catalogs: { fileStorage: 'fss-2023-08', denseIo: 'dio-2019-10' },
  },
  {
    requirement: { ioSizeKiB: 16, writeIops: 300_000, capacityGB: 2_000_000, clientShape: 'VM.Standard2.4', raid: '1', basis: 'typical' },
    catalogs: { denseIo: 'dio-2019-10' },
  },
  { requirement: { ioSizeKiB: 4, readMBps: 50, mountTargetType: 'hpmt-40' }, catalogs: { fileStorage: 'fss-2023-08' } },
  // One client, one mount target, one OCPU, one operation in flight: every count at 1.
  { requirement: everyCountAtOne },
  { requirement: { ioSizeKiB: 8, readIops: 3_000, capacityGB: 500, clients: 1, clientShape: 'VM.Standard.E5.Flex', mountTargetType: 'hpmt-20' } },
  { requirement: { ioSizeKiB: 1024, readMBps: 2_000, capacityGB: 50_000, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1, raid: '0' } },
  // Dense I/O hosts that cannot be as large as the clients (no shape has 192 OCPUs), an unpriced client shape.
  { requirement: { ioSizeKiB: 8, readIops: 105_000, writeIops: 45_000, capacityGB: 5_000, clients: 1, clientShape: 'BM.Standard.E5.192' } },
];

/** Every warning, bottleneck, reason and phrase of generated and hand-picked plans, in one language. */
function wordEverything(w: Words) {
  const catalogs = sample(
    fc.record({
      fileStorage: fc.constantFrom(...scenario.fssCatalogIds),
      blockVolume: fc.constantFrom(...scenario.bvCatalogIds),
      denseIo: fc.constantFrom(...scenario.dioCatalogIds),
    }),
    150,
  );
  sample(compareRequirementArb(), 150).forEach((requirement, i) => compareTexts(w, compareServices(requirement, catalogs[i])));
  for (const { requirement, catalogs: c } of handPicked) compareTexts(w, compareServices(requirement, c));
  for (const catalog of scenario.bvCatalogIds) for (const r of sample(bvRequirementArb(catalog), 50)) bvTexts(w, bv.recommendBlockVolume(catalog, r)!);
  for (const catalog of scenario.dioCatalogIds) for (const r of sample(dioRequirementArb(), 50)) dioTexts(w, dio.recommendDenseIo(catalog, r)!);
  // Only a previous-generation shape carries it: 3,000,000 reads on the typical figure (BM.DenseIO2.52's curve; E5.128 has its SLA floor only).
  dioTexts(w, dio.recommendDenseIo('dio-current', { iops: 3_000_000, readPercent: 100, ioSizeKiB: 4, basis: 'typical' })!);
  for (const catalog of mountTargetCatalogIds) {
    for (const r of sample(fssRequirementArb({ catalog }), 50)) {
      const rec = fss.recommendFileStorage(catalog, r);
      if (rec) fssTexts(w, rec);
    }
  }
  // The File Storage basis (Table 1, the measurements, the lower), and designs that fit nothing with each remedy.
  for (const fssBasis of ['measured', 'lower'] as const) {
    for (const [catalog, mountTargetType, ioSizeKiB] of [
      ['fss-2024-11', 'hpmt-80', 4],
      ['fss-2024-11', 'hpmt-80', 64],
      ['fss-2024-11', 'hpmt-20', 8],
      ['fss-2024-11', 'hpmt-80', 1024],
      ['fss-2024-11', 'standard', 4],
      ['fss-2023-08', 'standard', 4],
    ] as const) {
      fssTexts(w, fss.recommendFileStorage(catalog, { ioSizeKiB, readMBps: 100, mountTargetType, fssBasis })!);
    }
  }
  const e5 = { clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16 } as const;
  for (const r of [
    { ioSizeKiB: 8, readIops: 105_000, writeIops: 45_000, clients: 1, ...e5 },
    { ioSizeKiB: 8, readIops: 105_000, writeIops: 45_000, clients: 1, ...e5, fssBasis: 'documented' as const },
    { ioSizeKiB: 1024, readMBps: 5_000, clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 },
    { ioSizeKiB: 1024, readMBps: 5_000, clients: 4, clientShape: 'VM.Standard2.1' },
    { ioSizeKiB: 4, readIops: 100_000, clients: 4, threadsPerClient: 1, queueDepth: 2 },
    { ioSizeKiB: 4, readIops: 100_000, clients: 4, mountTargetType: 'standard' as const },
    { ioSizeKiB: 4, readIops: 1_000_000_000, clients: 1_000_000 },
  ]) {
    fssTexts(w, fss.recommendFileStorage('fss-2024-11', r)!);
  }
  // A fixed mount-target type and a tie between volume counts.
  fssTexts(w, fss.recommendFileStorage(undefined, { ioSizeKiB: 64, readMBps: 500, mountTargetType: 'hpmt-20' })!);
  bvTexts(w, bv.recommendBlockVolume('bv-seed', { iops: 576, ioSizeKiB: 3254.656434028355, capacityGB: 7837, performanceLevel: 'balanced' })!);
  // Warnings only the evaluate mode reaches (the CLI shows them; a recommendation is sized past them).
  const crowded = fss.evaluateFileStorage(
    undefined,
    { mountTargetType: 'standard', mountTargets: 1 },
    { readPercent: 50, ioSizeKiB: 64, clients: 20_000, nconnect: 16, metadataOpsPerSecond: { getattr: 10_000_000 } },
  )!;
  warningsOf(w, crowded.warnings);
  bottleneckSentence(w.t, w.f, crowded.explanation);
  const encrypted = fss.evaluateFileStorage(
    'fss-2023-08',
    { mountTargetType: 'standard', mountTargets: 1 },
    { readPercent: 50, ioSizeKiB: 64, clients: 100, inTransitEncryption: true },
  )!;
  warningsOf(w, encrypted.warnings);
  for (const readPercent of [0, 100]) {
    const e = fss.evaluateFileStorage(
      undefined,
      { mountTargetType: 'hpmt-80', mountTargets: 1 },
      { readPercent, ioSizeKiB: 4, clients: 8, threadsPerClient: 1, queueDepth: 16, latencyMs: 1.1 },
    )!;
    bottleneckSentence(w.t, w.f, e.explanation);
    const b = fss.evaluateFileStorage(undefined, { mountTargetType: 'standard', mountTargets: 1 }, { readPercent, ioSizeKiB: 4 })!;
    bottleneckSentence(w.t, w.f, b.explanation);
  }
  warningsOf(w, dio.evaluateDenseIo('dio-current', { shape: 'BM.DenseIO1.36', raid: '10' }, { readPercent: 70, ioSizeKiB: 4 })!.warnings);
  warningsOf(w, fss.evaluateFileStorage(undefined, { mountTargetType: 'standard', mountTargets: 4 }, { readPercent: 50, ioSizeKiB: 64, clients: 2 })!.warnings);
  warningsOf(w, bv.evaluateBlockVolume('bv-current', { volumes: 1, volumeSizeGB: 100, performanceLevel: 'uhp-120' }, { ioSizeKiB: 8 })!.warnings);
  warningsOf(
    w,
    lustre.evaluateLustre(undefined, { performanceTierMBpsPerTB: 125, capacityGB: 1 }, { readPercent: 100, ioSizeKiB: 4, capacityGB: 100_000 }).warnings,
  );
  // One client with one operation in flight, on Lustre: its binding and its warnings.
  const lone = lustre.recommendLustre(undefined, {
    readMBps: 5_000,
    ioSizeKiB: 1024,
    clients: 1,
    clientShape: 'VM.Standard.E5.Flex',
    clientOcpus: 1,
    threadsPerClient: 1,
    queueDepth: 1,
  });
  warningsOf(w, lone.warnings);
  lustreBindingText(w.t, w.f, lone.evaluation.explanation);
  for (const readMBps of [50_000, 0]) {
    const writeMBps = readMBps === 0 ? 50_000 : 0;
    warningsOf(
      w,
      lustre.recommendLustre(undefined, {
        readMBps,
        writeMBps,
        ioSizeKiB: 1024,
        clients: 2,
        clientShape: 'VM.Standard.E5.Flex',
        clientOcpus: 1,
        threadsPerClient: 1,
        queueDepth: 1,
      }).warnings,
    );
  }
  // A fio calibration of the Dense I/O design that measured more latency than is asked.
  const asked: CompareRequirement = { ioSizeKiB: 4, readIops: 100_000, capacityGB: 1_000, maxLatencyMs: 0.2 };
  const run = {
    service: 'dense-io',
    catalog: 'dio-current',
    design: '?',
    ioSizeKiB: 4,
    readPercent: 100,
    latencyUs: 450,
    iops: 90_000,
    throughputMBps: 368.6,
  } as const;
  // The design key of the plan, as a calibration of another design reports it.
  const design = compareServices(asked, {}, undefined, run).calibration!.currentDesign!;
  compareTexts(w, compareServices(asked, {}, undefined, { ...run, design }));
  // A File Storage design chosen on the chart, weighed in place of the recommendation.
  compareTexts(w, compareServices(asked, {}, undefined, null, { fileStorage: { mountTargetType: 'hpmt-20', mountTargets: 3 } }));
  // Designs chosen on the Block Volume, Dense I/O and Lustre charts.
  compareTexts(
    w,
    compareServices(asked, {}, undefined, null, {
      blockVolume: { performanceLevel: 'balanced', volumeSizeGB: 200, volumes: 2 },
      denseIo: { shape: 'BM.DenseIO.E5.128', raid: '10' },
      lustre: { performanceTierMBpsPerTB: 250, capacityGB: 40_000 },
    }),
  );
  // A volume larger than the edition creates (the schema takes 32 × 1,024 GB), evaluated at the largest it does.
  warningsOf(
    w,
    bv.evaluateBlockVolume('bv-current', { performanceLevel: 'balanced', volumes: 1, volumeSizeGB: 32_768 }, { readPercent: 100, ioSizeKiB: 8 })!.warnings,
  );
  // A UHP volume between two rows of its 8 KB column, held to the share of the rule the row below prints.
  warningsOf(
    w,
    bv.evaluateBlockVolume('bv-current', { performanceLevel: 'uhp-120', volumes: 1, volumeSizeGB: 201 }, { readPercent: 100, ioSizeKiB: 8 })!.warnings,
  );
  const small = lustre.recommendLustre(undefined, { readMBps: 10, ioSizeKiB: 1024, capacityGB: 100, clients: 1 });
  warningsOf(w, small.warnings);
  reasonText(w.t, w.f, small.reason);
  reasonText(w.t, w.f, lustre.recommendLustre(undefined, { readMBps: 10, ioSizeKiB: 1024, capacityGB: 100, performanceTierMBpsPerTB: 500 }).reason);
}

describe('the engine’s results in words', () => {
  for (const lng of ['en', 'ja'] as const) {
    it(`${lng}: every warning, bottleneck, reason and phrase of generated plans, with all their variables`, () => {
      const seen: Seen = { keys: new Set(), problems: [], texts: [] };
      wordEverything({ t: recorder(lng, seen), f: makeFormatters(lng) });
      expect([...new Set(seen.problems)]).toEqual([]);
      // Counts agree with their nouns and verbs ("1 × HPMT-80 needs", no "1 clients", no "a 8 KiB").
      if (lng === 'en') expect([...new Set(seen.texts.flatMap((x) => countDisagreements(x).map((d) => `${d}: ${x}`)))]).toEqual([]);

      // The samples reach every warning and every variant, so each text above was checked.
      const seenWarnings = new Set([...seen.keys].filter((k) => k.startsWith(`${ENGINE}warning.`)).map((k) => k.slice(`${ENGINE}warning.`.length)));
      const wanted = results.warningCodes.flatMap((id) => {
        const variants = variantsOf(results.warningVariants, id);
        return variants.length > 0 ? variants.map((v) => `${id}_${v}`) : [id];
      });
      expect(wanted.filter((k) => !seenWarnings.has(k))).toEqual([]);
      const seenBottlenecks = new Set(
        [...seen.keys].filter((k) => k.startsWith(`${ENGINE}bottleneck.`)).map((k) => k.replace(/\.(sentence|lift)(_\w+)?$/, '')),
      );
      const unseen = Object.entries(results.bottleneckLimits)
        .flatMap(([model, limits]) => limits.map((l) => `${ENGINE}bottleneck.${model}.${l}`))
        .filter((k) => !seenBottlenecks.has(k));
      // Hard limits (connections, attachments) are left out of the binding choice, so they never
      // show up; their texts are there for an engine that names them. Every other one must.
      expect(unseen.filter((k) => !/\.(connections|attachments)$/.test(k))).toEqual([]);
      const seenReasons = new Set([...seen.keys].filter((k) => k.startsWith(`${ENGINE}reason.`)).map((k) => k.slice(`${ENGINE}reason.`.length)));
      expect(
        Object.values(results.reasonCodes)
          .flat()
          .filter((c) => !seenReasons.has(c)),
      ).toEqual([]);
    }, 180_000);
  }

  it('tell a mount-target type the user fixed from one the planner chose', () => {
    const t = i18n.getFixedT('ja') as unknown as Translate;
    const fixed = fss.recommendFileStorage(undefined, { ioSizeKiB: 64, readMBps: 500, mountTargetType: 'hpmt-20' })!;
    const free = fss.recommendFileStorage(undefined, { ioSizeKiB: 64, readMBps: 500 })!;
    expect(fixed.reason.code).toBe('fss-fixed');
    expect(free.reason.code).not.toBe('fss-fixed');
    expect(reasonText(t, makeFormatters('ja'), fixed.reason)).toContain('指定どおり');
    expect(reasonText(i18n.getFixedT('en') as unknown as Translate, makeFormatters('en'), fixed.reason)).toContain('(type chosen by you)');
  });
});

describe('interpolation', () => {
  it('leaves values unescaped for React to escape (no &quot; in a scenario name)', () => {
    const name = 'Tier "A" <prod> & more';
    expect(i18n.t('results.report.titleNamed', { name, lng: 'en' })).toBe(`OCI storage capacity plan: ${name}`);
  });
});
