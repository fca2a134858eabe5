/**
 * A daily profile costed by hand from the sources' rules: Block Volume auto-tune (S-AUTOTUNE,
 * S-AUTOTUNEPOL, S-BVPERF) against fixed VPUs, and the HPMT's 30-day commitment (S-MTPERF).
 * Every expected figure is computed here from the catalog's prices and rules, never typed in.
 */
import { describe, expect, it } from 'vitest';
import { autotuneAssumed, autotuneRules, hpmtCommitment } from '../../catalog/autotune.ts';
import { priceBook } from '../../catalog/prices.ts';
import { DAYS_PER_MONTH } from './day.ts';
import { planDailyProfile } from './plan.ts';

const storage = priceBook.bvStorageGBMonth.usd; // B91961, per GB-month
const vpu = priceBook.bvVpuGBMonth.usd; // B91962, per VPU per GB-month

describe('Block Volume auto-tune against fixed VPUs', () => {
  it('an 8-hour daily peak: 100,000 IOPS at 4 KiB on 1,000 GB, 20% off-peak (worked by hand)', () => {
    // Off-peak: 20,000 IOPS, at the 80% target a ceiling of 25,000: one 1,000 GB Balanced volume
    // (60 IOPS/GB, capped at 25,000; S-BVBAL) — the volumes both choices share.
    // Peak: 100,000 IOPS → a ceiling of 125,000 on 1,000 GB = 125 IOPS/GB. IOPS/GB = 1.5 × VPU + 45
    // (S-BVPERF) → VPU ≥ (125 − 45) / 1.5 = 53.3 → 60 VPUs/GB (max 2,500 × 60 = 150,000 per volume).
    const p = planDailyProfile({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 }, { peakHours: 8, offPeakLevelPercent: 20 });
    const a = p.autotune!;
    expect(a).toMatchObject({ volumes: 1, volumeSizeGB: 1000, fixedVpusPerGB: 60, defaultVpusPerGB: 10, maximumVpusPerGB: 60 });
    // A peak day, minute by minute: 8 h at 60, then the documented lag at 60, then one step of
    // 10 every 5 minutes (assumed) down to the default: 50, 40, 30, 20 for 5 minutes each.
    const lag = autotuneRules.rampDownLagMinutes.value; // 60
    const step = autotuneAssumed.rampStepMinutes; // 5
    const atTop = 8 * 60 + lag;
    const ramp = [50, 40, 30, 20].map((v) => v * step);
    const rampMinutes = 4 * step;
    const vpuMinutes = atTop * 60 + ramp.reduce((s, v) => s + v, 0) + (1440 - atTop - rampMinutes) * 10;
    const mean = vpuMinutes / 1440; // 41,900 / 1,440 = 29.10 VPUs/GB
    expect(a.averageVpusPerGB).toBeCloseTo(mean, 9);
    // Billed by the time at each level (assumed): 1,000 GB × (storage + mean × VPU price).
    expect(a.autotuneMonthlyUSD).toBeCloseTo(1000 * (storage + mean * vpu), 9);
    expect(a.fixedMonthlyUSD).toBeCloseTo(1000 * (storage + 60 * vpu), 9);
    expect(a.autotuneMonthlyUSD).toBeLessThan(a.fixedMonthlyUSD);
    expect(a.hoursAboveDefaultPerPeakDay).toBeCloseTo((atTop + rampMinutes) / 60, 9);
    // The hour after the peak (17:00) holds the lag; the hour after that (18:00) the ramp down.
    expect(p.hours[16]!.autotuneVpusPerGB).toBe(60);
    expect(p.hours[17]!.autotuneVpusPerGB).toBe(60);
    expect(p.hours[18]!.autotuneVpusPerGB).toBeCloseTo((ramp.reduce((s, v) => s + v, 0) + (60 - rampMinutes) * 10) / 60, 9);
    expect(p.hours[8]!.autotuneVpusPerGB).toBe(10);
    const codes = p.notes.map((n) => `${n.code}:${n.basis}`);
    expect(codes).toEqual(expect.arrayContaining(['autotune-lag:documented', 'autotune-billing:assumed', 'autotune-ramp-steps:assumed']));
  });

  it('a peak on 3 days a month holds the default the other days', () => {
    const every = planDailyProfile({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 }, { peakHours: 8, offPeakLevelPercent: 20 }).autotune!;
    const some = planDailyProfile(
      { readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 },
      { peakHours: 8, offPeakLevelPercent: 20, peakDaysPerMonth: 3 },
    ).autotune!;
    const expected = (every.averageVpusPerGB * 3 + 10 * (DAYS_PER_MONTH - 3)) / DAYS_PER_MONTH;
    expect(some.averageVpusPerGB).toBeCloseTo(expected, 9);
  });

  it('Block Volume seed edition (Balanced only) cannot auto-tune: says so', () => {
    const p = planDailyProfile({ readIops: 10_000, ioSizeKiB: 4, capacityGB: 1000 }, { peakHours: 8, offPeakLevelPercent: 20 }, { blockVolume: 'bv-seed' });
    expect(p.autotune).toBeNull();
    expect(p.notes.map((n) => n.code)).toContain('autotune-not-in-edition');
  });
});

describe('HPMT commitment against a burst', () => {
  // 3,000 MB/s of 1 MiB reads on 10,000 GB: the peak needs an HPMT-40 (5,000 MB/s × 80% = 4,000),
  // 20% off-peak (600 MB/s) an HPMT-20 (2,500 × 80% = 2,000) (S-MT, fss-current).
  const req = { readMBps: 3000, ioSizeKiB: 1024, capacityGB: 10_000 };
  const hpmt = priceBook.hpmtGBMonth.usd;

  it('a daily peak cannot switch types daily: the HPMT for the peak is billed all month', () => {
    const p = planDailyProfile(req, { peakHours: 8, offPeakLevelPercent: 20 });
    const peak = p.hpmt.find((o) => o.kind === 'peak-all-month')!;
    // Billed on the larger of entitlement (40,000 GB) and usage (10,000 GB): 40,000 × $0.30.
    expect(peak).toMatchObject({ mountTargetType: 'hpmt-40', mountTargets: 1, carriesPeak: true });
    expect(peak.monthlyUSD).toBeCloseTo(40_000 * hpmt, 9);
    const off = p.hpmt.find((o) => o.kind === 'off-peak-only')!;
    expect(off).toMatchObject({ mountTargetType: 'hpmt-20', carriesPeak: false });
    expect(off.monthlyUSD).toBeCloseTo(20_000 * hpmt, 9);
    expect(p.hpmt.some((o) => o.kind === 'upgrade-for-burst')).toBe(false);
    expect(p.notes.map((n) => n.code)).toContain('hpmt-no-daily-switch');
  });

  it('a 3-day month-end burst: upgrading for it bills the larger type for the 30-day cycle', () => {
    const p = planDailyProfile(req, { peakHours: 8, offPeakLevelPercent: 20, peakDaysPerMonth: 3 });
    const burst = p.hpmt.find((o) => o.kind === 'upgrade-for-burst')!;
    const days = hpmtCommitment.commitmentDays.value; // 30 of the 730-hour month's 30.42 days
    const expected = (40_000 * hpmt * days + 20_000 * hpmt * (DAYS_PER_MONTH - days)) / DAYS_PER_MONTH;
    expect(burst).toMatchObject({ mountTargetType: 'hpmt-20', burstType: 'hpmt-40', billedBurstDays: days, carriesPeak: true });
    expect(burst.monthlyUSD).toBeCloseTo(expected, 9);
    expect(p.notes.find((n) => n.code === 'hpmt-burst-binds-cycle')?.params).toMatchObject({ days, peakDays: 3 });
  });
});
