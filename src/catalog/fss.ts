/**
 * File Storage editions: each is what one source says about mount targets (or, in 2019, about
 * capacity-scaled performance). Editions are never blended; `fss-current` carries forward from
 * fss-2024-11 only what today's documentation leaves out, and marks it so.
 */
import { deepFreeze } from './freeze.ts';
import { fssMeasurements2024 } from './fssMeasurements.ts';
import { nfsOpCosts2023, nfsOpCosts2024, nfsOpCostsCurrent } from './nfsOpCosts.ts';
import {
  cite,
  type Cited,
  type FssCapacityEdition,
  type FssEdition,
  type FssEditionId,
  type FssMountTargetEdition,
  type MountTargetSpec,
  type MountTargetType,
} from './types.ts';
import { gbpsToMBps, mbitpsToMBps } from './units.ts';

export { nfsOpCosts2023, nfsOpCosts2024, nfsOpCostsCurrent } from './nfsOpCosts.ts';
export { fssMeasurements2024 } from './fssMeasurements.ts';

const GBIT = 'Printed in Gb/s; converted at 1 Gb/s = 125 MB/s.';
const MBIT = 'Printed as 500 Mb/s; converted at 1 Mb/s = 0.125 MB/s.';
const K = 'Printed with a K suffix (x1,000).';

// ------------------------------------------------------------------ fss-2019-10

const DECK = 'slide "File Storage Performance" (table)';
const DECK_NOTE = 'Expected, not guaranteed: the deck says customers should reach at least this level.';

const fss2019: FssCapacityEdition = {
  kind: 'capacity-scaled',
  id: 'fss-2019-10',
  title: 'File Storage, capacity-scaled performance (OCI storage deck, October 2019)',
  date: '2019-10',
  sources: ['oci-2019-10'],
  readMBpsPerTB: cite(100, 'MBps', 'oci-2019-10', DECK, 'derived', 'The 1 TB row divided by 1 TB; the 10 TB and 100 TB rows give the same ratio. ' + DECK_NOTE),
  writeMBpsPerTB: cite(50, 'MBps', 'oci-2019-10', DECK, 'derived', 'The 1 TB row divided by 1 TB; the 10 TB and 100 TB rows give the same ratio. ' + DECK_NOTE),
  readIopsPerTB: cite(
    2500,
    'iops',
    'oci-2019-10',
    DECK,
    'derived',
    'The 1 TB row (8K blocks) divided by 1 TB; the other rows give the same ratio. ' + DECK_NOTE,
  ),
  readIopsIoSizeKiB: 8,
  rows: [
    {
      capacityTB: 1,
      readMBps: cite(100, 'MBps', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
      writeMBps: cite(50, 'MBps', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
      readIops: cite(2500, 'iops', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
    },
    {
      capacityTB: 10,
      readMBps: cite(1000, 'MBps', 'oci-2019-10', DECK, 'documented', 'Printed as 1GB/s; converted x1,000 to MB/s. ' + DECK_NOTE),
      writeMBps: cite(500, 'MBps', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
      readIops: cite(25_000, 'iops', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
    },
    {
      capacityTB: 100,
      readMBps: cite(10_000, 'MBps', 'oci-2019-10', DECK, 'documented', 'Printed as 10 GB/s; converted x1,000 to MB/s. ' + DECK_NOTE),
      writeMBps: cite(5000, 'MBps', 'oci-2019-10', DECK, 'documented', 'Printed as 5GB/s; converted x1,000 to MB/s. ' + DECK_NOTE),
      readIops: cite(250_000, 'iops', 'oci-2019-10', DECK, 'documented', DECK_NOTE),
    },
  ],
};

// ------------------------------------------------------------------ fss-2023-08

const JA_T1 = 'Table 1 (表1. マウント・ターゲットにプロビジョニングされるIOPS/スループット)';
const JA_LIMITS = 'section "マウント・ターゲットのサイズと制限" (mount target size and limits)';
const JA_PROVISIONED = 'The table calls these provisioned capacity, not a guaranteed SLA.';
const jaDefaultPerAd = cite(
  2,
  'count',
  'fss-2023-08',
  JA_LIMITS,
  'documented',
  'Two mount targets per availability domain by default; can be raised on request.',
);

const fss2023Standard: MountTargetSpec = {
  type: 'standard',
  readMBps: cite(
    1000,
    'MBps',
    'fss-2023-08',
    JA_T1,
    'documented',
    `One "bandwidth" figure, printed as 1GB/秒 (1 GB/s); converted x1,000 to MB/s and shared by reads and writes. ${JA_PROVISIONED}`,
  ),
  writeMBps: cite(
    1000,
    'MBps',
    'fss-2023-08',
    JA_T1,
    'documented',
    `The same single 1 GB/s bandwidth figure as reads; the table gives no separate write figure. ${JA_PROVISIONED}`,
  ),
  sharedBandwidth: true,
  backendIops: cite(
    50_000,
    'backendIops',
    'fss-2023-08',
    JA_T1,
    'documented',
    `Ten times the 5K of the 2024 paper's Standard row; both are what their paper prints. ${JA_PROVISIONED}`,
  ),
  connections: cite(100_000, 'clients', 'fss-2023-08', JA_T1, 'documented'),
  tlsConnections: cite(
    64,
    'clients',
    'fss-2023-08',
    JA_T1,
    'documented',
    'Column "クライアント数(TLS)" (clients with TLS): a count of clients, whatever nconnect each opens.',
  ),
  tlsConnectionsWindows: null,
  capacityEntitlementGB: cite(
    0,
    'GB',
    'fss-2023-08',
    JA_T1,
    'inferred',
    'The 2023 table has no capacity column and only the standard (通常) type; no capacity requirement is implied.',
  ),
  defaultLimitPerAd: cite(
    2,
    'count',
    'fss-2023-08',
    JA_LIMITS,
    'inferred',
    'The paper gives two mount targets per AD by default; Standard is the only type it knows, so the default applies to it.',
  ),
};

const fss2023: FssMountTargetEdition = {
  kind: 'mount-target',
  id: 'fss-2023-08',
  title: 'OCI File Storage Performance Characteristics v2.0 (August 2023, Japanese)',
  date: '2023-08',
  sources: ['fss-2023-08'],
  mountTargets: { standard: fss2023Standard },
  opCosts: nfsOpCosts2023,
  directoryFilesMax: cite(
    10_000,
    'files',
    'fss-2023-08',
    'section "ディレクトリのサイズ" (directory size)',
    'documented',
    'Recommended: fewer than 10,000 files per directory.',
  ),
  alarmUtilizationPercent: cite(
    80,
    'percent',
    'fss-2023-08',
    'section "スループットとIOPSのモニタリング" (monitoring)',
    'documented',
    'Alarm at 80% of the maximum IOPS, then add a mount target.',
  ),
  defaultMountTargetsPerAd: jaDefaultPerAd,
  recommendedNconnect: cite(
    16,
    'connections',
    'fss-2023-08',
    'section "NFSマウント・オプション" (NFS mount options)',
    'documented',
    'Up to 16 TCP connections per client on modern Linux (Oracle Linux 8).',
  ),
  measurements: [],
};

// ------------------------------------------------------------------ fss-2024-11

const T1 = 'Table 1';
const T1_NOTE = 'Expected levels when the paper was published; no SLA.';

/** One row of Table 1 as printed: read in Gb/s, write converted to MB/s with its printed form in the note. */
interface Row2024 {
  readonly type: MountTargetType;
  readonly readGbps: number;
  readonly writeMBps: number;
  readonly writeNote: string;
  /** Backend IOPS, printed with a K suffix. */
  readonly backendIops: number;
  /** Capacity requirement per mount target; 0 where the paper prints "Not applicable". */
  readonly capacityGB: number;
}

function spec2024({ type, readGbps, writeMBps, writeNote, backendIops, capacityGB }: Row2024): MountTargetSpec {
  return {
    type,
    readMBps: cite(gbpsToMBps(readGbps), 'MBps', 'fss-2024-11', T1, 'documented', `${readGbps} Gb/s. ${GBIT} Characterized with 1 MB reads. ${T1_NOTE}`),
    writeMBps: cite(writeMBps, 'MBps', 'fss-2024-11', T1, 'documented', `${writeNote} ${T1_NOTE}`),
    sharedBandwidth: false,
    backendIops: cite(
      backendIops,
      'backendIops',
      'fss-2024-11',
      T1,
      'documented',
      `${K} Backend IOPS (Table 2 units), not front-end NFS operations. ${T1_NOTE}`,
    ),
    connections: cite(100_000, 'clients', 'fss-2024-11', T1, 'documented', 'Column "Number of Clients".'),
    tlsConnections: null,
    tlsConnectionsWindows: null,
    capacityEntitlementGB:
      capacityGB === 0
        ? cite(0, 'GB', 'fss-2024-11', T1, 'documented', 'Printed "Not applicable".')
        : cite(
            capacityGB,
            'GB',
            'fss-2024-11',
            T1,
            'documented',
            'Capacity requirement per mount target: the size the paper calls optimal for backend distribution, also the monthly commitment.',
          ),
    defaultLimitPerAd: null,
  };
}

const mountTargets2024 = {
  standard: spec2024({ type: 'standard', readGbps: 1, writeMBps: mbitpsToMBps(500), writeNote: MBIT, backendIops: 5000, capacityGB: 0 }),
  'hpmt-20': spec2024({ type: 'hpmt-20', readGbps: 20, writeMBps: gbpsToMBps(10), writeNote: `10 Gb/s. ${GBIT}`, backendIops: 100_000, capacityGB: 20_000 }),
  'hpmt-40': spec2024({ type: 'hpmt-40', readGbps: 40, writeMBps: gbpsToMBps(20), writeNote: `20 Gb/s. ${GBIT}`, backendIops: 200_000, capacityGB: 40_000 }),
  'hpmt-80': spec2024({ type: 'hpmt-80', readGbps: 80, writeMBps: gbpsToMBps(40), writeNote: `40 Gb/s. ${GBIT}`, backendIops: 400_000, capacityGB: 80_000 }),
} as const satisfies Record<MountTargetType, MountTargetSpec>;

const dir2024 = cite(25_000, 'files', 'fss-2024-11', 'section "Directory Size"', 'documented', 'Recommended: fewer than 25,000 files per directory.');
const alarm2024 = cite(
  80,
  'percent',
  'fss-2024-11',
  'section "Monitoring Throughput and IOPS"',
  'documented',
  'Alarm when a mount target stays above 80% of its capacity, then add one.',
);
const nconnect2024 = cite(
  16,
  'connections',
  'fss-2024-11',
  'section "NFS Mount Options"',
  'documented',
  'nconnect=16 on modern Linux (Oracle Linux 8); leave rsize and wsize unset.',
);

const fss2024: FssMountTargetEdition = {
  kind: 'mount-target',
  id: 'fss-2024-11',
  title: 'OCI File Storage Performance Characteristics v3.0 (November 2024)',
  date: '2024-11',
  sources: ['fss-2024-11'],
  mountTargets: mountTargets2024,
  opCosts: nfsOpCosts2024,
  directoryFilesMax: dir2024,
  alarmUtilizationPercent: alarm2024,
  // The paper says per-type limits exist and can be raised, but prints no numbers.
  defaultMountTargetsPerAd: null,
  recommendedNconnect: nconnect2024,
  measurements: fssMeasurements2024,
};

// ------------------------------------------------------------------ fss-current

const MT_TABLE = 'mount target performance levels table';
const MT_DEFAULTS = 'default per-AD mount target limits';
const SILENT = 'Current OCI documentation publishes only read throughput and capacity entitlement per type; carried from the November 2024 paper, Table 1.';

function carried(c: Cited): Cited {
  return cite(c.value, c.unit, c.source, c.where, 'carried', `${SILENT} ${c.note ?? ''}`.trim());
}

/** One row of the current mount target table: read in Gb/s, capacity entitlement, the default limit per AD. */
interface RowCurrent {
  readonly type: MountTargetType;
  readonly readGbps: number;
  /** Capacity entitlement; 0 where the page prints "None". */
  readonly capacityGB: number;
  readonly defaultPerAd: number;
}

function specCurrent({ type, readGbps, capacityGB, defaultPerAd }: RowCurrent): MountTargetSpec {
  const old = mountTargets2024[type];
  return {
    type,
    readMBps: cite(
      gbpsToMBps(readGbps),
      'MBps',
      'S-MT',
      MT_TABLE,
      'documented',
      `${readGbps} Gbps. ${GBIT} Measured for reads of 1 MiB or more with enough concurrency and queue depth.`,
    ),
    writeMBps: carried(old.writeMBps),
    sharedBandwidth: false,
    backendIops: carried(old.backendIops),
    connections: cite(100_000, 'connections', 'S-MT', 'limits: NFS client connections per mount target', 'documented'),
    tlsConnections: cite(
      4096,
      'connections',
      'S-FSTLS',
      'Linux (oci-fss-utils) connection limit',
      'documented',
      "Linux clients with oci-fss-utils. Each client reaches the mount target through one TLS session however many nconnect connections it opens locally, so clients are counted (planner's reading).",
    ),
    tlsConnectionsWindows: cite(
      64,
      'connections',
      'S-FSTLS',
      'Windows (stunnel) connection limit',
      'documented',
      'Windows clients through stunnel; TLS memory buffers are not shared. Counted per client.',
    ),
    capacityEntitlementGB: cite(
      capacityGB,
      'GB',
      'S-MT',
      MT_TABLE,
      'documented',
      capacityGB === 0
        ? 'Printed "None".'
        : 'Capacity entitlement; billable AD storage is the larger of total entitlement and actual use, with a 30-day commitment.',
    ),
    defaultLimitPerAd: cite(
      defaultPerAd,
      'count',
      'S-MTPERF',
      MT_DEFAULTS,
      'documented',
      type === 'standard'
        ? 'S-MT gives the same defaults; the S-LIMITS table lists 6 Standard per AD on Universal Credits (2 on Pay As You Go).'
        : 'S-MT gives the same defaults; a limit increase is needed beyond them.',
    ),
  };
}

const fssCurrent: FssMountTargetEdition = {
  kind: 'mount-target',
  id: 'fss-current',
  title: 'File Storage, current OCI documentation (pages retrieved 2026-09-05)',
  date: '2026-09-05',
  sources: ['S-MT', 'S-MTPERF', 'S-FSTLS', 'S-FSOVR', 'S-FSTHRU', 'S-LIMITS', 'fss-2024-11'],
  mountTargets: {
    standard: specCurrent({ type: 'standard', readGbps: 1, capacityGB: 0, defaultPerAd: 2 }),
    'hpmt-20': specCurrent({ type: 'hpmt-20', readGbps: 20, capacityGB: 20_000, defaultPerAd: 2 }),
    'hpmt-40': specCurrent({ type: 'hpmt-40', readGbps: 40, capacityGB: 40_000, defaultPerAd: 1 }),
    'hpmt-80': specCurrent({ type: 'hpmt-80', readGbps: 80, capacityGB: 80_000, defaultPerAd: 0 }),
  },
  opCosts: nfsOpCostsCurrent,
  directoryFilesMax: carried(dir2024),
  alarmUtilizationPercent: carried(alarm2024),
  defaultMountTargetsPerAd: cite(
    2,
    'count',
    'S-FSOVR',
    'limits: mount targets per account per availability domain',
    'documented',
    'The overview gives one number (two per account per AD); the task pages give per-type defaults, and S-LIMITS lists 6 on Universal Credits.',
  ),
  recommendedNconnect: carried(nconnect2024),
  // Benchmarks of the same service, reused with their own (2024) source.
  measurements: fssMeasurements2024,
};

/**
 * A worked scale-out example from the troubleshooting page: one mount target and ten clients
 * give about 750 MB/s; two mount targets with five clients each give about 1,500 MB/s.
 */
export const fssScaleOutExample = deepFreeze({
  clients: 10,
  oneMountTargetMBps: cite(
    750,
    'MBps',
    'S-FSTHRU',
    'example of exporting through a second mount target',
    'documented',
    'Approximate ("~750 MBps"), ten clients on one mount target.',
  ),
  twoMountTargetsMBps: cite(
    1500,
    'MBps',
    'S-FSTHRU',
    'example of exporting through a second mount target',
    'documented',
    'Approximate ("~1500 MBps"), five clients on each of two mount targets. Exporting through several mount targets disables the NFS server cache.',
  ),
});

export const fssEditions: Readonly<Record<FssEditionId, FssEdition>> = deepFreeze({
  'fss-2019-10': fss2019,
  'fss-2023-08': fss2023,
  'fss-2024-11': fss2024,
  'fss-current': fssCurrent,
});

export const defaultFssEditionId: FssEditionId = 'fss-current';
