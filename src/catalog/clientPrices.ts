/**
 * Which SKUs bill a client instance, by shape (S-PRICE): general-purpose Flex VMs bill OCPUs
 * and memory on two SKUs of their processor family; X7 Standard VMs bill one SKU per OCPU.
 * A shape missing here has no price in the feed as copied (Arm A1/A2/A4, E2, the Dense I/O
 * shapes as clients, every bare metal shape): the planner says so and leaves it out of a bill.
 */
import { deepFreeze } from './freeze.ts';
import type { PriceBook, Price } from './types.ts';

type PriceKey = { [K in keyof PriceBook]: PriceBook[K] extends Price ? K : never }[keyof PriceBook];

export interface ShapePricing {
  readonly ocpu: PriceKey;
  /** The memory SKU, or null where the OCPU price includes memory. */
  readonly memoryGB: PriceKey | null;
  /**
   * How the shape is matched to its SKUs: `documented` where the SKU names the shape's family
   * (E4, E5 …), `inferred` where the planner reads the match (X9 for Standard3/Optimized3,
   * memory included in the X7 OCPU SKU because the feed lists no X7 memory SKU).
   */
  readonly basis: 'documented' | 'inferred';
}

const flex = (ocpu: PriceKey, memoryGB: PriceKey, basis: ShapePricing['basis'] = 'documented'): ShapePricing => ({ ocpu, memoryGB, basis });
const x7: ShapePricing = { ocpu: 'standardX7VmOcpu', memoryGB: null, basis: 'inferred' };

export const clientShapePricing: Readonly<Record<string, ShapePricing>> = deepFreeze({
  'VM.Standard.E3.Flex': flex('standardE3Ocpu', 'standardE3MemoryGB'),
  'VM.Standard.E4.Flex': flex('standardE4Ocpu', 'standardE4MemoryGB'),
  'VM.Standard.E5.Flex': flex('standardE5Ocpu', 'standardE5MemoryGB'),
  'VM.Standard.E6.Flex': flex('standardE6Ocpu', 'standardE6MemoryGB'),
  'VM.Standard3.Flex': flex('standardX9Ocpu', 'standardX9MemoryGB', 'inferred'),
  'VM.Optimized3.Flex': flex('optimizedX9Ocpu', 'optimizedX9MemoryGB', 'inferred'),
  'VM.Standard2.1': x7,
  'VM.Standard2.2': x7,
  'VM.Standard2.4': x7,
  'VM.Standard2.8': x7,
  'VM.Standard2.16': x7,
  'VM.Standard2.24': x7,
});

/** The SKUs of a client shape, or null when the price feed has none for it. */
export function clientPricingOf(shapeId: string): ShapePricing | null {
  return Object.hasOwn(clientShapePricing, shapeId) ? clientShapePricing[shapeId]! : null;
}
