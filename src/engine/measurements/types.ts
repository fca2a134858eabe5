/**
 * The one time-series model every measurement format is read into, and the codes a reading
 * answers with. Values are per-second rates in bytes or operations, or levels (connections,
 * guaranteed figures); timestamps are milliseconds since the epoch, UTC. No words: every
 * problem, reading and finding is a code with figures (words: `results.measurements.*`).
 */

/** What a series measures, normalized. */
export const quantities = [
  'readBytesPerSecond',
  'writeBytesPerSecond',
  'readOpsPerSecond',
  'writeOpsPerSecond',
  /** Operations by the `size` dimension (File Storage): `bucketKiB` says which size. */
  'readOpsBySize',
  'writeOpsBySize',
  /** NFS metadata operations by the `operation` dimension (`operation` names it). */
  'metadataOpsPerSecond',
  /** All NFS operations a client sent (nfsiostat's first figure). */
  'allOpsPerSecond',
  'connections',
  'throttledIosPerSecond',
  'guaranteedIops',
  'guaranteedMBps',
  'guaranteedVpusPerGB',
  'networkInBytesPerSecond',
  'networkOutBytesPerSecond',
  'capacityGB',
] as const;
export type Quantity = (typeof quantities)[number];

export type MeasurementFormat = 'oci' | 'iostat' | 'nfsiostat' | 'csv';

/** How a series' values were read into per-second figures (shown to the user). */
export const readingCodes = [
  /** A per-interval figure divided by the interval's seconds. */
  'perIntervalDivided',
  /** A per-second figure, as given. */
  'perSecondAsGiven',
  /** A cumulative counter: differences between samples over the seconds between them. */
  'counterDifferenced',
  /** A level (connections, guaranteed figures, capacity): as given. */
  'levelAsGiven',
  /** Kibibytes (1,024 B) per second, as sysstat and nfsiostat count them, into bytes. */
  'kibPerSecondToBytes',
  /** Mebibytes per second (iostat -m) into bytes. */
  'mibPerSecondToBytes',
  /** 512-byte sectors per second (older sysstat without -k or -m) into bytes. */
  'sectorsPerSecondToBytes',
  /** A unit named in a CSV column header, converted to bytes or operations per second. */
  'csvColumnUnit',
] as const;
export type ReadingCode = (typeof readingCodes)[number];

export interface Reading {
  readonly code: ReadingCode;
  /** The interval divided by (`perIntervalDivided`), seconds. */
  readonly intervalSeconds?: number;
}

export interface Series {
  /** The file it came from, as the user named it. */
  readonly file: string;
  readonly format: MeasurementFormat;
  /** The metric's own name in the file (`VolumeReadThroughput`, `rkB/s`, `read_MBps`). */
  readonly metric: string;
  readonly quantity: Quantity;
  /** Which stream: an OCI resource id, a device, a mount point; '' when the file has one. */
  readonly stream: string;
  /** The OCI size bucket, KiB (`readOpsBySize`, `writeOpsBySize`). */
  readonly bucketKiB?: number;
  /** The NFS operation (`metadataOpsPerSecond`), a Table 2 name where it is one. */
  readonly operation?: string;
  /** Milliseconds since the epoch, strictly increasing (a typed array: a million points in 8 MB). */
  readonly timesMs: Float64Array;
  /** One value per time (a typed array, as the times). */
  readonly values: Float64Array;
  /** The spacing the file states or shows, seconds; null when unknown. */
  readonly resolutionSeconds: number | null;
  readonly reading: Reading;
}

export const problemCodes = [
  'unknownFormat',
  'invalidJson',
  /** A JSON value of the wrong shape: `path`, `expected`. */
  'schemaMismatch',
  'unknownMetric',
  'unitUndecidable',
  'timestampsOutOfOrder',
  'timestampRepeated',
  'badTimestamp',
  'gap',
  'negativeValue',
  'notANumber',
  'counterBackwards',
  'counterReset',
  'streamLengthsDiffer',
  'noData',
  'unknownColumn',
  'firstReportSkipped',
  'noTimestamps',
  'resolutionDiffers',
  'unknownSizeBucket',
  'unknownOperation',
  'fileTooLarge',
  /** Bytes the file's encoding (`encoding`: UTF-8, or UTF-16 as its byte-order mark says) cannot read. */
  'undecodable',
] as const;
export type ProblemCode = (typeof problemCodes)[number];

/**
 * Something about a file, as a code with figures: `file`, where in it (`line` for text, `path`
 * for JSON), and what was `expected`; `skipped` counts what was left out because of it.
 */
export interface MeasurementProblem {
  readonly code: ProblemCode;
  readonly severity: 'error' | 'warning' | 'info';
  readonly file: string;
  readonly line?: number;
  readonly path?: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface ReadResult {
  readonly file: string;
  readonly format: MeasurementFormat | null;
  readonly series: readonly Series[];
  readonly problems: readonly MeasurementProblem[];
  /** Points read and used, and points skipped (counted by the problems that name them). */
  readonly pointsRead: number;
  readonly pointsSkipped: number;
}

/** The most text one measurement file may hold, bytes (OCI answers 100,000 points at most). */
export const MAX_MEASUREMENT_BYTES = 64 * 1024 * 1024;
