/**
 * Unit words the charts print next to numbers: I/O sizes as fio means them (binary).
 */
import { units } from '../../engine/index.ts';

/** 4 → "4 KiB", 1024 → "1 MiB" (the unit chosen by the engine's `ioSizeUnit`). */
export function ioSizeText(kib: number): string {
  const size = units.ioSizeUnit(kib);
  return `${size.value} ${size.unit}`;
}
