/**
 * The client's side, for the engine's `clients` namespace: an instance's network
 * (`network.ts`), the operations a client keeps in flight at a latency (`concurrency.ts`), and
 * Little's law for serial streams (`latency.ts`).
 */
export * from './network.ts';
export * from './concurrency.ts';
export * from './latency.ts';
