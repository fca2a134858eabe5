/**
 * Issue 41's "done when", in the built app: the render farm, the OLTP database, the AI cluster
 * on Lustre and the Dense I/O plan with RAID 10, each opened as the app opens a scenario file
 * (the comparison of its requirement, on its service's view), download as a Resource Manager
 * stack whose resources are the design the app plans for that service, one for one (counts,
 * sizes, VPUs, tier, capacity, shape), and whose files parse and name only documented arguments.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, compareServices, servicePlan, type ServiceId } from '../../src/engine/index.ts';
import { readCompareScenario } from '../../src/store/convert.ts';
import { buildHash } from '../../src/store/url.ts';
import { checkFiles } from '../fixtures/deployCheck.ts';
import { expectClean, loadLazy, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

type Body = Record<string, unknown> & { count?: number };
const CASES: [string, ServiceId][] = [
  ['render-farm', 'file-storage'],
  ['oltp', 'block-volume'],
  ['ai-lustre', 'lustre'],
  ['dio-raid10', 'dense-io'],
];

describe('the stack the app writes for each plan of issue 41', () => {
  it.each(CASES)('%s', async (file, service) => {
    const read = readCompareScenario(JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/deploy', `${file}.json`), 'utf8')));
    if (!read.ok) throw new Error(read.message);
    const s = read.scenario;
    const plan = servicePlan(compareServices(s.requirement, s.catalogs, s.pricing, s.calibration, s.chosen), service) as unknown as Record<string, unknown>;
    const d = plan.design as Record<string, unknown>;

    const app = await openApp(h, { context: { acceptDownloads: true }, hash: buildHash(s, service) });
    const { page } = app;
    await loadLazy(page, 'panels');
    const section = page.getByTestId(`deploy-${service}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download Resource Manager stack (.zip)' }).click(),
    ]);
    const files = Object.entries(unzipSync(new Uint8Array(await readFile((await download.path())!)))).map(([n, b]) => [n, strFromU8(b)] as const);
    const { hcl, problems } = await checkFiles(files);
    expect(problems).toEqual([]);
    const resources = hcl['main.tf']!.resource as Record<string, Record<string, Body[]>>;
    const only = (type: string): Body => {
      const named = Object.values(resources[type] ?? {});
      expect(named, type).toHaveLength(1);
      return named[0]![0]!;
    };
    const count = (b: Body) => b.count ?? 1;
    switch (service) {
      case 'file-storage': {
        const mt = only('oci_file_storage_mount_target');
        expect(count(mt)).toBe(d.mountTargets);
        expect(mt.requested_throughput).toMatch(
          new RegExp(`\\? ${{ standard: 1, 'hpmt-20': 20, 'hpmt-40': 40, 'hpmt-80': 80 }[d.mountTargetType as string]} : 1`),
        );
        expect(count(only('oci_file_storage_export'))).toBe(d.mountTargets);
        break;
      }
      case 'block-volume': {
        const v = only('oci_core_volume');
        expect([count(v), v.size_in_gbs, v.vpus_per_gb]).toEqual([d.volumes, d.volumeSizeGB, d.vpusPerGB]);
        expect(count(only('oci_core_volume_attachment'))).toBe(d.volumes);
        expect(only('oci_core_volume_attachment').attachment_type).toBe(d.attachment);
        break;
      }
      case 'lustre': {
        const fs = only('oci_lustre_file_storage_lustre_file_system');
        expect([fs.performance_tier, fs.capacity_in_gbs]).toEqual([`MBPS_PER_TB_${d.performanceTierMBpsPerTB}`, Math.round((d.capacityTiB as number) * 1000)]);
        break;
      }
      case 'dense-io': {
        const shape = catalog.dioEditions['dio-current'].shapes.find((x) => x.id === d.shape)!;
        const i = only('oci_core_instance');
        expect([count(i), i.shape]).toEqual([plan.instances, shape.shapeName]);
        const config = (i.shape_config as Body[] | undefined)?.[0];
        if (shape.shapeName.endsWith('.Flex'))
          expect(config).toEqual({ ocpus: shape.ocpus.value, memory_in_gbs: shape.memoryGB.value, nvmes: shape.drives.value });
        const init = files.find(([n]) => n.startsWith('cloud-init-'))![1];
        expect(init).toContain(`--level=${d.raid} --raid-devices=${shape.drives.value}`);
        expect(d.raid).toBe('10');
        break;
      }
    }
    expectClean(app.problems);
    await app.close();
  });
});
