/**
 * Deploy (issue 41), in the built app: the Deploy section downloads Terraform and a Resource
 * Manager stack as zips whose files parse (HashiCorp's HCL parser, a YAML parser) and name only
 * arguments the provider documents, building the design the app shows (volumes, size, VPUs);
 * Compare builds the service chosen there; the plan of several workloads deploys every workload;
 * the preview shows main.tf; the buttons speak Japanese to a Japanese reader.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareServices, parseScenario, planScenario, type WorkloadsResult } from '../../src/engine/index.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { buildHash } from '../../src/store/url.ts';
import { checkFiles } from '../fixtures/deployCheck.ts';
import three from '../fixtures/workloads/three.json' with { type: 'json' };
import { expectClean, loadLazy, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

async function downloadZip(page: Page, section: Locator, button: string): Promise<{ name: string; files: [string, string][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: button }).click()]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  return { name: download.suggestedFilename(), files: Object.entries(zip).map(([k, v]) => [k, strFromU8(v)]) };
}

describe('the Deploy section', () => {
  it('downloads the Block Volume design as a stack that parses and builds the volumes the app plans, and previews main.tf', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await tab(page, 'Block Volume').click();
    await loadLazy(page, 'panels');
    const section = page.getByTestId('deploy-block-volume');
    const { name, files } = await downloadZip(page, section, 'Download Resource Manager stack (.zip)');
    expect(name).toMatch(/-stack\.zip$/);
    expect(files.map(([n]) => n).sort()).toEqual(['README.md', 'main.tf', 'outputs.tf', 'schema.yaml', 'variables.tf', 'versions.tf']);
    const { hcl, problems } = await checkFiles(files);
    expect(problems).toEqual([]);
    const design = compareServices(scenarioFor(findPreset('oracle-oltp')!.requirement).requirement).blockVolume.design;
    const volume = (hcl['main.tf']!.resource as Record<string, Record<string, { count?: number; size_in_gbs: number; vpus_per_gb: number }[]>>)
      .oci_core_volume!;
    const v = Object.values(volume)[0]![0]!;
    expect([v.count ?? 1, v.size_in_gbs, v.vpus_per_gb]).toEqual([design.volumes, design.volumeSizeGB, design.vpusPerGB]);
    await expect.poll(() => section.getByRole('status').textContent()).toContain(name);
    await section.getByText('Preview main.tf').click();
    await expect.poll(() => section.getByTestId('deploy-preview').textContent()).toContain('resource "oci_core_volume"');
    expectClean(app.problems);
    await app.close();
  });

  it('in Compare builds the service chosen there, and speaks Japanese to a Japanese reader', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await loadLazy(page, 'panels');
    const section = page.getByTestId('deploy-compare');
    await section.getByLabel('Service to build').selectOption({ label: 'File Storage with Lustre' });
    const { files } = await downloadZip(page, section, 'Download Terraform (.zip)');
    expect(files.map(([n]) => n)).not.toContain('schema.yaml');
    expect((await checkFiles(files)).problems).toEqual([]);
    expect(files.find(([n]) => n === 'main.tf')![1]).toContain('resource "oci_lustre_file_storage_lustre_file_system"');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    const ja = await downloadZip(page, section, 'Resource Manager スタックをダウンロード (.zip)');
    // The files stay in English.
    expect(ja.files.find(([n]) => n === 'README.md')![1]).toContain('## What it builds');
    expectClean(app.problems);
    await app.close();
  });

  it('deploys a plan of several workloads: every workload of the bill of materials', async () => {
    const parsed = parseScenario(three);
    if (!parsed.ok || parsed.value.service !== 'workloads') throw new Error('three.json');
    const planned = planScenario(parsed.value);
    if (!planned.ok) throw new Error('three.json');
    const result = planned.result as WorkloadsResult;
    const app = await openApp(h, { context: { acceptDownloads: true }, hash: buildHash(parsed.value as never, 'compare') });
    const { page } = app;
    const section = page.getByTestId('deploy-workloads');
    await section.waitFor({ timeout: 20_000 });
    const { files } = await downloadZip(page, section, 'Download Resource Manager stack (.zip)');
    expect((await checkFiles(files)).problems).toEqual([]);
    const main = files.find(([n]) => n === 'main.tf')![1];
    const mts = result.fileStorage.mountTargets.reduce((n, g) => n + g.mountTargets, 0);
    expect(main.match(/resource "oci_file_storage_mount_target"/g)?.length ?? 0).toBe(result.fileStorage.mountTargets.length);
    expect(mts).toBeGreaterThan(0);
    for (const w of result.workloads) expect(files.find(([n]) => n === 'README.md')![1]).toContain(w.name);
    expectClean(app.problems);
    await app.close();
  });
});
