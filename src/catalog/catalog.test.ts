import { describe, expect, it } from 'vitest';
import * as catalog from './index.ts';
import {
  bvEditions,
  catalogIds,
  defaultCatalogs,
  dioEditions,
  findShape,
  fssEditions,
  isDeepFrozen,
  lustreEditions,
  mountTargetTypes,
  raidLevels,
  raidLevelsCatalog,
  priceBook,
  priceKeys,
  sourceIds,
  sourceIdsUsed,
  sources,
  type Cited,
  type FssMountTargetEdition,
} from './index.ts';
import type { BvEditionId } from './blockVolume.ts';
import type { DioEditionId } from './denseIo.ts';
import type { LustreEditionId } from './lustre.ts';
import type { FssEditionId } from './types.ts';

/** Every exported value except the sources table itself and functions. */
const data = Object.entries(catalog)
  .filter(([name, value]) => name !== 'sources' && typeof value !== 'function')
  .map(([, value]) => value);

function isCited(v: unknown): v is Cited {
  return typeof v === 'object' && v !== null && 'value' in v && 'unit' in v && 'source' in v && 'basis' in v;
}

function allCited(value: unknown, out: Cited[] = [], seen = new Set<object>()): Cited[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  if (isCited(value)) out.push(value);
  Object.values(value).forEach((child) => allCited(child, out, seen));
  return out;
}

const cited = allCited(data);

describe('catalog sources', () => {
  it('every source id used anywhere resolves in `sources`', () => {
    for (const id of sourceIdsUsed(data)) expect(sources[id], id).toBeDefined();
  });

  it('every source is used by at least one cited figure or price', () => {
    const used = sourceIdsUsed(data, true);
    const unused = sourceIds.filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });

  /** An ISO calendar date (YYYY-MM-DD) or month (YYYY-MM) that exists, as its first day in UTC; null otherwise. */
  const isoStart = (text: string, monthAllowed: boolean): number | null => {
    const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
    if (!m || (!m[3] && !monthAllowed)) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
    const at = new Date(Date.UTC(y, mo - 1, d));
    return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? at.getTime() : null;
  };

  it('each source has a valid ISO date (a day or a month) or null, and the day its copy was retrieved, not before it', () => {
    for (const id of sourceIds) {
      const s = sources[id];
      const retrieved = isoStart(s.retrieved, false);
      expect(retrieved, `${id} retrieved ${s.retrieved}`).not.toBeNull();
      if (s.date === null) continue;
      const shown = isoStart(s.date, true);
      expect(shown, `${id} date ${s.date}`).not.toBeNull();
      expect(shown!, id).toBeLessThanOrEqual(retrieved!);
    }
    expect(isoStart('2024-02-30', false)).toBeNull();
    expect(isoStart('2024-11', false)).toBeNull();
    expect(isoStart('undated', true)).toBeNull();
  });

  it('each source names itself, a title and a publisher', () => {
    for (const id of sourceIds) {
      const s = sources[id];
      expect(s.id).toBe(id);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.publisher.length).toBeGreaterThan(0);
      expect(s.url !== undefined || s.file !== undefined || id === 'engineering').toBe(true);
    }
  });
});

describe('cited figures', () => {
  it('there are many, and each has a finite value and a non-empty where', () => {
    expect(cited.length).toBeGreaterThan(300);
    for (const c of cited) {
      expect(Number.isFinite(c.value), `${c.source} ${c.where}`).toBe(true);
      expect(c.where.trim().length, `${c.source}`).toBeGreaterThan(0);
    }
  });

  it('derived, carried and inferred figures explain themselves in a note', () => {
    for (const c of cited.filter((x) => ['derived', 'carried', 'inferred'].includes(x.basis))) {
      expect(c.note?.length ?? 0, `${c.source} ${c.where}`).toBeGreaterThan(0);
    }
  });

  it('prices are finite, positive and dated', () => {
    expect(priceBook.date).toBe('2026-01-05');
    for (const key of priceKeys) {
      const p = priceBook[key];
      expect(Number.isFinite(p.usd) && p.usd > 0, key).toBe(true);
      expect(p.where.length).toBeGreaterThan(0);
    }
  });

  it('priceKeys lists every price of the book', () => {
    const keys = Object.keys(priceBook).filter((k) => k !== 'date' && k !== 'currency');
    expect([...priceKeys].sort()).toEqual(keys.sort());
  });
});

describe('immutability', () => {
  it('all catalog data is deeply frozen', () => {
    for (const value of [sources, ...data]) expect(isDeepFrozen(value)).toBe(true);
  });

  it('a frozen figure cannot be edited in place', () => {
    const spec = (fssEditions['fss-current'] as FssMountTargetEdition).mountTargets['hpmt-80']!;
    expect(() => {
      (spec.readMBps as { value: number }).value = 1;
    }).toThrow();
  });
});

describe('editions', () => {
  const newest = (editions: Record<string, { date: string }>) =>
    Object.entries(editions)
      .filter(([, e]) => /^\d{4}/.test(e.date))
      .sort(([, a], [, b]) => a.date.localeCompare(b.date))
      .at(-1)?.[0];

  it('the newest edition of each family is the default', () => {
    expect(defaultCatalogs.fileStorage).toBe(newest(fssEditions));
    expect(defaultCatalogs.blockVolume).toBe(newest(bvEditions));
    expect(defaultCatalogs.denseIo).toBe(newest(dioEditions));
  });

  it('catalogIds lists every edition of each family, each under its own id', () => {
    // Typed as each family's edition ids: a list naming an id its product lacks fails to compile.
    const typed: readonly [readonly FssEditionId[], readonly BvEditionId[], readonly DioEditionId[], readonly LustreEditionId[]] = [
      catalogIds.fileStorage,
      catalogIds.blockVolume,
      catalogIds.denseIo,
      catalogIds.lustre,
    ];
    expect(typed.flat()).toHaveLength(Object.keys({ ...fssEditions, ...bvEditions, ...dioEditions, ...lustreEditions }).length);
    expect([...catalogIds.fileStorage].sort()).toEqual(Object.keys(fssEditions).sort());
    expect([...catalogIds.blockVolume].sort()).toEqual(Object.keys(bvEditions).sort());
    expect([...catalogIds.denseIo].sort()).toEqual(Object.keys(dioEditions).sort());
    expect([...catalogIds.lustre].sort()).toEqual(Object.keys(lustreEditions).sort());
    for (const [id, e] of Object.entries({ ...fssEditions, ...bvEditions, ...dioEditions })) expect(e.id).toBe(id);
  });

  it('mountTargetTypes names every mount-target type of every edition, smallest (by read bandwidth) first', () => {
    const seen = new Set<string>();
    for (const e of Object.values(fssEditions)) {
      if (e.kind !== 'mount-target') continue;
      const types = Object.keys(e.mountTargets);
      for (const t of types) seen.add(t);
      const ordered = mountTargetTypes.filter((t) => e.mountTargets[t]);
      const reads = ordered.map((t) => e.mountTargets[t]!.readMBps.value);
      expect(ordered).toHaveLength(types.length);
      expect([...reads].sort((a, b) => a - b)).toEqual(reads);
    }
    expect([...seen].sort()).toEqual([...mountTargetTypes].sort());
  });

  it('raidLevels lists exactly the RAID levels the catalog describes', () => {
    expect([...raidLevels].sort()).toEqual(Object.keys(raidLevelsCatalog).sort());
  });
});

describe('File Storage figures', () => {
  const mt = (id: 'fss-2023-08' | 'fss-2024-11' | 'fss-current') => fssEditions[id] as FssMountTargetEdition;

  it('fss-2024-11 Table 1 in decimal MB/s', () => {
    const t = mt('fss-2024-11').mountTargets;
    expect([t.standard, t['hpmt-20'], t['hpmt-40'], t['hpmt-80']].map((s) => [s!.readMBps.value, s!.writeMBps.value, s!.backendIops.value])).toEqual([
      [125, 62.5, 5000],
      [2500, 1250, 100_000],
      [5000, 2500, 200_000],
      [10_000, 5000, 400_000],
    ]);
  });

  it('fss-2023-08 keeps its own Standard row (one shared 1 GB/s, 50,000 IOPS)', () => {
    const s = mt('fss-2023-08').mountTargets.standard!;
    expect([s.readMBps.value, s.writeMBps.value, s.sharedBandwidth, s.backendIops.value, s.tlsConnections?.value]).toEqual([1000, 1000, true, 50_000, 64]);
  });

  it('fss-current carries write bandwidth and IOPS from the 2024 paper, marked carried', () => {
    const s = mt('fss-current').mountTargets['hpmt-40']!;
    expect(s.readMBps).toMatchObject({ value: 5000, source: 'S-MT', basis: 'documented' });
    expect(s.writeMBps).toMatchObject({ value: 2500, source: 'fss-2024-11', basis: 'carried' });
    expect(s.backendIops).toMatchObject({ value: 200_000, source: 'fss-2024-11', basis: 'carried' });
    expect(s.tlsConnections?.value).toBe(4096);
  });

  it('the HPMT-80 measurement tables of fss-2024-11 are all there', () => {
    const m = mt('fss-2024-11').measurements;
    expect(m).toHaveLength(8);
    expect(m.filter((r) => r.ioSizeKiB === 1024).map((r) => r.totalThroughputMBps.value)).toEqual([12_000, 24_000, 36_000, 48_000]);
    expect(m.filter((r) => r.ioSizeKiB === 4).map((r) => r.totalIops.value)).toEqual([122_000, 244_000, 366_000, 483_000]);
  });

  it('Table 2: a 64 KiB read costs 3 backend IOPS', () => {
    const c = mt('fss-2024-11').opCosts;
    expect(c.readBase.value + c.readStep.value * (64 / c.stepKiB.value - 1)).toBe(3);
  });
});

describe('Block Volume and shapes', () => {
  it('bv-current UHP levels follow the published formulas (from 10 VPUs up)', () => {
    for (const l of bvEditions['bv-current'].levels.filter((x) => x.vpusPerGB.value >= 10)) {
      const v = l.vpusPerGB.value;
      expect([l.iopsPerGB.value, l.maxIopsPerVolume.value, l.kbpsPerGB.value], l.id).toEqual([1.5 * v + 45, 2500 * v, 12 * v + 360]);
      if (v >= 20) expect(l.maxMBpsPerVolume.value, l.id).toBe(20 * v + 280);
    }
  });

  it('the seed Balanced table matches its own per-GB rule at small sizes', () => {
    const row = bvEditions['bv-seed'].table.find((r) => r.sizeGB === 300)!;
    expect([row.mbps1M.value, row.iops4K.value]).toEqual([(300 * 480) / 1000, 300 * 60]);
  });

  it('findShape finds client shapes and gives undefined otherwise', () => {
    expect(findShape('VM.Standard.E5.Flex')?.networkGbpsPerOcpu?.value).toBe(1);
    expect(findShape('BM.Standard.E4.128')?.networkGbps?.value).toBe(100);
    expect(findShape('no.such.shape')).toBeUndefined();
  });
});
