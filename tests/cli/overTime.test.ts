/**
 * The command line plans a comparison over time when its scenario carries `growth`: the JSON
 * has `overTime` with `months` and `runway` per service under the documented names, `--text`
 * a table of the months in the reader's language, and a document without growth is unchanged.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'plan-over-time-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const requirement = { readMBps: 3200, ioSizeKiB: 1024, capacityGB: 50_000, mountTargetType: 'hpmt-40' };
function file(doc: object): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}
const scenario = (growth?: object) => ({ version: 5, mode: 'recommend', service: 'compare', requirement, ...(growth ? { growth } : {}) });

describe('plan over time on the command line', () => {
  it('prints months and runway per service in the JSON', () => {
    const out = run([file(scenario({ performancePercentPerYear: 40, horizonMonths: 24 }))]);
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as { overTime: { horizonMonths: number; services: { service: string; runway: object; months: object[] }[] } };
    expect(result.overTime.horizonMonths).toBe(24);
    const fss = result.overTime.services.find((s) => s.service === 'file-storage')!;
    expect(fss.runway).toEqual({ month: 8, limit: 'readBandwidth' });
    // Months 0 (today) to 24, the horizon's end.
    expect(fss.months).toHaveLength(25);
    expect(Object.keys(fss.months[0]!)).toEqual(expect.arrayContaining(['design', 'monthlyUSD', 'cumulativeUSD']));
  });

  it('a step in the horizon’s last month takes effect there; the JSON’s months, its total and --text agree on months 0 to N and N bills', () => {
    const n = 12;
    const growth = { horizonMonths: n, steps: [{ month: n, capacityGB: 150_000 }] };
    const out = run([file(scenario(growth))]);
    expect(out.code).toBe(0);
    type Month = { month: number; monthlyUSD: number | null; cumulativeUSD: number | null };
    const plan = (
      JSON.parse(out.stdout) as {
        overTime: { demand: { month: number; capacityGB: number }[]; services: { service: string; months: Month[]; totalUSD: number | null }[] };
      }
    ).overTime;
    const months = Array.from({ length: n + 1 }, (_, m) => m);
    expect(plan.demand.map((d) => d.month)).toEqual(months);
    expect(plan.demand[n]!.capacityGB).toBe(requirement.capacityGB + 150_000);
    expect(plan.demand[n - 1]!.capacityGB).toBe(requirement.capacityGB);
    const text = run([file(scenario(growth)), '--text']).stdout;
    expect(text).toContain(`from month 0 (today) to month ${n}; the total adds up ${n} monthly bills, months 0 to ${n - 1}.`);
    for (const s of plan.services) {
      expect(s.months.map((m) => m.month)).toEqual(months);
      if (s.totalUSD === null) continue;
      // The total is the bills of months 0 to N − 1; month N adds none.
      const bills = s.months.slice(0, n).reduce((sum, m) => sum + m.monthlyUSD!, 0);
      expect(s.totalUSD).toBeCloseTo(bills, 1);
      expect(s.months[n]!.cumulativeUSD).toBe(s.totalUSD);
      expect(s.months[n - 1]!.cumulativeUSD).toBe(s.totalUSD);
    }
    // --text: one table row per month, 0 to N, in each service's table.
    const rows = text
      .split('\n')
      .filter((l) => /^\s+\d+\s{2}/.test(l))
      .map((l) => Number(l.trim().split(/\s+/)[0]));
    expect(rows.filter((m) => m === n).length).toBe(plan.services.length);
    expect(Math.max(...rows)).toBe(n);
  });

  it('leaves a comparison without growth as it was', () => {
    const out = run([file(scenario())]);
    expect(JSON.parse(out.stdout)).not.toHaveProperty('overTime');
  });

  it('words the runway, the events and a table of the months with --text, in English and Japanese', () => {
    const path = file(scenario({ performancePercentPerYear: 40, horizonMonths: 12 }));
    const en = run([path, '--text']).stdout;
    expect(en).toContain('File Storage: It carries this load for 8 months; the first limit it then reaches is Read bandwidth.');
    expect(en).toContain('Month 8: add mount targets (Read bandwidth ran out), +$9,000 a month');
    expect(en).toMatch(/^\s+11\s+2 × HPMT-40 mount targets\s+yes/m);
    const ja = run([path, '--text', '--lang', 'ja']).stdout;
    expect(ja).toContain('8 か月間この負荷を支えます。その後、最初に読み取り帯域幅が上限に達します。');
  });

  it('names the cheapest over the horizon with growth.rankBy "horizon", as the engine ranks it, in the JSON and with --text', () => {
    // Reads that double each year on data that does not grow: Lustre is this month's cheapest,
    // File Storage the horizon's (src/engine/growth/rankBy.test.ts).
    const doc = (rankBy?: string) => ({
      version: 5,
      mode: 'recommend',
      service: 'compare',
      requirement: { readMBps: 3200, ioSizeKiB: 1024, capacityGB: 50_000 },
      growth: { performancePercentPerYear: 100, ...(rankBy ? { rankBy } : {}) },
    });
    type Out = { cheapest: string; overTime: { rankBy: string; horizonCheapest: string; tcoRanking: string[] } };
    const month = JSON.parse(run([file(doc())]).stdout) as Out;
    const horizon = JSON.parse(run([file(doc('horizon'))]).stdout) as Out;
    expect(month.overTime.rankBy).toBe('month');
    expect(horizon.overTime.rankBy).toBe('horizon');
    expect(horizon.cheapest).toBe(horizon.overTime.horizonCheapest);
    expect(horizon.cheapest).toBe(horizon.overTime.tcoRanking[0]);
    expect(month.cheapest).not.toBe(horizon.cheapest);
    const text = run([file(doc('horizon')), '--text']).stdout;
    expect(text).toContain('Cheapest service that fits: File Storage\n');
    expect(text).toContain('The cheapest is ranked by the total over 36 months');
    expect(run([file(doc('weekly'))]).code).toBe(2);
  });

  it('refuses a horizon beyond 60 months, naming the field', () => {
    const out = run([file(scenario({ horizonMonths: 120 }))]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('growth.horizonMonths');
  });
});
