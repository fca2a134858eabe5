/**
 * Which form fields a workload derived from measurements filled (the scenario's `measured`,
 * issue 24), and the scenario once the user changes one of them: that field is no longer from
 * the measurements, so it leaves `measured.fields`; with none left, `measured` goes.
 */
import type { CompareScenario } from '../engine/index.ts';
import { METADATA_PREFIX } from './fields.ts';

type MeasuredField = NonNullable<CompareScenario['measured']>['fields'][number];

const DEMAND: readonly MeasuredField[] = ['readMBps', 'writeMBps', 'readIops', 'writeIops'];

/** The `measured.fields` names a form field stands for (a total stands for its read and write parts). */
export function measuredNamesOf(fieldId: string): readonly MeasuredField[] {
  if (fieldId.startsWith(METADATA_PREFIX)) return ['metadataOpsPerSecond'];
  if (fieldId === 'totalMBps') return ['readMBps', 'writeMBps'];
  if (fieldId === 'totalIops') return ['readIops', 'writeIops'];
  if (fieldId === 'readSharePercent') return DEMAND;
  const known: readonly string[] = ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'ioSizeKiB', 'capacityGB', 'clients'];
  return known.includes(fieldId) ? [fieldId as MeasuredField] : [];
}

/** Whether a form field shows a figure from the measurements. */
export function isMeasured(scenario: CompareScenario, fieldId: string): boolean {
  const fields = scenario.measured?.fields ?? [];
  return measuredNamesOf(fieldId).some((f) => fields.includes(f));
}

/** The scenario with the fields the user changed no longer marked as measured. */
export function withoutMeasured(scenario: CompareScenario, fieldIds: readonly string[]): CompareScenario {
  const m = scenario.measured;
  if (!m) return scenario;
  const gone = new Set(fieldIds.flatMap(measuredNamesOf));
  const fields = m.fields.filter((f) => !gone.has(f));
  if (fields.length === m.fields.length) return scenario;
  const { measured: _old, ...rest } = scenario;
  return fields.length > 0 ? { ...rest, measured: { ...m, fields } } : rest;
}
