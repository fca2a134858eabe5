/**
 * `plan -- SCENARIO --deployed FILE…` (issue 42, docs/deployed.md), through the real process:
 * a plan's before and after with the cost difference by bill line and exit code 3 when after no
 * longer carries; the pull-request comment; Resource Discovery .tf files through hcl2json; the
 * OCI CLI listings with --measurements standing in for the requirement; a file it cannot read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from './process.ts';
import { priceBook } from '../../src/catalog/prices.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPLOYED = join(ROOT, 'tests/fixtures/deployed');
const dir = mkdtempSync(join(tmpdir(), 'deployed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 1,200 MB/s read and 300 MB/s write in 1 MiB I/Os, 30,000 GB, 16 clients (worked in src/engine/deployed/deployed.test.ts). */
const scenario = join(dir, 'requirement.json');
writeFileSync(
  scenario,
  JSON.stringify({ mode: 'recommend', service: 'compare', requirement: { readMBps: 1200, writeMBps: 300, ioSizeKiB: 1024, capacityGB: 30_000, clients: 16 } }),
);

/** The real process with these arguments. */
const cli = (...args: string[]) => runCliProcess(args);

const usd = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(v);

describe('plan --deployed (the real process)', () => {
  // The HPMT-40 entitlement above the 30,000 GB stored: 3 × 40,000 − 30,000 GB at its price.
  const entitlementUSD = (3 * 40_000 - 30_000) * priceBook.hpmtGBMonth.usd;

  it('a plan that turns 3 HPMT-40 into 3 Standard: the bill falls by the entitlement, after no longer carries, exit 3', { timeout: 60_000 }, async () => {
    const [text, json, md] = await Promise.all([
      cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json')),
      cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--format', 'json'),
      cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--format', 'markdown'),
    ]);
    expect(text.code).toBe(3);
    expect(text.stdout).toContain('File Storage: 3 × HPMT-40 (in Uocm:PHX-AD-1): over-provisioned');
    expect(text.stdout).toContain('File Storage: 3 × Standard (in Uocm:PHX-AD-1): short of the workload');
    expect(text.stdout).toContain(`(−${usd(entitlementUSD)})`);
    expect(text.stdout).toContain(`HPMT-40 entitlement above stored data (${priceBook.hpmtGBMonth.sku}): ${usd(entitlementUSD)} → $0.00`);
    expect(text.stdout).toContain('After the plan, a design no longer carries the workload.');

    expect(json.code).toBe(3);
    const out = JSON.parse(json.stdout) as { carries: boolean; change: { deltaUSD: number; afterCarries: boolean }; before: { carries: boolean } };
    expect(out.change.deltaUSD).toBeCloseTo(-entitlementUSD, 6);
    expect(out.before.carries).toBe(true);
    expect(out.carries).toBe(false);

    expect(md.code).toBe(3);
    expect(md.stdout).toMatch(/^### Storage check\n\n\*\*❌ After the plan/);
    expect(md.stdout).toContain('| File Storage: 3 × Standard | Uocm:PHX-AD-1 | short of the workload | $9,000 |');
  });

  it('Resource Discovery .tf files through hcl2json, in Japanese', { timeout: 60_000 }, async () => {
    const r = await cli(scenario, '--deployed', join(DEPLOYED, 'discovery/core.tf'), join(DEPLOYED, 'discovery/file_storage.tf'), '--lang', 'ja');
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('デプロイ済み（Resource Discovery の .tf ファイル）');
    expect(r.stdout).toContain('HPMT-20 × 2（Uocm:PHX-AD-2 内）');
    expect(r.stdout).toContain('Lustre 250 MB/s/TB、72.8 TiB');
  });

  it('the OCI CLI listings, the requirement from measurements; a file it cannot read exits 2 and names it', { timeout: 60_000 }, async () => {
    const listings = ['cli-mount-targets.json', 'cli-file-systems.json', 'cli-lustre.json'].map((f) => join(DEPLOYED, f));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"hello":1}');
    const [measured, refused, noRequirement] = await Promise.all([
      cli(
        '--deployed',
        ...listings,
        '--measurements',
        join(ROOT, 'tests/fixtures/measurements/oci-blockstore-cli.json'),
        '--statistic',
        'peak',
        '--capacity-gb',
        '500',
        '--format',
        'json',
      ),
      cli(scenario, '--deployed', bad),
      cli('--deployed', ...listings),
    ]);
    const out = JSON.parse(measured.stdout) as {
      requirement: { capacityGB: number };
      current: { designs: { design: { service: string; availabilityDomain: string } }[] };
    };
    expect(out.requirement.capacityGB).toBe(500);
    expect(out.current.designs.map((d) => `${d.design.service} ${d.design.availabilityDomain}`)).toEqual([
      'file-storage Uocm:PHX-AD-1',
      'file-storage Uocm:PHX-AD-2',
      'file-storage Uocm:PHX-AD-3',
      'lustre Uocm:PHX-AD-1',
      'lustre Uocm:PHX-AD-2',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${bad} is not a file the planner reads as a deployment`);
    expect(refused.stdout).toBe('');
    expect(noRequirement.code).toBe(2);
    expect(noRequirement.stderr).toContain('give a scenario (its requirement) or --measurements');
  });

  it(
    'with --prices, every bill in the price file’s currency: the yen fixture (each price the USD one × 150) gives 150 times each side',
    { timeout: 60_000 },
    async () => {
      const PRICES = join(ROOT, 'tests/fixtures/prices');
      const [inUSD, inJPY, text] = await Promise.all([
        cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--format', 'json'),
        cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--format', 'json', '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY'),
        cli(scenario, '--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY'),
      ]);
      type Out = { currency?: string; priceBookDate?: string; before: { monthlyUSD: number }; after: { monthlyUSD: number }; change: { deltaUSD: number } };
      const usdOut = JSON.parse(inUSD.stdout) as Out;
      const jpyOut = JSON.parse(inJPY.stdout) as Out;
      expect(inJPY.code).toBe(3);
      expect(usdOut.currency).toBeUndefined();
      expect(jpyOut.currency).toBe('JPY');
      expect(jpyOut.priceBookDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Each line is rounded in its own currency: within a yen per bill line of 150 × the dollars.
      for (const side of ['before', 'after'] as const) expect(Math.abs(jpyOut[side].monthlyUSD - 150 * usdOut[side].monthlyUSD)).toBeLessThan(10);
      expect(Math.abs(jpyOut.change.deltaUSD - 150 * usdOut.change.deltaUSD)).toBeLessThan(10);
      expect(text.stdout).toContain('¥');
      expect(text.stdout).not.toContain('$');
    },
  );

  it('--prices without a scenario is refused: the price file prices a scenario', { timeout: 60_000 }, async () => {
    const out = await cli('--deployed', join(DEPLOYED, 'plan-hpmt.json'), '--prices', join(ROOT, 'tests/fixtures/prices/jpy.json'));
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--prices prices a scenario');
  });
});
