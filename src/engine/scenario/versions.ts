/**
 * The scenario format's versions, each named for the change it brought, so that code says
 * `Versions.Workloads` where it means "the version that brought plans of several workloads".
 * What each version changed, and how a document of the one before is upgraded, is written beside
 * its migration (`migrations.ts`, `migrateV<n-1>ToV<n>`); the house test checks that
 * docs/ARCHITECTURE.md and the fixture folders (`tests/fixtures/v1/` …) agree with this list.
 */
export const Versions = {
  /** The first format. */
  First: 1,
  /** Concurrency and latency. */
  Concurrency: 2,
  /** The whole bill (client memory and the bill basis). */
  WholeBill: 3,
  /** The fio calibration. */
  Calibration: 4,
  /** One target utilization for every service. */
  OneTarget: 5,
  /** Several workloads in one plan. */
  Workloads: 6,
  /** The price book in force. */
  PriceBook: 7,
} as const;

export type Version = (typeof Versions)[keyof typeof Versions];

/** The newest version: what the app, the command line and the embed write. */
export const LATEST_VERSION = Versions.PriceBook;
