/**
 * One measurement file, whatever its format: OCI Monitoring JSON, `iostat -x`, `nfsiostat` or
 * the planner's CSV. The format is told from the text itself; a file that is none of them is
 * `unknownFormat`. Never throws.
 */
import { problem } from './clean.ts';
import { encodingOf, type TextEncoding } from './decode.ts';
import { jsonErrorLine } from './jsonError.ts';
import { readCsv, looksLikeCsv, csvReader, type CsvReader } from './csv.ts';
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

/** `a` then `b`, in a new array. */
function joined(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

/** A format read at the end: the text its pieces make, read whole (the pieces let go first). */
function readWhole(file: string, pieces: string[], options: ReadOptions): ReadResult {
  const all = pieces.join('');
  pieces.length = 0;
  return readMeasurementFile(file, all, options);
}

/** A file read piece by piece: its bytes as they come (`push`), then the result (`end`). */
export interface MeasurementReader {
  push(bytes: Uint8Array): void;
  end(): ReadResult;
}

/**
 * A reader of one file's bytes, given in pieces: decoded as `decodeText` says (UTF-8, UTF-16
 * with a byte-order mark; `encodingOf` the first two bytes) and read as `readMeasurementFile`
 * reads the whole text. A CSV (told from its first line) is read as its pieces come, never held
 * whole; the other formats (a JSON document, iostat and nfsiostat text) are read at the end.
 * Bytes the encoding cannot read are `undecodable`, with the encoding named; more than
 * MAX_MEASUREMENT_BYTES is `fileTooLarge`. `sizeBytes`, the file's size when known, lets a
 * CSV's arrays be sized once (`csvReader`). The command line and the browser's worker both read
 * through here. Never throws.
 */
export function measurementReader(file: string, options: ReadOptions = {}, sizeBytes?: number): MeasurementReader {
  let size = 0;
  let head = new Uint8Array(0);
  let decoder: TextDecoder | null = null;
  let encoding: TextEncoding = 'UTF-8';
  let failure: ReadResult | null = null;
  /** Text before the format is known (up to the first line break), then the whole text of a format read at the end. */
  let pieces: string[] = [];
  let firstLine = '';
  let csv: CsvReader | null = null;
  let whole = false;

  function text(piece: string): void {
    if (csv) csv.push(piece);
    else if (whole) pieces.push(piece);
    else {
      firstLine += piece;
      if (firstLine.includes('\n')) decide();
    }
  }
  /** The format, once the first line is known: a CSV is read as it comes, the rest at the end. */
  function decide(): void {
    if (looksLikeCsv(firstLine)) {
      csv = csvReader(file, sizeBytes === undefined ? undefined : encoding === 'UTF-8' ? sizeBytes : sizeBytes / 2);
      csv.push(firstLine);
    } else {
      whole = true;
      pieces = [firstLine];
    }
    firstLine = '';
  }
  function decode(bytes: Uint8Array, last: boolean): void {
    if (failure) return;
    let piece: string;
    try {
      decoder ??= new TextDecoder(encoding.toLowerCase(), { fatal: true });
      piece = decoder.decode(bytes, { stream: !last });
    } catch {
      failure = failed(file, 'undecodable', { encoding });
      return;
    }
    try {
      text(piece);
    } catch (_e) {
      failure = failed(file, 'unknownFormat', { expected: 'oci|iostat|nfsiostat|csv' });
    }
  }
  return {
    push(bytes) {
      if (failure || bytes.length === 0) return;
      size += bytes.length;
      if (size > MAX_MEASUREMENT_BYTES) {
        failure = failed(file, 'fileTooLarge', { limitBytes: MAX_MEASUREMENT_BYTES });
        csv = null;
        pieces = [];
        return;
      }
      if (decoder === null && head.length + bytes.length < 2) {
        // The byte-order mark is two bytes: wait for both.
        head = joined(head, bytes);
        return;
      }
      if (decoder === null && head.length > 0) {
        bytes = joined(head, bytes);
        head = new Uint8Array(0);
      }
      if (decoder === null) encoding = encodingOf(bytes);
      decode(bytes, false);
    },
    end() {
      try {
        if (decoder === null) encoding = encodingOf(head);
        decode(head, true);
        if (failure) return failure;
        if (!csv && !whole) decide();
        if (csv) return csv.end();
        return readWhole(file, pieces, options);
      } catch (_e) {
        return failed(file, 'unknownFormat', { expected: 'oci|iostat|nfsiostat|csv' });
      }
    },
  };
}

/** Reads a file's bytes in one piece (`measurementReader`). */
export function readMeasurementBytes(file: string, bytes: Uint8Array, options: ReadOptions = {}): ReadResult {
  const reader = measurementReader(file, options);
  reader.push(bytes);
  return reader.end();
}
