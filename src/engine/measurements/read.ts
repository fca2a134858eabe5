/**
 * One measurement file, whatever its format: OCI Monitoring JSON, `iostat -x`, `nfsiostat` or
 * the planner's CSV. The format is told from the text itself; a file that is none of them is
 * `unknownFormat`. Never throws.
 */
import { problem } from './clean.ts';
import { decodeText } from './decode.ts';
import { jsonErrorLine } from './jsonError.ts';
import { readCsv, looksLikeCsv } from './csv.ts';
import { looksLikeIostat, readIostat, type TextOptions } from './iostat.ts';
import { looksLikeNfsiostat, readNfsiostat } from './nfsiostat.ts';
import { readOci, type OciOptions } from './oci.ts';
import { looksLikeIostatJson, readIostatJson } from './iostatJson.ts';
import { MAX_MEASUREMENT_BYTES, type ReadResult } from './types.ts';

export type ReadOptions = OciOptions & TextOptions;

function failed(
  file: string,
  code: 'unknownFormat' | 'invalidJson' | 'fileTooLarge' | 'undecodable',
  params: Record<string, string | number>,
  at: number | string = 1,
): ReadResult {
  return { file, format: null, series: [], problems: [problem(code, 'error', file, at, params)], pointsRead: 0, pointsSkipped: 0 };
}

/** Reads a file's text (`file` names it in every problem). */
export function readMeasurementFile(file: string, text: string, options: ReadOptions = {}): ReadResult {
  try {
    if (text.length > MAX_MEASUREMENT_BYTES) return failed(file, 'fileTooLarge', { limitBytes: MAX_MEASUREMENT_BYTES });
    const start = text.trimStart();
    if (start.startsWith('{') || start.startsWith('[')) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (e) {
        const line = jsonErrorLine(text, (e as Error).message);
        return failed(file, 'invalidJson', { expected: 'json' }, line ?? '$');
      }
      if (looksLikeIostatJson(json)) return readIostatJson(file, json, options) ?? failed(file, 'unknownFormat', { expected: 'iostat' });
      return readOci(file, json, options);
    }
    if (looksLikeCsv(text)) return readCsv(file, text);
    if (looksLikeIostat(text)) return readIostat(file, text, options);
    if (looksLikeNfsiostat(text)) return readNfsiostat(file, text, options);
    return failed(file, 'unknownFormat', { expected: 'oci|iostat|nfsiostat|csv' });
  } catch (_e) {
    // A reader that meets something no check above foresaw answers a code, never an exception.
    return failed(file, 'unknownFormat', { expected: 'oci|iostat|nfsiostat|csv' });
  }
}

/**
 * Reads a file's bytes: decoded as `decodeText` says (UTF-8, UTF-16 with a byte-order mark),
 * then read as `readMeasurementFile`. Bytes the encoding cannot read are `undecodable`, with
 * the encoding named. The command line and the browser's worker both read through here.
 */
export function readMeasurementBytes(file: string, bytes: Uint8Array, options: ReadOptions = {}): ReadResult {
  if (bytes.length > MAX_MEASUREMENT_BYTES) return failed(file, 'fileTooLarge', { limitBytes: MAX_MEASUREMENT_BYTES });
  const decoded = decodeText(bytes);
  if (!decoded.ok) return failed(file, 'undecodable', { encoding: decoded.encoding });
  return readMeasurementFile(file, decoded.text, options);
}
