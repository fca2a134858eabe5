/**
 * Money, for the engine's `cost` namespace: unit prices and price lines (`prices.ts`), and the
 * whole bill, storage plus the client compute it needs (`wholeBill.ts`).
 */
export * from './prices.ts';
export * from './wholeBill.ts';
export * from './priceFile.ts';
export { metricClassOf, expectedMetricOf, type MetricClass } from './priceMetric.ts';
