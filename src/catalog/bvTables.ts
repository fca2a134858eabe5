/**
 * Published Block Volume size tables (1 MB and 8 KB throughput, 4 KB IOPS), reproduced exactly
 * as printed, oddities included, so tests and charts can compare the formulas against them.
 * Sizes printed in TB are read as 1 TB = 1,000 GB; a range row keeps its upper end in `sizeToGB`.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type BvTableRow, type SourceId } from './types.ts';

/** label (as printed), size GB, upper end GB or null, 1 MB MB/s, 8 KB MB/s, 4 KB IOPS, note on the row */
type Printed = readonly [string, number, number | null, number, number, number, string?];

function table(levelId: string, source: SourceId, tableName: string, printed: readonly Printed[], tableNote?: string): BvTableRow[] {
  return printed.map(([label, sizeGB, toGB, mbps1M, mbps8K, iops4K, rowNote]) => {
    const where = `${tableName}, row "${label}"`;
    const note = [rowNote, tableNote].filter(Boolean).join(' ') || undefined;
    const row: BvTableRow = {
      levelId,
      sizeGB,
      ...(toGB === null ? {} : { sizeToGB: toGB }),
      mbps1M: cite(mbps1M, 'MBps', source, `${where}, 1 MB block size column`, 'documented', note),
      mbps8K: cite(mbps8K, 'MBps', source, `${where}, 8 KB block size column`, 'documented', note),
      iops4K: cite(iops4K, 'iops', source, `${where}, 4 KB block size column`, 'documented', note),
    };
    return row;
  });
}

const TB32 = 'Upper end "32 TB" read as 32,000 GB (1 TB = 1,000 GB).';

/** bv-seed: Balanced only. Note the printed table jumps from 500 GB to 700 GB. */
export const bvSeedTable: readonly BvTableRow[] = deepFreeze(
  table('balanced', 'bv-seed', 'volume size table', [
    ['50 GB', 50, null, 24, 24, 3000],
    ['100 GB', 100, null, 48, 48, 6000],
    ['200 GB', 200, null, 96, 96, 12_000],
    ['300 GB', 300, null, 144, 144, 18_000],
    ['400 GB', 400, null, 192, 192, 24_000],
    ['500 GB', 500, null, 240, 200, 25_000, 'The 8 KB column stops at 200 MB/s from here on.'],
    ['700 GB - 32 TB', 700, 32_000, 320, 200, 25_000, `The table has no row between 500 and 700 GB. ${TB32}`],
  ]),
);

const lowerCost = table('lower-cost', 'S-BVLC', 'volume size table', [
  ['50 GB', 50, null, 12, 0.8, 100],
  ['100 GB', 100, null, 24, 1.6, 200],
  ['200 GB', 200, null, 48, 3.2, 400],
  ['300 GB', 300, null, 72, 4.8, 600],
  ['400 GB', 400, null, 96, 6.4, 800],
  ['500 GB', 500, null, 120, 8, 1000],
  ['750 GB', 750, null, 180, 12, 1500],
  ['1 TB', 1000, null, 240, 16, 2000],
  [
    '1.5 TB - 32 TB',
    1500,
    32_000,
    480,
    23,
    3000,
    `Printed as is: 23 MB/s matches 3,000 IOPS x 8 KiB counted in MiB/s (23.4); in decimal MB/s that is 24.6. ${TB32}`,
  ],
]);

const balanced = table('balanced', 'S-BVBAL', 'volume size table', [
  ['50 GB', 50, null, 24, 24, 3000],
  ['100 GB', 100, null, 48, 48, 6000],
  ['200 GB', 200, null, 96, 96, 12_000],
  ['300 GB', 300, null, 144, 144, 18_000],
  ['400 GB', 400, null, 192, 192, 24_000],
  ['500 GB', 500, null, 240, 200, 25_000],
  ['750 GB', 750, null, 360, 200, 25_000],
  ['1 TB - 32 TB', 1000, 32_000, 480, 200, 25_000, TB32],
]);

const higherPerformance = table('higher-performance', 'S-BVHP', 'volume size table', [
  ['50 GB', 50, null, 30, 30, 3750],
  ['100 GB', 100, null, 60, 60, 7500],
  ['200 GB', 200, null, 120, 120, 15_000],
  ['400 GB', 400, null, 240, 240, 30_000],
  ['600 GB', 600, null, 360, 360, 45_000],
  ['700 GB', 700, null, 420, 420, 50_000],
  ['800 GB', 800, null, 480, 480, 50_000],
  ['1,024 GB', 1024, null, 614, 614, 50_000, 'The table prints a 1,024 GB row, as if 1 TB were 1,024 GB here.'],
  ['1,200 GB - 32 TB', 1200, 32_000, 680, 680, 50_000, TB32],
]);

const UHP_ODDITY =
  'Reproduced as printed: every IOPS entry equals 230 IOPS/GB x size rather than the stated 225 IOPS/GB (50 GB: 11,500, not 11,250), and the 1,024 GB row prints 235,320 (230 x 1,024 = 235,520).';

const uhp120 = table(
  'uhp-120',
  'S-BVUHP',
  'volume size table at 120 VPUs/GB',
  [
    ['50 GB', 50, null, 90, 45, 11_500],
    ['100 GB', 100, null, 180, 90, 23_000],
    ['200 GB', 200, null, 360, 180, 46_000],
    ['400 GB', 400, null, 720, 360, 92_000],
    ['600 GB', 600, null, 1080, 560, 138_000],
    ['800 GB', 800, null, 1440, 760, 184_000],
    ['1,024 GB', 1024, null, 1842, 940, 235_320],
    ['1,200 GB', 1200, null, 2160, 1024, 276_000],
  ],
  UHP_ODDITY,
);

export const bvCurrentTable: readonly BvTableRow[] = deepFreeze([...lowerCost, ...balanced, ...higherPerformance, ...uhp120]);
