/**
 * Block Volume plans every performance limit to the target utilization (issue 20, item 4), holds
 * Balanced to its printed 8 KB column (item 11), and when nothing fits shows the closest design
 * and what would make it fit (item 6). Expected figures are worked out from the catalog's rules.
 */
import { describe, expect, it } from 'vitest';
import { bvEditions } from '../../catalog/index.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';
import { mbpsToOps } from '../units.ts';
import { evaluateBlockVolume, findLevel, recommendBlockVolume, volumeOps } from './index.ts';
import { volumeLever } from './evaluate.ts';
import { bvConcurrency, hostBoundFor } from './setting.ts';
import { instanceLimits } from './instance.ts';

const current = bvEditions['bv-current'];
const balanced = findLevel(current, 'balanced')!;
const perfLimits = ['volumeIops', 'volumeThroughput', 'instanceIops', 'instanceThroughput', 'hostIops', 'hostThroughput'];

describe('Block Volume headroom: performance limits at the target utilization, hard limits at 100%', () => {
  it('150,000 IOPS at 8 KiB: no performance limit above the default 80% (it planned Volume IOPS at 100% before)', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 150_000, ioSizeKiB: 8, capacityGB: 1000 })!;
    expect(rec.feasible).toBe(true);
    expect(rec.targetUtilizationPercent).toBe(DEFAULT_TARGET_UTILIZATION_PERCENT);
    expect(rec.remedies).toEqual([]);
    for (const l of rec.loads.filter((x) => perfLimits.includes(x.id))) expect(l.utilization, l.id).toBeLessThanOrEqual(0.8 + 1e-9);
    // Minimal at the target: one volume fewer of the same size would put the volumes above 80%.
    const d = rec.design;
    const fewer = (d.volumes - 1) * volumeOps(findLevel(current, d.performanceLevel)!, d.volumeSizeGB, 8, 'iscsi');
    expect(150_000 / fewer).toBeGreaterThan(0.8);
  });

  it('a requirement that says 100% plans to 100%, and a target of 60% needs more volume performance than 80%', () => {
    const at = (t: number) =>
      recommendBlockVolume('bv-current', { iops: 150_000, ioSizeKiB: 8, capacityGB: 1000, performanceLevel: 'balanced', targetUtilizationPercent: t })!;
    const offered = (t: number) => at(t).loads.find((l) => l.id === 'volumeIops')!.capacity;
    expect(at(100).targetUtilizationPercent).toBe(100);
    expect(offered(100)).toBeGreaterThanOrEqual(150_000);
    expect(offered(80)).toBeGreaterThanOrEqual(150_000 / 0.8);
    expect(offered(60)).toBeGreaterThanOrEqual(150_000 / 0.6);
    expect(offered(60)).toBeGreaterThan(offered(80));
    expect(offered(80)).toBeGreaterThan(offered(100));
  });

  it('the instance limits are planned to the target: 300,000 IOPS on a 16-OCPU VM (320,000 IOPS) is over 80% and does not fit', () => {
    const vm = instanceLimits('VM.Standard.E5.Flex', 16, 'iscsi', current.maxAttachmentsPerInstance)!;
    expect(300_000).toBeLessThan(vm.maxIops);
    expect(300_000).toBeGreaterThan(0.8 * vm.maxIops);
    const rec = recommendBlockVolume('bv-current', { iops: 300_000, ioSizeKiB: 4, capacityGB: 1000, instanceShape: 'VM.Standard.E5.Flex', ocpus: 16 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.alternatives.filter((o) => o.reason === 'beyond-instance').length).toBeGreaterThan(0);
    // What would fit: a target of at least 300,000 / 320,000 (94%), or two instances, or a larger one.
    expect(rec.remedies).toContainEqual({ code: 'raise-target', params: { targetPercent: Math.ceil((100 * 300_000) / vm.maxIops) } });
    expect(rec.remedies).toContainEqual({ code: 'more-instances', params: { instances: 2 } });
    expect(rec.remedies.find((r) => r.code === 'larger-client')?.params).toMatchObject({ variant: 'bv', iops: 300_000 / 0.8 });
    const at100 = recommendBlockVolume('bv-current', {
      iops: 300_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      instanceShape: 'VM.Standard.E5.Flex',
      ocpus: 16,
      targetUtilizationPercent: 100,
    })!;
    expect(at100.feasible).toBe(true);
  });

  it('concurrency stays at 100%: it is what the client does, not a limit of the design', () => {
    // 64 in flight at 1 ms: 64,000 per second; 60,000 asked uses 94% of it and still fits.
    const rec = recommendBlockVolume('bv-current', { iops: 60_000, ioSizeKiB: 4, capacityGB: 1000, threads: 4, queueDepth: 16 })!;
    expect(bvConcurrency({ threads: 4, queueDepth: 16 }).opsPerClient).toBe(64_000);
    expect(rec.feasible).toBe(true);
  });
});

describe('S-BVBAL volume size table, 8 KB column: Balanced at 8 KiB is held to 200 MB/s per volume', () => {
  it('150,000 IOPS at 8 KiB, Balanced, at 100%: no volume moves more than the printed 200 MB/s (the old plan: 6 × 427 GB at 204.8)', () => {
    const printed = Math.min(...current.table.filter((r) => r.levelId === 'balanced' && r.sizeGB >= 500).map((r) => r.mbps8K.value));
    const rec = recommendBlockVolume('bv-current', {
      iops: 150_000,
      ioSizeKiB: 8,
      capacityGB: 0,
      performanceLevel: 'balanced',
      targetUtilizationPercent: 100,
    })!;
    expect(rec.feasible).toBe(true);
    expect(rec.evaluation.perVolumeMBps).toBeLessThanOrEqual(printed + 1e-9);
    // So at least 150,000 / (200 MB/s ÷ 8 KiB) volumes: 7, where 25,000 IOPS a volume gave 6.
    expect(rec.design.volumes).toBeGreaterThanOrEqual(Math.ceil(150_000 / mbpsToOps(printed, 8)));
    expect(rec.warnings.some((w) => w.id === 'bv-printed-8k')).toBe(rec.design.volumeSizeGB * 0.48 > printed);
  });
});

describe('S-BVUHP volume size table, 8 KB column: a UHP volume between rows keeps the share of the rule the row below prints', () => {
  const uhpRows = current.table.filter((r) => r.levelId === 'uhp-120');
  const printedAt = (gb: number) => uhpRows.find((r) => r.sizeGB === gb)!.mbps8K.value;

  it('100,000 IOPS at 8 KiB on UHP at 120 VPUs/GB: each volume carries what it is planned to (the old plan: 3 × 201 GB, each credited with the 400 GB row)', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 100_000, ioSizeKiB: 8, capacityGB: 100, performanceLevel: 'uhp-120' })!;
    expect(rec.feasible).toBe(true);
    // Whatever the design, each volume of it gives at 8 KiB no more than its size's share of the rule, held by the rows.
    const size = rec.design.volumeSizeGB;
    const below = [...uhpRows].reverse().find((r) => r.sizeGB <= size)!;
    const share = printedAt(below.sizeGB) / (1.8 * below.sizeGB);
    expect(rec.evaluation.perVolumeMBps).toBeLessThanOrEqual(
      Math.min(share * 1.8 * size, ...uhpRows.filter((r) => r.sizeGB >= size).map((r) => r.mbps8K.value)) + 1e-9,
    );
    expect(rec.evaluation.throughputMBps * 0.8).toBeGreaterThanOrEqual((100_000 * 8192) / 1e6 - 1e-9);
  });

  it('a 201 GB volume: 180.9 MB/s at 8 KiB, and the result says which row holds it and by what share', () => {
    const e = evaluateBlockVolume('bv-current', { performanceLevel: 'uhp-120', volumes: 1, volumeSizeGB: 201 }, { readPercent: 100, ioSizeKiB: 8 })!;
    expect(e.throughputMBps).toBeCloseTo((printedAt(200) / (1.8 * 200)) * 1.8 * 201, 6);
    const w = e.warnings.find((x) => x.id === 'bv-printed-8k')!;
    expect(w.params).toMatchObject({ variant: 'held', rowGB: 200, printedMBps: 180, sharePercent: 50, heldMBps: 180.9, sizeGB: 201 });
  });
});

describe('nothing fits: the closest design, and what would make it fit', () => {
  it('Balanced fixed, 1,000,000 IOPS on BM.Standard.E5.192: 32 volumes at the size that reaches 25,000 IOPS (not the largest volumes), with remedies', () => {
    const rec = recommendBlockVolume('bv-current', {
      iops: 1_000_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      performanceLevel: 'balanced',
      instanceShape: 'BM.Standard.E5.192',
    })!;
    expect(rec.feasible).toBe(false);
    expect(rec.reason.code).toBe('bv-none');
    expect(rec.design.volumes).toBe(32);
    expect(rec.design.volumeSizeGB).toBe(Math.ceil(balanced.maxIopsPerVolume.value / balanced.iopsPerGB.value));
    const codes = rec.remedies.map((r) => r.code);
    expect(codes).toContain('higher-level');
    // Two instances: 500,000 each, within 32 × 25,000 × 80% and the instance's 1,300,000 × 80%.
    expect(rec.remedies).toContainEqual({ code: 'more-instances', params: { instances: 2 } });
    const level = String(rec.remedies.find((r) => r.code === 'higher-level')!.params.level);
    expect(
      recommendBlockVolume('bv-current', { iops: 1_000_000, ioSizeKiB: 4, capacityGB: 1000, performanceLevel: level, instanceShape: 'BM.Standard.E5.192' })!
        .feasible,
    ).toBe(true);
  });

  it('the closest is the least over its limits, ties to the cheaper: 300,000 IOPS on a 16-OCPU VM', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 300_000, ioSizeKiB: 4, capacityGB: 1000, instanceShape: 'VM.Standard.E5.Flex', ocpus: 16 })!;
    const worst = (r: typeof rec) => Math.max(...r.loads.filter((l) => perfLimits.includes(l.id)).map((l) => l.utilization));
    // Lower Cost cannot reach it with 32 volumes (3,000 IOPS each): far more over than the instance.
    const lower = recommendBlockVolume('bv-current', {
      iops: 300_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      instanceShape: 'VM.Standard.E5.Flex',
      ocpus: 16,
      performanceLevel: 'lower-cost',
    })!;
    expect(worst(lower)).toBeGreaterThan(worst(rec));
    // Every level whose volumes carry it is over by the instance alone: the cheapest of those.
    const over = rec.alternatives.filter((o) => o.reason === 'beyond-instance');
    expect(rec.design.performanceLevel).toBe([...over].sort((a, b) => a.monthlyUSD - b.monthlyUSD)[0]!.performanceLevel);
  });

  it('no UHP level on an 8-OCPU VM: the closest UHP design as if it could attach, and a multipath-capable instance or another level', () => {
    const rec = recommendBlockVolume('bv-current', {
      iops: 50_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      instanceShape: 'VM.Standard.E5.Flex',
      ocpus: 8,
      performanceLevel: 'uhp-30',
    })!;
    expect(rec.feasible).toBe(false);
    expect(rec.design.performanceLevel).toBe('uhp-30');
    expect(rec.remedies).toContainEqual({ code: 'larger-client', params: { variant: 'multipath', ocpus: 16 } });
    expect(rec.remedies.map((r) => r.code)).toContain('higher-level');
  });

  it('the host measured 400,000 IOPS (bv-seed host test): 350,000 fits at 88% and on two instances', () => {
    const host = hostBoundFor(current, null).measured!;
    const rec = recommendBlockVolume('bv-current', { iops: 350_000, ioSizeKiB: 4, capacityGB: 1000 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.remedies).toEqual([
      { code: 'more-instances', params: { instances: Math.ceil(350_000 / (0.8 * host.iops.value)) } },
      { code: 'raise-target', params: { targetPercent: Math.ceil((100 * 350_000) / host.iops.value) } },
    ]);
  });
});

describe('the lever matches the limit (issue 20, item 5)', () => {
  const setting = (volumes: number, sizeGB: number, ioSizeKiB: number, shape?: string) => {
    const instance = shape ? instanceLimits(shape, undefined, 'iscsi', current.maxAttachmentsPerInstance) : null;
    return {
      edition: current,
      level: balanced,
      volumes,
      sizeGB,
      ioSizeKiB,
      attachment: 'iscsi' as const,
      instance,
      host: hostBoundFor(current, instance),
      concurrency: bvConcurrency({}),
    };
  };
  it('Balanced at its 25,000 IOPS cap: add volumes or raise the level, not grow them', () => {
    expect(volumeOps(balanced, 500, 4, 'iscsi')).toBe(balanced.maxIopsPerVolume.value);
    const e = evaluateBlockVolume('bv-current', { volumes: 8, volumeSizeGB: 500, performanceLevel: 'balanced' }, { ioSizeKiB: 4 })!;
    expect(e.bottleneck).toBe('volumeIops');
    expect(e.explanation.params.lever).toBe('addRaise');
  });
  it('below the per-GB knee: grow, add or raise', () => {
    expect(volumeLever(setting(6, 100, 4))).toBe('growAddRaise');
  });
  it('at 8 KiB Balanced is held to the printed 200 MB/s from 418 GB: growing a 500 GB volume adds nothing', () => {
    expect(volumeLever(setting(6, 500, 8))).toBe('addRaise');
    expect(volumeLever(setting(6, 400, 8))).toBe('growAddRaise');
  });
  it('every attachment used: grow or raise; at the cap with every attachment used: raise', () => {
    expect(volumeLever(setting(32, 100, 4, 'BM.Standard.E5.192'))).toBe('growRaise');
    expect(volumeLever(setting(32, 1000, 4, 'BM.Standard.E5.192'))).toBe('raise');
  });
  it('a VM that cannot attach UHP and is at Higher Performance’s cap: nothing but more instances', () => {
    const hp = findLevel(current, 'higher-performance')!;
    const vm = instanceLimits('VM.Standard.E5.Flex', 8, 'iscsi', current.maxAttachmentsPerInstance)!;
    const s = { ...setting(vm.maxAttachments, 1000, 4, 'VM.Standard.E5.Flex'), level: hp, instance: vm, host: hostBoundFor(current, vm) };
    expect(volumeLever(s)).toBe('spread');
  });
});

describe('a volume size the edition cannot create', () => {
  it('32,768 GB (the schema takes 32 × 1,024) on bv-current, whose volumes stop at 32,000 GB: evaluated at 32,000 GB and said', () => {
    const e = evaluateBlockVolume('bv-current', { performanceLevel: 'balanced', volumes: 1, volumeSizeGB: 32_768 }, { readPercent: 100, ioSizeKiB: 1024 })!;
    expect(e.design.volumeSizeGB).toBe(current.maxVolumeGB.value);
    expect(e.warnings[0]).toMatchObject({ id: 'bv-size-clamped', severity: 'warning', params: { askedGB: 32_768, sizeGB: current.maxVolumeGB.value } });
    const fine = evaluateBlockVolume('bv-current', { performanceLevel: 'balanced', volumes: 1, volumeSizeGB: 1000 }, { readPercent: 100, ioSizeKiB: 1024 })!;
    expect(fine.warnings.map((w) => w.id)).not.toContain('bv-size-clamped');
  });
});

describe('the instance the volumes attach to (S-BVOVR, S-BVPERF)', () => {
  it('bare metal attaches over iSCSI only: a paravirtualized attachment asked there is planned as iSCSI, and said', () => {
    const rec = recommendBlockVolume('bv-current', {
      iops: 50_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      instanceShape: 'BM.Standard.E4.128',
      attachment: 'paravirtualized',
    })!;
    expect(rec.design.attachment).toBe('iscsi');
    expect(rec.warnings.find((w) => w.id === 'bv-bare-metal-iscsi')?.params).toEqual({ shape: 'BM.Standard.E4.128' });
    const vm = recommendBlockVolume('bv-current', {
      iops: 50_000,
      ioSizeKiB: 4,
      capacityGB: 1000,
      instanceShape: 'VM.Standard.E4.Flex',
      ocpus: 16,
      attachment: 'paravirtualized',
    })!;
    expect(vm.design.attachment).toBe('paravirtualized');
    expect(vm.warnings.map((w) => w.id)).not.toContain('bv-bare-metal-iscsi');
  });

  it('a shape named without published per-instance limits is said by name, not as "no shape given"', () => {
    const e = evaluateBlockVolume(
      'bv-current',
      { performanceLevel: 'balanced', volumes: 2, volumeSizeGB: 1000, instanceShape: 'BM.Standard.E6.256' },
      { readPercent: 100, ioSizeKiB: 4 },
    )!;
    expect(e.warnings.find((w) => w.id === 'instance-unpublished')?.params).toEqual({ shape: 'BM.Standard.E6.256' });
    expect(e.warnings.map((w) => w.id)).not.toContain('instance-unknown');
    const none = evaluateBlockVolume('bv-current', { performanceLevel: 'balanced', volumes: 2, volumeSizeGB: 1000 }, { readPercent: 100, ioSizeKiB: 4 })!;
    expect(none.warnings.map((w) => w.id)).toContain('instance-unknown');
  });
});
