/**
 * The measurement reader in a worker (issue 24): the files are read, parsed and analysed here,
 * off the page's thread, so a 100,000-point export never holds up a frame; the page receives
 * the answers only (reader.ts). Served from the app's own origin (worker-src 'self').
 */
import { createReader, type ToReader } from './reader.ts';

const answer = createReader();
const scope = self as unknown as { onmessage: ((e: MessageEvent<ToReader>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (e) => {
  void answer(e.data).then((reply) => scope.postMessage(reply));
};
