/**
 * Money, for the engine's `cost` namespace: unit prices and price lines (`prices.ts`), and the
 * whole bill, storage plus the client compute it needs (`wholeBill.ts`).
 */
export * from './prices.ts';
export * from './wholeBill.ts';
