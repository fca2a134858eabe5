/**
 * The measurement reader's side of the conversation, the same in the worker
 * (measurements.worker.ts) and, where no worker can start, on this thread: it reads the files
 * (a file above MAX_MEASUREMENT_BYTES is refused unread), keeps their points, and answers each
 * analysis with what the panel draws. Messages carry an id; the answer names it.
 */
import { measurements as m } from '../../engine/index.ts';
import { analyzer, type Analysis, type AnalysisRequest, type ReadSummary } from './analysis.ts';

export type ToReader =
  | { readonly id: number; readonly kind: 'read'; readonly files: readonly File[]; readonly intervalSeconds?: number }
  | { readonly id: number; readonly kind: 'analyze'; readonly request: AnalysisRequest };

export type FromReader =
  | { readonly id: number; readonly kind: 'read'; readonly reads: readonly ReadSummary[]; readonly streams: readonly string[]; readonly points: number }
  | { readonly id: number; readonly kind: 'analysis'; readonly analysis: Analysis }
  | { readonly id: number; readonly kind: 'failed' };

/** A file too large to read is refused before it is read, as the engine would after. */
function tooLarge(name: string): m.ReadResult {
  return {
    file: name,
    format: null,
    series: [],
    problems: [{ code: 'fileTooLarge', severity: 'error', file: name, params: { limitBytes: m.MAX_MEASUREMENT_BYTES } }],
    pointsRead: 0,
    pointsSkipped: 0,
  };
}

/**
 * A file read as the command line reads one: its bytes handed to the engine's reader piece by
 * piece as they come off the disk (`File.stream()`), so a million-row CSV is never held whole;
 * where a browser has no stream, its bytes in one piece.
 */
async function readFile(file: File, options: m.ReadOptions): Promise<m.ReadResult> {
  const reader = m.measurementReader(file.name, options, file.size);
  if (typeof file.stream === 'function') {
    const pieces = file.stream().getReader();
    for (;;) {
      const { done, value } = await pieces.read();
      if (done) break;
      reader.push(value);
    }
  } else reader.push(await bytesOf(file));
  return reader.end();
}

/** A file's bytes in one piece (a browser without `Blob.stream`). */
async function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** A reader: each message in, its answer out. It holds the last files' points. */
export function createReader(): (message: ToReader) => Promise<FromReader> {
  let analyze = analyzer([]);
  return async (message) => {
    try {
      if (message.kind === 'analyze') return { id: message.id, kind: 'analysis', analysis: analyze(message.request) };
      const read = await Promise.all(
        message.files.map(async (file) =>
          file.size > m.MAX_MEASUREMENT_BYTES
            ? tooLarge(file.name)
            : readFile(file, message.intervalSeconds ? { intervalSeconds: message.intervalSeconds } : {}),
        ),
      );
      const series = read.flatMap((r) => r.series);
      analyze = analyzer(series);
      const reads = read.map(({ series: _points, ...summary }) => summary);
      return { id: message.id, kind: 'read', reads, streams: m.streamsOf(series), points: series.length };
    } catch {
      return { id: message.id, kind: 'failed' };
    }
  };
}
