/**
 * fio's sizes as its options spell them (`4k`, `1m`, `4096`, `64k,32k`): binary multiples, as
 * fio reads them by default (kb_base=1024).
 */
import { BYTES_PER_KIB } from '../units.ts';

const SIZE = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(i?b)?$/i;
const POWERS: Readonly<Record<string, number>> = { '': 0, k: 1, m: 2, g: 3, t: 4 };

/** Bytes of one fio size, or null when it is not one. */
export function parseFioSize(text: string): number | null {
  const m = SIZE.exec(text.trim());
  if (!m) return null;
  const bytes = Number(m[1]) * BYTES_PER_KIB ** POWERS[m[2]!.toLowerCase()]!;
  return Number.isFinite(bytes) ? Math.round(bytes) : null;
}

/** The read and write block sizes of a `bs=` value (`4k`, or `64k,32k` for read,write). */
export function parseFioBs(text: string): { read: number; write: number } | null {
  const [r, w] = text.split(',');
  const read = parseFioSize(r ?? '');
  const write = w === undefined || w === '' ? read : parseFioSize(w);
  return read === null || write === null ? null : { read, write };
}
