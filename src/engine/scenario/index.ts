/**
 * The scenario document, for the engine's `scenario` namespace: its schema and types
 * (`schema.ts`, built from the shared field rules in `fields.ts` and the comparison's parts in
 * `compare.ts`), reading it (`parse.ts`), upgrading older versions (`migrations.ts`), what can
 * be wrong with it (`issues.ts`), and how much of it any reader takes (`limits.ts`).
 */
export * from './schema.ts';
export { parseScenario } from './parse.ts';
export { readWorkloadsKeeping, type WorkloadsReading } from './workloadsParse.ts';
export { commitmentSchema, type Commitment } from './priceBook.ts';
export { Versions, LATEST_VERSION, type Version } from './versions.ts';
