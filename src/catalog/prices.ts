/**
 * List prices (USD, pay as you go) from Oracle's Cost Estimator feed dated 2026-01-05 (S-PRICE),
 * one SKU per entry. The UI lets the user edit these; `priceKeys` lists the editable entries.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Price, type PriceBook } from './types.ts';

const part = (sku: string) => `key "products", part ${sku}`;
const price = (sku: string, name: string, usd: number, per: Price['per']): Price => ({ sku, name, usd, per, source: 'S-PRICE', where: part(sku) });

export const priceBook: PriceBook = deepFreeze({
  date: '2026-01-05',
  currency: 'USD',
  fssStorageGBMonth: price('B89057', 'File Storage - Storage', 0.3, 'GB-month'),
  // Billed on the larger of total HPMT capacity entitlement and actual storage in the AD.
  hpmtGBMonth: price('B109546', 'File Storage Service - High Performance Mount Target', 0.3, 'GB-month'),
  bvStorageGBMonth: price('B91961', 'Storage - Block Volume - Storage', 0.0255, 'GB-month'),
  bvVpuGBMonth: price('B91962', 'Storage - Block Volume - Performance Units', 0.0017, 'VPU-GB-month'),
  denseIoE4Ocpu: price('B93121', 'Compute - Dense I/O - E4 - OCPU', 0.025, 'OCPU-hour'),
  denseIoE4MemoryGB: price('B93122', 'Compute - Dense I/O - E4 - Memory', 0.0015, 'GB-hour'),
  denseIoE4NvmeTB: price('B93123', 'Compute - Dense I/O - E4 - NVMe', 0.0612, 'TB-hour'),
  denseIoE5Ocpu: price('B98202', 'Oracle Cloud Infrastructure - Compute - Dense I/O - E5 OCPU', 0.03, 'OCPU-hour'),
  denseIoE5MemoryGB: price('B98203', 'Oracle Cloud Infrastructure - Compute - Dense I/O - E5 Memory', 0.002, 'GB-hour'),
  denseIoE5NvmeTB: price('B98204', 'Oracle Cloud Infrastructure - Compute - Dense I/O - E5 NVMe', 0.0612, 'TB-hour'),
  // X7 Dense I/O (DenseIO2) bundles memory and NVMe into the OCPU price; the VM SKU B88516 costs the same.
  denseIoX7Ocpu: price('B88515', 'Compute - Bare Metal Dense I/O - X7', 0.1275, 'OCPU-hour'),
  lustreStorageGBMonth: price('B111091', 'OCI File Storage with Lustre Service - Storage', 0.086, 'GB-month'),
  // Per performance unit per GB-month; what one unit is is not published (see catalog/lustre.ts).
  lustrePerformanceUnitGBMonth: price('B111092', 'OCI File Storage with Lustre Service - Performance', 0.0005, 'PU-GB-month'),
  // Client instances (the whole bill): general-purpose shapes bill OCPUs and memory apart.
  standardE3Ocpu: price('B92306', 'Compute - Standard - E3 - OCPU', 0.025, 'OCPU-hour'),
  standardE3MemoryGB: price('B92307', 'Compute - Standard - E3 - Memory', 0.0015, 'GB-hour'),
  standardE4Ocpu: price('B93113', 'Compute - Standard - E4 - OCPU', 0.025, 'OCPU-hour'),
  standardE4MemoryGB: price('B93114', 'Compute - Standard - E4 - Memory', 0.0015, 'GB-hour'),
  standardE5Ocpu: price('B97384', 'Compute - Standard - E5 - OCPU', 0.03, 'OCPU-hour'),
  standardE5MemoryGB: price('B97385', 'Compute - Standard - E5 - Memory', 0.002, 'GB-hour'),
  standardE6Ocpu: price('B111129', 'OCI - Compute - Standard - E6 - OCPU', 0.03, 'OCPU-hour'),
  standardE6MemoryGB: price('B111130', 'OCI - Compute - Standard - E6 - Memory', 0.002, 'GB-hour'),
  standardX9Ocpu: price('B94176', 'Compute - Standard - X9 - OCPU', 0.04, 'OCPU-hour'),
  standardX9MemoryGB: price('B94177', 'Compute - Standard - X9 - Memory', 0.0015, 'GB-hour'),
  optimizedX9Ocpu: price('B93311', 'Compute - Optimized - X9 - OCPU', 0.054, 'OCPU-hour'),
  optimizedX9MemoryGB: price('B93312', 'Compute - Optimized - X9 - Memory', 0.0015, 'GB-hour'),
  // X7 Standard (Standard2) VMs: one SKU per OCPU-hour, no memory SKU in the feed.
  standardX7VmOcpu: price('B88514', 'Compute - Virtual Machine Standard - X7', 0.0638, 'OCPU-hour'),
});

/** The entries of a price book that are prices (everything but the date and currency). */
export type PriceKey = { [K in keyof PriceBook]: PriceBook[K] extends Price ? K : never }[keyof PriceBook];

export const priceKeys: readonly PriceKey[] = Object.freeze([
  'fssStorageGBMonth',
  'hpmtGBMonth',
  'bvStorageGBMonth',
  'bvVpuGBMonth',
  'denseIoE4Ocpu',
  'denseIoE4MemoryGB',
  'denseIoE4NvmeTB',
  'denseIoE5Ocpu',
  'denseIoE5MemoryGB',
  'denseIoE5NvmeTB',
  'denseIoX7Ocpu',
  'lustreStorageGBMonth',
  'lustrePerformanceUnitGBMonth',
  'standardE3Ocpu',
  'standardE3MemoryGB',
  'standardE4Ocpu',
  'standardE4MemoryGB',
  'standardE5Ocpu',
  'standardE5MemoryGB',
  'standardE6Ocpu',
  'standardE6MemoryGB',
  'standardX9Ocpu',
  'standardX9MemoryGB',
  'optimizedX9Ocpu',
  'optimizedX9MemoryGB',
  'standardX7VmOcpu',
] as const satisfies readonly PriceKey[]);

const VPU_PAGE = 'page text "10 VPUs at $0.017 for Balanced ... 120 VPUs at $0.204 for UHP"';

/**
 * The Block Volume pricing page's performance-unit examples, per GB-month; each is VPUs x
 * the B91962 unit price, a cross-check on the feed.
 */
export const bvVpuPriceExamples = deepFreeze([
  { vpusPerGB: 10, usdPerGBMonth: cite(0.017, 'USD', 'S-BVPRICE', VPU_PAGE, 'documented', 'Balanced, performance units only (storage billed separately).') },
  { vpusPerGB: 20, usdPerGBMonth: cite(0.034, 'USD', 'S-BVPRICE', VPU_PAGE, 'documented', 'Higher Performance, performance units only.') },
  { vpusPerGB: 30, usdPerGBMonth: cite(0.051, 'USD', 'S-BVPRICE', VPU_PAGE, 'documented', 'Lowest UHP level, performance units only.') },
  { vpusPerGB: 120, usdPerGBMonth: cite(0.204, 'USD', 'S-BVPRICE', VPU_PAGE, 'documented', 'Highest UHP level, performance units only.') },
] as const);
