/**
 * Block Volume editions: performance levels (VPUs per GB), the per-volume formulas' inputs,
 * size and attachment limits, the published size tables and the bare-metal host test.
 */
import { bvCurrentTable, bvSeedTable } from './bvTables.ts';
import { deepFreeze } from './freeze.ts';
import { cite, type BvEdition, type BvLevel, type BvTableRow, type Cited } from './types.ts';

export { bvCurrentTable, bvSeedTable } from './bvTables.ts';

export type BvEditionId = BvEdition['id'];

const MAX_SIZE_NOTE =
  'Printed as "32 TB"; no source states it in GB. Stored as 32,000 GB under the planner\'s 1 TB = 1,000 GB rule. ' +
  'Some OCI tables print a 1,024 GB row, so the service may mean 32,768 GB; the choice matters only for volumes near the maximum.';

/** A level with the rows its edition prints for it (none for most UHP levels). */
function withTable(level: BvLevel, table: readonly BvTableRow[]): BvLevel {
  const rows = table.filter((r) => r.levelId === level.id);
  return rows.length > 0 ? { ...level, sizeTable: rows } : level;
}

// ------------------------------------------------------------------ bv-seed

const SEED_PERF = 'table of performance characteristics';
const HOST = 'section "Host Maximum - Twenty 1 TB Volumes"';
const SAMPLES = 'section "Testing Methodology and Performance", list of sample volume sizes';

const seedBalanced: BvLevel = {
  id: 'balanced',
  name: 'Balanced',
  vpusPerGB: cite(
    10,
    'vpusPerGB',
    'bv-seed',
    SEED_PERF,
    'inferred',
    'The page never names VPUs; its figures are those of the level later called Balanced (10 VPUs/GB).',
  ),
  iopsPerGB: cite(60, 'iopsPerGB', 'bv-seed', `${SEED_PERF}, row "IOPS"`, 'documented'),
  maxIopsPerVolume: cite(25_000, 'iops', 'bv-seed', `${SEED_PERF}, row "IOPS"`, 'documented'),
  kbpsPerGB: cite(480, 'KBpsPerGB', 'bv-seed', `${SEED_PERF}, row "Throughput"`, 'documented', 'Decimal KB/s per GB.'),
  maxMBpsPerVolume: cite(320, 'MBps', 'bv-seed', `${SEED_PERF}, row "Throughput"`, 'documented', 'Current docs raise this to 480 MB/s.'),
  maxIopsParavirtualized: null,
  needsMultipath: false,
  slaApplies: true,
};

const bvSeed: BvEdition = {
  id: 'bv-seed',
  title: 'Block Volume Performance (OCI documentation, Balanced-only era, undated)',
  date: 'undated',
  sources: ['bv-seed'],
  levels: [withTable(seedBalanced, bvSeedTable)],
  defaultLevelId: 'balanced',
  minVolumeGB: cite(50, 'GB', 'bv-seed', `${SEED_PERF}, row "Volume Size"`, 'documented', '1 GB increments.'),
  maxVolumeGB: cite(32_000, 'GB', 'bv-seed', `${SEED_PERF}, row "Volume Size"`, 'documented', MAX_SIZE_NOTE),
  maxAttachmentsPerInstance: cite(
    32,
    'count',
    'bv-seed',
    `${SEED_PERF}, row "Per-instance Limits"`,
    'documented',
    'Up to 1 PB and 620K or more IOPS per instance.',
  ),
  aggregateLimitPerAdGB: null,
  table: bvSeedTable,
  hostMeasurement: {
    volumes: 20,
    volumeSizeGB: 1000,
    iops: cite(400_000, 'iops', 'bv-seed', HOST, 'measured', 'Twenty 1 TB volumes on one bare metal instance (Ashburn), 4K, 50/50 read/write.'),
    mbps: cite(2100, 'MBps', 'bv-seed', HOST, 'measured', 'Printed as 2.1GBPS average; converted x1,000 to decimal MB/s.'),
    readPercent: 50,
  },
  sampleVolumes: [
    { sizeGB: 50, iops4K: cite(3000, 'iops', 'bv-seed', `${SAMPLES}, "50 GB volume - 3,000 IOPS @ 4K"`, 'measured') },
    { sizeGB: 1000, iops4K: cite(25_000, 'iops', 'bv-seed', `${SAMPLES}, "1 TB volume - 25,000 IOPS @ 4K"`, 'measured') },
  ],
};

// ------------------------------------------------------------------ bv-current

const VPU_TABLE = 'table "Volume Performance Units"';

interface LevelRow {
  readonly id: string;
  readonly name: string;
  readonly vpus: number;
  readonly iopsPerGB: number;
  readonly maxIops: number;
  readonly kbpsPerGB: number;
  readonly maxMBps: number;
}

function level(r: LevelRow, extra: Pick<BvLevel, 'maxIopsParavirtualized' | 'needsMultipath' | 'slaApplies'>, maxMBpsNote?: string): BvLevel {
  const c = (value: number, unit: Cited['unit'], note?: string) => cite(value, unit, 'S-BVPERF', `${VPU_TABLE}, row "${r.name}"`, 'documented', note);
  return {
    id: r.id,
    name: r.name,
    vpusPerGB: c(r.vpus, 'vpusPerGB'),
    iopsPerGB: c(r.iopsPerGB, 'iopsPerGB'),
    maxIopsPerVolume: c(r.maxIops, 'iops'),
    kbpsPerGB: c(r.kbpsPerGB, 'KBpsPerGB', 'Decimal KB/s per GB.'),
    maxMBpsPerVolume: c(r.maxMBps, 'MBps', maxMBpsNote),
    ...extra,
  };
}

const lowerCost = level(
  { id: 'lower-cost', name: 'Lower Cost', vpus: 0, iopsPerGB: 2, maxIops: 3000, kbpsPerGB: 240, maxMBps: 480 },
  {
    maxIopsParavirtualized: null,
    needsMultipath: false,
    slaApplies: false,
  },
  'Block volumes only (not boot volumes); no IOPS SLA, and latency may be higher and more variable.',
);

const balanced = level(
  { id: 'balanced', name: 'Balanced', vpus: 10, iopsPerGB: 60, maxIops: 25_000, kbpsPerGB: 480, maxMBps: 480 },
  {
    maxIopsParavirtualized: null,
    needsMultipath: false,
    slaApplies: true,
  },
  'Default level. The older bv-seed page capped Balanced at 320 MB/s.',
);

const higherPerformance = level(
  { id: 'higher-performance', name: 'Higher Performance', vpus: 20, iopsPerGB: 75, maxIops: 50_000, kbpsPerGB: 600, maxMBps: 680 },
  {
    maxIopsParavirtualized: null,
    needsMultipath: false,
    slaApplies: true,
  },
  'S-BVHP: bare metal with in-transit encryption tops out at 540 MB/s; iSCSI on Linux needs queue depth 128 to reach 50,000 IOPS.',
);

const UHP_8K = 'The UHP table (120 VPUs/GB) prints 8 KB figures about half of what the rule gives; the planner uses them at their own sizes.';
const PV_UHP = 'paravirtualized clause ("150,000 IOPS for paravirtualized attached volumes")';

const uhpRows: readonly (readonly [number, number, number, number, number])[] = [
  // VPUs/GB, IOPS/GB, max IOPS, KB/s per GB, max MB/s
  [30, 90, 75_000, 720, 880],
  [40, 105, 100_000, 840, 1080],
  [50, 120, 125_000, 960, 1280],
  [60, 135, 150_000, 1080, 1480],
  [70, 150, 175_000, 1200, 1680],
  [80, 165, 200_000, 1320, 1880],
  [90, 180, 225_000, 1440, 2080],
  [100, 195, 250_000, 1560, 2280],
  [110, 210, 275_000, 1680, 2480],
  [120, 225, 300_000, 1800, 2680],
];

const uhpLevels = uhpRows.map(([vpus, iopsPerGB, maxIops, kbpsPerGB, maxMBps]) =>
  level(
    { id: `uhp-${vpus}`, name: `Ultra High Performance (${vpus} VPUs/GB)`, vpus, iopsPerGB, maxIops, kbpsPerGB, maxMBps },
    {
      maxIopsParavirtualized:
        vpus === 120
          ? cite(150_000, 'iops', 'S-BVUHP', PV_UHP, 'documented')
          : cite(
              150_000,
              'iops',
              'S-BVUHP',
              PV_UHP,
              'inferred',
              'Stated beside the 120 VPU figures; the planner applies it to every UHP level (it binds from 60 VPUs/GB up).',
            ),
      needsMultipath: true,
      slaApplies: true,
    },
    `Needs a multipath-enabled attachment (VMs: 16 OCPUs or more). ${UHP_8K}`,
  ),
);

const bvCurrent: BvEdition = {
  id: 'bv-current',
  title: 'Block Volume, current OCI documentation (pages 2023-09 to 2024-07; UHP page retrieved 2026-09-05)',
  date: '2026-09-05',
  sources: ['S-BVPERF', 'S-BVLC', 'S-BVBAL', 'S-BVHP', 'S-BVUHP', 'S-BVOVR', 'S-MPATH', 'S-LIMITS', 'bv-seed'],
  levels: [lowerCost, balanced, higherPerformance, ...uhpLevels].map((l) => withTable(l, bvCurrentTable)),
  defaultLevelId: 'balanced',
  minVolumeGB: cite(50, 'GB', 'S-BVOVR', 'volume size limits', 'documented', '1 GB increments; default size 1 TB.'),
  maxVolumeGB: cite(32_000, 'GB', 'S-BVOVR', 'volume size limits', 'documented', MAX_SIZE_NOTE),
  maxAttachmentsPerInstance: cite(
    32,
    'count',
    'S-BVOVR',
    'attachment limits per instance',
    'documented',
    'Some VM shapes allow only 16 paravirtualized attachments (see the instance shapes).',
  ),
  aggregateLimitPerAdGB: cite(
    100_000,
    'GB',
    'S-LIMITS',
    'Block Volume limits: aggregated volume size per AD',
    'documented',
    'Printed as 100 TB (Universal Credits); Pay As You Go 30 TB, Trial 200 GB. A limit increase can be requested.',
  ),
  table: bvCurrentTable,
  // The current pages repeat no host test; the seed's measurement is kept with its own source.
  hostMeasurement: bvSeed.hostMeasurement,
};

export const bvEditions: Readonly<Record<BvEditionId, BvEdition>> = deepFreeze({
  'bv-seed': bvSeed,
  'bv-current': bvCurrent,
});

export const defaultBvEditionId: BvEditionId = 'bv-current';
