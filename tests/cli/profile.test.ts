/**
 * The command line costs a comparison's day when its scenario carries `profile`: the JSON has
 * `profile` with the hours, auto-tune against fixed VPUs and the HPMT options; `--text` words
 * them with the assumptions, in English and Japanese; a document without a profile is unchanged.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { makeFormatters } from '../../src/ui/results/format.ts';

const dir = mkdtempSync(join(tmpdir(), 'plan-profile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const requirement = { readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 };
function file(doc: object): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}
const scenario = (profile?: object) => ({ version: 5, mode: 'recommend', service: 'compare', requirement, ...(profile ? { profile } : {}) });

interface ProfileJson {
  profile: {
    hours: object[];
    autotune: { fixedMonthlyUSD: number; autotuneMonthlyUSD: number };
    hpmt: { kind: string }[];
    notes: { code: string; basis: string }[];
  };
}

describe('a daily profile on the command line', () => {
  it('prints the hours, both Block Volume costs and the HPMT options in the JSON', () => {
    const out = run([file(scenario({ peakHours: 8, offPeakLevelPercent: 20, peakDaysPerMonth: 3 }))]);
    expect(out.code).toBe(0);
    const { profile } = JSON.parse(out.stdout) as ProfileJson;
    expect(profile.hours).toHaveLength(24);
    expect(profile.autotune.autotuneMonthlyUSD).toBeLessThan(profile.autotune.fixedMonthlyUSD);
    expect(profile.hpmt.map((o) => o.kind)).toEqual(['peak-all-month', 'off-peak-only', 'upgrade-for-burst']);
    expect(profile.notes).toContainEqual({ code: 'autotune-billing', basis: 'assumed', params: { hours: 730 } });
  });

  it('leaves a comparison without a profile as it was', () => {
    expect(JSON.parse(run([file(scenario())]).stdout)).not.toHaveProperty('profile');
  });

  it('words the costs and the assumptions with --text, in English and Japanese', () => {
    const path = file(scenario({ peakHours: 8, offPeakLevelPercent: 20 }));
    const { profile } = JSON.parse(run([path]).stdout) as ProfileJson;
    const en = run([path, '--text']).stdout;
    expect(en).toContain(`Fixed at 60 VPUs/GB all month, sized for the peak: ${makeFormatters('en').usd(profile.autotune.fixedMonthlyUSD)} a month.`);
    expect(en).toContain('assumed: tuned-up VPUs bill at the level held');
    expect(en).toContain('https://docs.oracle.com/en-us/iaas/Content/Block/Tasks/autotunevolumeperformance.htm');
    const ja = run([path, '--text', '--lang', 'ja']).stdout;
    expect(ja).toContain('仮定: 上げた VPU は');
  });

  it('refuses peak hours beyond a day, naming the field', () => {
    const out = run([file(scenario({ peakHours: 30, offPeakLevelPercent: 20 }))]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('profile.peakHours');
  });
});
