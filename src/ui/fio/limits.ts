/**
 * The largest fio result the app reads, bytes: the engine's own `MAX_FIO_RESULT_BYTES` (50 MB;
 * the same number, held to it by tests/property/waysIn.test.ts). Not imported from the engine,
 * so the fio code stays out of the first screen's bundle.
 */
export const MAX_RESULT_BYTES = 50_000_000;
