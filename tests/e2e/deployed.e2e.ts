/**
 * Start from what is deployed (issue 42), in the built app: `terraform show -json` of a plan with
 * 3 HPMT-40 mount targets, 8 Balanced volumes and a Lustre file system, imported in the browser,
 * each design weighed against the workload in the form with its bill and verdict (the figures the
 * engine gives for the same files and workload), the plan's change; a bad file named beside the
 * import with the last result kept; on a phone, in Japanese, and on paper.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineReads, designsOf, evaluateDeployed, readDeployedText } from '../../src/deployed/index.ts';
import { parseScenario, type CompareScenario } from '../../src/engine/index.ts';
import { buildHash } from '../../src/store/url.ts';
import { describeViolations, expectClean, loadLazy, namesNotWords, openApp, runAxe, startHarness, stopHarness, type Harness } from './helpers.ts';

const PLAN = resolve(import.meta.dirname, '../fixtures/deployed/plan-hpmt.json');
const scenario = { mode: 'recommend', service: 'compare', requirement: { readMBps: 1200, writeMBps: 300, ioSizeKiB: 1024, capacityGB: 30_000, clients: 16 } };
const parsed = parseScenario(scenario);
if (!parsed.ok) throw new Error('scenario');
const hash = buildHash(parsed.value as CompareScenario, 'compare');

// What the engine says of the same file and workload: the figures the page must show.
const reading = combineReads([readDeployedText(readFileSync(PLAN, 'utf8'))]);
const before = evaluateDeployed(designsOf(reading.sides.before!), scenario.requirement);
const after = evaluateDeployed(designsOf(reading.sides.after!), scenario.requirement);
const usd = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(v);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

describe('Start from what is deployed', () => {
  it('imports a plan: each design weighed against the workload, its bill and verdict; a bad file is named and the result kept', async () => {
    const app = await openApp(h, { hash, context: { viewport: { width: 1366, height: 900 } } });
    const { page } = app;
    await loadLazy(page, 'panels');
    const panel = page.getByTestId('deployed-panel');
    await panel.getByLabel('Import files').setInputFiles(PLAN);
    const beforeSide = panel.getByTestId('deployed-before');
    await beforeSide.waitFor();
    const rows = beforeSide.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).locator('th').textContent()).toBe('File Storage: 3 × HPMT-40');
    expect(await rows.nth(1).locator('th').textContent()).toBe('Block Volume: 8 × 4,000 GB, Balanced');
    expect(await rows.nth(2).locator('th').textContent()).toBe('File Storage with Lustre: Lustre 125 MB/s per TB, 31.2 TiB');
    const verdicts = { carries: 'carries the workload', 'over-provisioned': 'over-provisioned', short: 'short of the workload' } as const;
    for (const [i, d] of before.designs.entries()) {
      expect(await rows.nth(i).locator('td').nth(1).textContent()).toBe(verdicts[d.verdict]);
      expect(await rows.nth(i).locator('td').nth(2).textContent()).toBe(usd(d.monthlyUSD!));
    }
    const afterRows = panel.getByTestId('deployed-after').locator('tbody tr');
    expect(await afterRows.nth(0).locator('td').nth(1).textContent()).toBe(verdicts[after.designs[0]!.verdict]);
    const change = panel.getByTestId('deployed-change');
    expect(await change.textContent()).toContain(`Plan: ${usd(before.monthlyUSD!)} → ${usd(after.monthlyUSD!)} a month`);
    expect(await change.textContent()).toContain('After the plan, a design no longer carries the workload.');
    // A design's details: its limits on the charts' frame.
    await beforeSide.locator('details.deployed-design summary').first().click();
    await expect.poll(() => beforeSide.locator('details.deployed-design figure').first().count()).toBe(1);
    // The way back to code: the cheaper design as the change to the mount targets read, their name kept.
    const change1 = beforeSide.getByTestId('deployed-terraform').first();
    await change1.locator('summary').click();
    const hcl = await change1.locator('pre').textContent();
    expect(hcl).toContain('resource "oci_file_storage_mount_target" "mt" {');
    expect(hcl).toMatch(/requested_throughput = "\d+"/);

    // Accessible with a result shown, a design's details and its change open.
    const violations = await runAxe(page);
    expect(violations, describeViolations('the page with a deployment imported', violations)).toEqual([]);
    expect(await namesNotWords(page)).toEqual([]);

    // A file that is not a deployment: named beside the import; the last result stays.
    await panel.getByLabel('Import files').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    const error = panel.getByRole('alert');
    await expect.poll(() => error.textContent()).toContain('notes.json is not a file the planner reads as a deployment');
    expect(await error.textContent()).toContain('The last files read are still shown.');
    expect(await rows.count()).toBe(3);
    expectClean(app.problems);
    await app.close();
  });

  it('on a phone, in Japanese, and on paper (where it is left out, as the Deploy section is)', async () => {
    const app = await openApp(h, { hash: `${hash}&lang=ja`, context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
    const { page } = app;
    await loadLazy(page, 'panels');
    const panel = page.getByTestId('deployed-panel');
    await panel.evaluate((el) => {
      for (let fold = el.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
    });
    await panel.getByLabel('ファイルを取り込む').setInputFiles(PLAN);
    const rows = panel.getByTestId('deployed-before').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).locator('td').nth(1).textContent()).toBe('過剰な構成です');
    expect(await panel.getByTestId('deployed-change').textContent()).toContain('プラン適用後、ワークロードを支えられなくなる構成があります。');
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.emulateMedia({ media: 'print' });
    expect(await panel.isVisible()).toBe(false);
    expectClean(app.problems);
    await app.close();
  });
});
