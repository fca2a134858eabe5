import { describe, expect, it } from 'vitest';
import { dioEditions, raidLevelsCatalog } from '../../catalog/index.ts';
import { compareServices, dioPlanOf } from '../compare/index.ts';
import { recommendDenseIo } from './index.ts';
import { frontEndIops } from './iops.ts';
import { protectedRaid } from './sizing.ts';

const shapes = dioEditions['dio-current'].shapes;
const shape = (id: string) => shapes.find((s) => s.id === id)!;

describe('Dense I/O headroom: the drives’ IOPS to the target utilization, capacity to 100%', () => {
  // VM.DenseIO.E5.Flex.8: SLA floor 290K (S-NVMEPERF), one drive, RAID 0 at 100% reads: 290,000 front-end IOPS.
  const sla = shape('VM.DenseIO.E5.Flex.8').slaIops.value;

  it('defaults to 80%: a requirement of 85% of a shape’s IOPS does not fit it, one of 80% does', () => {
    const at = (iops: number, target?: number) =>
      recommendDenseIo('dio-current', { iops, readPercent: 100, ioSizeKiB: 4, ...(target ? { targetUtilizationPercent: target } : {}) })!;
    const e4 = shape('VM.DenseIO.E4.Flex.8').slaIops.value; // 230K, cheaper than the E5 at 8 OCPUs
    expect(at(0.8 * e4).design.shape).toBe('VM.DenseIO.E4.Flex.8');
    expect(at(0.8 * e4).targetUtilizationPercent).toBe(80);
    expect(at(0.85 * e4).design.shape).not.toBe('VM.DenseIO.E4.Flex.8');
    expect(at(0.85 * e4, 90).design.shape).toBe('VM.DenseIO.E4.Flex.8');
    expect(at(0.85 * e4, 90).targetUtilizationPercent).toBe(90);
    expect(sla).toBeGreaterThan(e4);
  });

  it('capacity is a hard limit, planned to 100%: a full drive fits', () => {
    const s = shape('VM.DenseIO.E4.Flex.8');
    const r = recommendDenseIo('dio-current', { iops: 1000, readPercent: 100, ioSizeKiB: 4, usableCapacityGB: s.driveTB.value * 1000 })!;
    expect(r.design.shape).toBe('VM.DenseIO.E4.Flex.8');
    const capacity = r.loads.find((l) => l.id === 'usableCapacity')!;
    expect(capacity).toMatchObject({ utilization: 1, hard: true });
  });

  it('a comparison passes its target, and its verdict weighs the Dense I/O IOPS against it', () => {
    const c = compareServices({ ioSizeKiB: 4, readIops: 100_000, capacityGB: 100, targetUtilizationPercent: 50 });
    expect(c.denseIo.targetUtilizationPercent).toBe(50);
    const iops = c.denseIo.loads.find((l) => l.id === 'deviceIops')!;
    expect(iops.utilization).toBeLessThanOrEqual(0.5);
  });
});

describe('protected layouts in a comparison: the drive count decides', () => {
  it('RAID 10 on an even count of at least 4, RAID 1 on two drives, none on one or an odd count (catalog rules)', () => {
    expect(raidLevelsCatalog['10'].minDrives.value).toBe(4);
    expect([1, 2, 3, 4, 5, 6, 8, 9, 12].map(protectedRaid)).toEqual([null, '1', null, '10', null, '10', '10', null, '10']);
  });

  it('by default a comparison plans protected layouts: a single-drive shape does not fit, a two-drive one is mirrored', () => {
    const c = compareServices({ ioSizeKiB: 8, readIops: 20_000, writeIops: 5_000, capacityGB: 2_000 });
    expect(c.denseIo.raidRule).toBe('protected');
    expect(c.denseIo.design).toEqual({ shape: 'VM.DenseIO.E4.Flex.16', raid: '1' });
    const one = c.denseIo.alternatives.find((o) => o.shape === 'VM.DenseIO.E4.Flex.8')!;
    expect(one).toMatchObject({ fits: false, reason: 'raid-layout' });
    expect(c.denseIo.alternatives.find((o) => o.shape === 'BM.DenseIO.E5.128')!.raid).toBe('10');
    // RAID 1 halves the writes: 20,000 + 5,000 × 2 back-end operations per 25,000 front-end; an 8 KiB I/O counts as two of 4 KiB.
    expect(c.denseIo.evaluation.iops).toBeCloseTo(frontEndIops(shape('VM.DenseIO.E4.Flex.16').slaIops.value, 80, 2) / 2, 6);
  });

  it('scratch data brings RAID 0 back; a RAID level the user chose wins over both', () => {
    const r = { ioSizeKiB: 8, readIops: 20_000, writeIops: 5_000, capacityGB: 2_000 };
    expect(compareServices({ ...r, scratchData: true }).denseIo).toMatchObject({ raidRule: 'scratch', design: { shape: 'VM.DenseIO.E4.Flex.8', raid: '0' } });
    expect(compareServices({ ...r, raid: '5' }).denseIo).toMatchObject({ raidRule: 'entered', design: { raid: '5' } });
    expect(compareServices({ ...r, raid: '0', scratchData: false }).denseIo.raidRule).toBe('entered');
  });

  it('the single-service scenario keeps RAID 0 by default', () => {
    const r = recommendDenseIo('dio-current', { iops: 20_000, readPercent: 80, ioSizeKiB: 8 })!;
    expect(r).toMatchObject({ raidRule: 'default', design: { raid: '0' }, instances: 1, remedies: [] });
  });
});

describe('Dense I/O hosts on the whole bill: as many as the clients, each at least a client', () => {
  it('takes the clients’ count, OCPUs and memory on the whole bill only', () => {
    const r = { ioSizeKiB: 8, readIops: 1000, clients: 3, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 20, clientMemoryGB: 300 };
    expect(dioPlanOf(r)).toEqual({ raidRule: 'protected', hosts: { count: 3, ocpus: 20, memoryGB: 300 } });
    expect(dioPlanOf({ ...r, billBasis: 'storage' })).toEqual({ raidRule: 'protected' });
    expect(dioPlanOf({ ioSizeKiB: 8, readIops: 1000 })).toEqual({ raidRule: 'protected' });
  });

  it('20 OCPUs and 300 GB per host: VM.DenseIO.E5.Flex.32 (32 OCPUs, 384 GB, 4 drives) is the smallest current shape that holds both and mirrors', () => {
    // E4.Flex.32 (512 GB) also holds them; E4.Flex.16 (16 OCPUs, 256 GB, 2 drives) is too small.
    const c = compareServices({
      ioSizeKiB: 8,
      readIops: 1000,
      capacityGB: 100,
      clients: 3,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 20,
      clientMemoryGB: 300,
    });
    expect(c.denseIo.instances).toBe(3);
    expect(c.denseIo.alternatives.find((o) => o.shape === 'VM.DenseIO.E4.Flex.16')!.reason).toBe('host-too-small');
    expect(['VM.DenseIO.E5.Flex.32', 'VM.DenseIO.E4.Flex.32']).toContain(c.denseIo.design.shape);
    const chosen = shape(c.denseIo.design.shape);
    expect(chosen.ocpus.value).toBeGreaterThanOrEqual(20);
    expect(chosen.memoryGB.value).toBeGreaterThanOrEqual(300);
    // Three hosts' drives carry the IOPS and the capacity together.
    expect(c.denseIo.evaluation.usableCapacityGB).toBe(3 * (chosen.drives.value / 2) * chosen.driveTB.value * 1000);
  });

  it('says it cannot when no shape has the client’s memory, and names the split', () => {
    const c = compareServices({ ioSizeKiB: 8, readIops: 1000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16, clientMemoryGB: 4096 });
    expect(c.denseIo.feasible).toBe(false);
    expect(c.denseIo.warnings[0]!.id).toBe('dio-hosts-too-small');
    expect(c.entries.find((e) => e.service === 'dense-io')!.fits).toBe(false);
    expect(c.denseIo.remedies[0]).toMatchObject({ code: 'split-workload', params: { variant: 'host', maxMemoryGB: 2048 } });
  });
});

describe('when no design fits: the closest one, and what would make one fit', () => {
  it('the closest design is the least over its limits, not the cheapest; feasible is false', () => {
    // 5M IOPS of 4 KiB reads: BM.DenseIO.E5.128 (3.4MM SLA) is the largest; at 80% it carries 2.72M.
    const r = recommendDenseIo('dio-current', { iops: 5_000_000, readPercent: 100, ioSizeKiB: 4 })!;
    expect(r.feasible).toBe(false);
    expect(r.design.shape).toBe('BM.DenseIO.E5.128');
    expect(r.reason.code).toBe('dio-none');
    // Two hosts of it carry 2 × 3.4M × 80% = 5.44M.
    expect(r.remedies).toContainEqual({ code: 'more-instances', params: { variant: 'dio', instances: 2, shape: 'BM.DenseIO.E5.128', raid: '0' } });
  });

  it('names the lowest target that fits, where only the headroom stops a shape', () => {
    // 3.0M IOPS: 88.2% of BM.DenseIO.E5.128's 3.4M floor.
    const r = recommendDenseIo('dio-current', { iops: 3_000_000, readPercent: 100, ioSizeKiB: 4 })!;
    expect(r.feasible).toBe(false);
    expect(r.remedies).toContainEqual({ code: 'raise-target', params: { targetPercent: 89, shape: 'BM.DenseIO.E5.128' } });
  });

  it('names a RAID level with a lower write penalty where it would fit (a protected one first)', () => {
    // 1.2M IOPS of writes under RAID 6 (×6) needs 7.2M back-end; RAID 10 (×2) on BM.DenseIO.E5.128 gives 3.4M / 2 = 1.7M.
    const r = recommendDenseIo('dio-current', { iops: 1_200_000, readPercent: 0, ioSizeKiB: 4, raid: '6', targetUtilizationPercent: 100 })!;
    expect(r.feasible).toBe(false);
    expect(r.remedies).toContainEqual({ code: 'other-raid', params: { raid: '10', shape: 'BM.DenseIO.E5.128' } });
  });

  it('a feasible plan has no remedies', () => {
    expect(recommendDenseIo('dio-current', { iops: 1000, readPercent: 50, ioSizeKiB: 4 })!.remedies).toEqual([]);
  });
});
