/**
 * One truth on every screen (issue 36 items 1 to 4), in the built app and real headless
 * Chromium, each meeting imported as a scenario file:
 * - the AI training meeting (64 × BM.GPU.H100.8, price entered) names Lustre or File Storage as
 *   the cheapest whole bill, and Dense I/O's bill keeps the GPUs and names their local NVMe;
 * - the render farm without client memory names a cheapest and says what memory was assumed;
 * - a whole bill without a price names the services that carry the requirement, never "none";
 * - a three-workload plan's shared mount targets show their bill line's figure, and its CSV's
 *   lines hold quantity × unit price = monthly within a cent, with the screen's total.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const gpu = { readMBps: 20000, ioSizeKiB: 1024, capacityGB: 500000, clients: 64, clientShape: 'BM.GPU.H100.8' };
const compare = (requirement: object, pricing?: object) => ({
  version: 6,
  service: 'compare',
  mode: 'recommend',
  requirement,
  ...(pricing ? { pricing } : {}),
});

async function importDoc(page: Page, doc: object): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({ name: 'meeting.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
}

async function headlineAfter(page: Page, doc: object, expected: RegExp): Promise<string> {
  await importDoc(page, doc);
  const headline = page.getByTestId('compare-headline');
  await expect.poll(async () => (await headline.textContent()) ?? '', { timeout: 10_000 }).toMatch(expected);
  return (await headline.textContent()) ?? '';
}

describe('one truth on every screen', () => {
  it('never replaces the GPUs, names what was assumed, and never says none carries while one does', async () => {
    const app = await openApp(h);
    const { page } = app;
    // 1. The GPU meeting with the H100s' price: Lustre or File Storage, never Dense I/O.
    const headline = await headlineAfter(page, compare(gpu, { overrides: { 'instance:BM.GPU.H100.8': 80 } }), /^Cheapest service that fits: /);
    expect(headline).toMatch(/File Storage with Lustre|File Storage$/);
    expect(headline).not.toContain('Dense I/O');
    const compute = await page.locator('tr[data-row="compute"]').innerText();
    expect(compute).toContain('a Dense I/O host cannot run the work of BM.GPU.H100.8');
    expect(compute).toContain('has its own local NVMe (16 × 3.84 TB');
    expect(compute).not.toContain('the application runs on the Dense I/O hosts');

    // 2. The render farm without memory: a cheapest, and the memory assumed with the field to change it.
    await headlineAfter(
      page,
      compare({
        readMBps: 12000,
        writeMBps: 2000,
        ioSizeKiB: 1024,
        capacityGB: 40000,
        clients: 32,
        clientShape: 'VM.Standard.E5.Flex',
        clientOcpus: 16,
        sharedAccess: true,
      }),
      /^Cheapest service that fits: /,
    );
    expect(await page.locator('tr[data-row="compute"]').innerText()).toContain('memory per client assumed: 192 GB, OCI’s default for VM.Standard.E5.Flex');

    // 3. The GPUs without a price: the carriers named, storage alone meanwhile; never "none carries".
    const provisional = await headlineAfter(page, compare(gpu), /^Carried by /);
    expect(provisional).toContain('cheapest on storage alone meanwhile: File Storage with Lustre');
    expect(await page.getByTestId('recommended-design').textContent()).not.toContain('None of the services carries');
    expect(await page.getByTestId('missing-prices').textContent()).toContain('instance:BM.GPU.H100.8');
    expectClean(app.problems);
    await app.close();
  });

  it('98 × Standard mount targets: the File Storage view shows the cheapest design within the default limits and the difference', async () => {
    const app = await openApp(h);
    const { page } = app;
    await headlineAfter(page, compare({ totalIops: 150000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10000 }), /^Cheapest service that fits: /);
    await page.getByRole('tab', { name: 'File Storage', exact: true }).click();
    const note = page.getByTestId('limit-policy');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    expect(text).toContain('raised from 2 to 98, more than 4 times the default');
    expect(text).toContain('(our policy, not OCI’s)');
    expect(text).toMatch(/Cheapest within the default limits: Block Volume, .*\$[\d,]+ a month \(\$[\d,]+ a month less\)/);
    expectClean(app.problems);
    await app.close();
  });

  it('a three-workload plan: the shared mount targets show their bill line, and the CSV keeps its digits', async () => {
    const app = await openApp(h);
    const { page } = app;
    await importDoc(page, {
      version: 6,
      mode: 'recommend',
      service: 'workloads',
      workloads: [
        {
          name: 'render',
          service: 'cheapest',
          requirement: {
            readMBps: 12000,
            writeMBps: 2000,
            ioSizeKiB: 1024,
            capacityGB: 40000,
            clients: 32,
            clientShape: 'VM.Standard.E5.Flex',
            clientOcpus: 16,
          },
        },
        { name: 'home', service: 'file-storage', requirement: { readMBps: 8000, ioSizeKiB: 1024, capacityGB: 5000, clients: 20, mountTargetType: 'hpmt-80' } },
        { name: 'db', service: 'block-volume', requirement: { readIops: 20000, writeIops: 10000, ioSizeKiB: 8, capacityGB: 2000 } },
      ],
    });
    const shared = page.getByTestId('shared-mount-targets');
    await expect.poll(async () => (await shared.count()) > 0 && ((await shared.innerText()) ?? '').includes('home'), { timeout: 10_000 }).toBe(true);
    const row = await shared.innerText();
    // HPMT-80 × 1 over 5,000 GB: worth $24,000, the data covers 5,000 GB, $22,500 billed above.
    expect(row).toContain('capacity entitlement 80,000 GB, worth $24,000 a month; the data stored covers 5,000 GB; billed above it: $22,500 a month');
    const bill = await page.getByRole('table', { name: 'Bill of materials' }).innerText();
    expect(bill).toContain('1 × HPMT-80 mount target: entitlement 80,000 GB (worth $24,000 a month), 5,000 GB of it covered by the data stored');
    expect(bill).toContain('$22,500');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the bill as CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    const totalAt = lines.findIndex((l) => l.startsWith('Total per month'));
    let sum = 0;
    for (const line of lines.slice(1, totalAt)) {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''));
      const [quantity, unitPrice, monthly] = [Number(cells[2]), Number(cells[4]), Number(cells[5])];
      expect(Math.abs(quantity * unitPrice - monthly), line).toBeLessThan(0.01);
      sum += monthly;
    }
    const total = Number(lines[totalAt]!.split(',')[5]);
    expect(Math.abs(total - sum)).toBeLessThan(0.01 * totalAt);
    const screenTotal = Number((await page.getByTestId('bill-total').innerText()).replace(/[$,]/g, ''));
    expect(Math.round(total)).toBe(Math.round(screenTotal));
    expect(csv).toContain(',0.0255,');
    expectClean(app.problems);
    await app.close();
  });
});
