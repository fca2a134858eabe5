/**
 * The page's end of the measurement reader: a worker served from the app's own origin
 * (measurements.worker.ts), or, where a worker cannot start (a test's DOM, a browser that
 * refuses it), the same reader on this thread. Analyses are asked one at a time: while one is
 * being answered only the latest request waits, so dragging the brush never queues up work;
 * a request overtaken before it was sent answers null.
 */
import { useEffect, useRef } from 'react';
import type { Analysis, AnalysisRequest } from './analysis.ts';
import { createReader, type FromReader, type ToReader } from './reader.ts';

export type ReadAnswer = Extract<FromReader, { kind: 'read' }>;
type Outgoing = ToReader extends infer T ? (T extends ToReader ? Omit<T, 'id'> : never) : never;

export interface ReaderClient {
  /** Where the files are read: 'worker', or 'page' without one. */
  readonly via: () => 'worker' | 'page';
  /** Reads the files; rejects when they could not be read at all. */
  read(files: readonly File[], intervalSeconds?: number): Promise<ReadAnswer>;
  /** The analysis for the request, or null when a later request overtook it. */
  analyze(request: AnalysisRequest): Promise<Analysis | null>;
  close(): void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./measurements.worker.ts', import.meta.url), { type: 'module', name: 'measurements' });
  } catch {
    return null;
  }
}

/** A client with its own reader (a worker where one starts). */
export function createReaderClient(): ReaderClient {
  let worker = startWorker();
  let local: ReturnType<typeof createReader> | null = null;
  const pending = new Map<number, { message: ToReader; resolve: (r: FromReader) => void }>();
  let nextId = 1;
  const onPage = (message: ToReader) => (local ??= createReader())(message);
  const toPage = () => {
    worker?.terminate();
    worker = null;
    // What the worker had not answered is asked again here.
    for (const [id, p] of pending) {
      pending.delete(id);
      void onPage(p.message).then(p.resolve);
    }
  };
  if (worker) {
    worker.onmessage = (e: MessageEvent<FromReader>) => {
      const p = pending.get(e.data.id);
      pending.delete(e.data.id);
      p?.resolve(e.data);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      toPage();
    };
  }
  const send = (out: Outgoing): Promise<FromReader> => {
    const message = { ...out, id: nextId++ } as ToReader;
    if (!worker) return onPage(message);
    return new Promise((resolve) => {
      pending.set(message.id, { message, resolve });
      worker!.postMessage(message);
    });
  };

  let busy = false;
  let waiting: { request: AnalysisRequest; resolve: (a: Analysis | null) => void } | null = null;
  const pump = () => {
    if (busy || !waiting) return;
    const { request, resolve } = waiting;
    waiting = null;
    busy = true;
    void send({ kind: 'analyze', request })
      .then((r) => resolve(r.kind === 'analysis' ? r.analysis : null))
      .finally(() => {
        busy = false;
        pump();
      });
  };

  return {
    via: () => (worker ? 'worker' : 'page'),
    async read(files, intervalSeconds) {
      waiting?.resolve(null);
      waiting = null;
      const r = await send({ kind: 'read', files, ...(intervalSeconds ? { intervalSeconds } : {}) });
      if (r.kind !== 'read') throw new Error('the files could not be read');
      return r;
    },
    analyze(request) {
      return new Promise((resolve) => {
        waiting?.resolve(null);
        waiting = { request, resolve };
        pump();
      });
    },
    close() {
      worker?.terminate();
      worker = null;
    },
  };
}

/** One reader for a component's life, started on first use and closed when it goes. */
export function useReaderClient(): () => ReaderClient {
  const client = useRef<ReaderClient | null>(null);
  useEffect(
    () => () => {
      client.current?.close();
      client.current = null;
    },
    [],
  );
  return () => (client.current ??= createReaderClient());
}
