/**
 * NFSv3 operations to backend IOPS, the mapping of Table 2 in both File Storage papers.
 */
import type { MetadataOp, NfsOpCostTable } from '../catalog/types.ts';
import type { MetadataRates } from './scenario.ts';
import { ceilSafe } from './units.ts';

/**
 * Backend IOPS of one READ of `ioSizeKiB`: the base cost up to the step (32 KiB), plus one
 * step cost for each further step begun. 4 KiB: 2; 64 KiB: 3; 1 MiB: 33 (Table 2).
 */
export function readCost(ioSizeKiB: number, table: NfsOpCostTable): number {
  return table.readBase.value + table.readStep.value * extraSteps(ioSizeKiB, table.stepKiB.value);
}

/** Backend IOPS of one WRITE of `ioSizeKiB`: 4 up to 32 KiB, plus 2 per further 32 KiB (Table 2). */
export function writeCost(ioSizeKiB: number, table: NfsOpCostTable): number {
  return table.writeBase.value + table.writeStep.value * extraSteps(ioSizeKiB, table.stepKiB.value);
}

function extraSteps(ioSizeKiB: number, stepKiB: number): number {
  return Math.max(0, ceilSafe(ioSizeKiB / stepKiB) - 1);
}

/** Backend IOPS of one metadata operation (Table 2). */
export function metadataCost(op: MetadataOp, table: NfsOpCostTable): number {
  return table.metadata[op].value;
}

/** Sum over metadata operations of rate (ops/s) x backend cost: backend IOPS. */
export function metadataBackendIops(rates: MetadataRates | undefined, table: NfsOpCostTable): number {
  if (!rates) return 0;
  let total = 0;
  for (const op of Object.keys(rates) as MetadataOp[]) total += (rates[op] ?? 0) * metadataCost(op, table);
  return total;
}

/** Total metadata operations per second (front end). */
export function metadataOpsTotal(rates: MetadataRates | undefined): number {
  if (!rates) return 0;
  let total = 0;
  for (const v of Object.values(rates)) total += v ?? 0;
  return total;
}
