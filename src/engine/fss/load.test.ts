import { describe, expect, it } from 'vitest';
import { nfsOpCosts2023, nfsOpCosts2024, nfsOpCostsCurrent } from '../../catalog/index.ts';
import { metadataBackendIops, readCost, writeCost } from './load.ts';

describe('Table 2 "NFS Operations to IOPS Mapping" (fss-2024-11, fss-2023-08): READ and WRITE costs', () => {
  for (const [name, table] of [['fss-2024-11', nfsOpCosts2024], ['fss-2023-08', nfsOpCosts2023], ['current (carried)', nfsOpCostsCurrent]] as const) {
    it(`${name}: READ 4 KiB 2, 32 KiB 2, 33 KiB 3, 64 KiB 3, 1 MiB 33; WRITE 4 KiB 4, 64 KiB 6, 1 MiB 66`, () => {
      expect([4, 32, 33, 64, 1024].map((kib) => readCost(kib, table))).toEqual([2, 2, 3, 3, 33]);
      expect([4, 64, 1024].map((kib) => writeCost(kib, table))).toEqual([4, 6, 66]);
    });
  }

  it('sizes below one step cost the base; a fraction of a step beyond costs a whole step', () => {
    expect(readCost(0.5, nfsOpCosts2024)).toBe(2);
    expect(readCost(32.5, nfsOpCosts2024)).toBe(3);
    expect(writeCost(96, nfsOpCosts2024)).toBe(8);
    expect(writeCost(97, nfsOpCosts2024)).toBe(10);
  });

  it('metadata: the sum over operations of rate × cost (GETATTR 1, LOOKUP 2, CREATE 4, RENAME 8, NLM FREE_ALL 8)', () => {
    expect(metadataBackendIops({ getattr: 100, lookup: 10, create: 5, rename: 2, nlmFreeAll: 1 }, nfsOpCosts2024)).toBe(100 + 20 + 20 + 16 + 8);
    expect(metadataBackendIops(undefined, nfsOpCosts2024)).toBe(0);
  });
});
