/**
 * Unit words the charts print next to numbers: I/O sizes as fio means them (binary).
 */

/** 4 → "4 KiB", 1024 → "1 MiB". */
export function ioSizeText(kib: number): string {
  return kib >= 1024 && kib % 1024 === 0 ? `${kib / 1024} MiB` : `${kib} KiB`;
}
