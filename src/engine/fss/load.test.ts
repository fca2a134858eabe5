import { describe, expect, it } from 'vitest';
import { fssEditions, nfsOpCosts2023, nfsOpCosts2024, nfsOpCostsCurrent, type FssMountTargetEdition } from '../../catalog/index.ts';
import { mbpsToOps, opsToMBps } from '../units.ts';
import { loadFigures, loadFromRequirement, loadFromWorkload, metadataBackendIops, readCost, writeCost } from './load.ts';

describe('Table 2 "NFS Operations to IOPS Mapping" (fss-2024-11, fss-2023-08): READ and WRITE costs', () => {
  for (const [name, table] of [
    ['fss-2024-11', nfsOpCosts2024],
    ['fss-2023-08', nfsOpCosts2023],
    ['current (carried)', nfsOpCostsCurrent],
  ] as const) {
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

  it('metadata: the sum over operations of rate × cost (getattr 1, LOOKUP 2, create 4, RENAME 8, NLM FREE_ALL 8)', () => {
    expect(metadataBackendIops({ getattr: 100, lookup: 10, create: 5, rename: 2, nlmFreeAll: 1 }, nfsOpCosts2024)).toBe(100 + 20 + 20 + 16 + 8);
    expect(metadataBackendIops(undefined, nfsOpCosts2024)).toBe(0);
  });
});

describe('a requirement as a load: operations are the larger of the IOPS asked and MB/s over the I/O size', () => {
  it('reads from MB/s at their own size, writes from IOPS; metadata and clients carried over', () => {
    const r = {
      ioSizeKiB: 64,
      readIoSizeKiB: 1024,
      readMBps: 500,
      writeIops: 300,
      writeMBps: 1,
      metadataOpsPerSecond: { getattr: 50 },
      clients: 3,
      nconnect: 4,
    };
    const load = loadFromRequirement(r);
    expect(load.readOps).toBeCloseTo(mbpsToOps(500, 1024), 9);
    expect(load.writeOps).toBe(Math.max(300, mbpsToOps(1, 64)));
    expect(load).toMatchObject({ readIoSizeKiB: 1024, writeIoSizeKiB: 64, metadata: { getattr: 50 }, clients: 3, connectionsPerClient: 4 });
  });

  it('a workload shape is 100 data operations a second split by its read percent', () => {
    const load = loadFromWorkload({ readPercent: 70, ioSizeKiB: 8 });
    expect(load.readOps + load.writeOps).toBe(100);
    expect(load.readOps).toBe(70);
  });
});

describe("a load's backend IOPS: reads × read cost + writes × write cost + metadata (Table 2)", () => {
  it("adds the three parts with the edition's own costs", () => {
    const edition = fssEditions['fss-2024-11'] as FssMountTargetEdition;
    const load = loadFromRequirement({ ioSizeKiB: 4, readIoSizeKiB: 96, readIops: 1000, writeIops: 200, metadataOpsPerSecond: { getattr: 10, create: 5 } });
    const f = loadFigures(load, edition);
    const t = edition.opCosts;
    const expected = 1000 * readCost(96, t) + 200 * writeCost(4, t) + metadataBackendIops({ getattr: 10, create: 5 }, t);
    expect(f.backendIops).toBeCloseTo(expected, 9);
    expect(f.metadataOps).toBe(15);
    expect(f.frontEndOps).toBe(1215);
    expect(f.readMBps).toBeCloseTo(opsToMBps(1000, 96), 9);
  });
});
