/**
 * Compute shapes a storage client (or a Block Volume host) would run on: network bandwidth
 * (S-SHAPES-NEW) and the per-instance Block Volume limits (S-BVPERF), plus the rule that sizes
 * those limits on Flex VMs from their network bandwidth.
 */
import { deepFreeze } from './freeze.ts';
import { gpuShapes } from './gpuShapes.ts';
import { cite, type Cited, type FlexVmBlockVolumeRule, type InstanceShape } from './types.ts';

const SHAPES = (id: string) => `shape tables, row "${id}"`;
const BV_BM = (id: string) => `per-instance limits, bare metal table, row "${id}"`;
const BV_VM = (id: string) => `per-instance limits, VM table, row "${id}"`;
const BV_PREV_VM = (id: string) => `per-instance limits, previous-generation VMs, "${id}"`;
const ATTACH_RULE = 'attachment limits ("32 for all shapes" except the listed 16-paravirtualized VM shapes)';
const GBS = 'Printed in GB/s; converted x1,000 to decimal MB/s.';

const net = (gbps: number, id: string, note?: string): Cited => cite(gbps, 'Gbps', 'S-SHAPES-NEW', SHAPES(id), 'documented', note);
const attach32 = cite(32, 'count', 'S-BVOVR', ATTACH_RULE, 'documented');
const attach32Later = cite(32, 'count', 'S-BVOVR', ATTACH_RULE, 'inferred', 'The shape is not on the 2024 pages; the general 32-attachment rule is assumed.');
const pv16 = cite(16, 'count', 'S-BVOVR', ATTACH_RULE, 'documented', 'Limit for paravirtualized attachments on this shape; iSCSI keeps 32.');

interface FlexSpec {
  readonly id: string;
  readonly maxOcpus: number;
  readonly perOcpu: number;
  readonly maxGbps: number;
  readonly maxAttachments: Cited;
  readonly pv?: Cited;
  readonly generation?: 'current' | 'previous';
  readonly minOcpus?: number;
  readonly ocpuNote?: string;
  readonly netNote?: string;
  readonly perOcpuCite?: Cited;
}

function flexVm(s: FlexSpec): InstanceShape {
  return {
    id: s.id,
    kind: 'vm',
    ocpus: null,
    minOcpus: s.minOcpus ?? 1,
    maxOcpus: s.maxOcpus,
    networkGbps: null,
    networkGbpsPerOcpu: s.perOcpuCite ?? cite(s.perOcpu, 'Gbps', 'S-SHAPES-NEW', SHAPES(s.id), 'documented', s.ocpuNote),
    maxNetworkGbps: net(s.maxGbps, s.id, s.netNote),
    bvMaxIops: null,
    bvMaxMBps: null,
    maxAttachments: s.maxAttachments,
    maxParavirtualizedAttachments: s.pv ?? null,
    generation: s.generation ?? 'current',
  };
}

/** A fixed VM from the previous generation, with its printed block-volume limits. */
function fixedVm(id: string, ocpus: number, gbps: number, iops: number, mbps: number, pv?: Cited, gbpsNote?: string): InstanceShape {
  const network = net(gbps, id, gbpsNote);
  return {
    id,
    kind: 'vm',
    ocpus,
    minOcpus: ocpus,
    maxOcpus: ocpus,
    networkGbps: network,
    networkGbpsPerOcpu: null,
    maxNetworkGbps: network,
    bvMaxIops: cite(iops, 'iops', 'S-BVPERF', BV_PREV_VM(id), 'documented'),
    bvMaxMBps: cite(mbps, 'MBps', 'S-BVPERF', BV_PREV_VM(id), 'documented'),
    maxAttachments: attach32,
    maxParavirtualizedAttachments: pv ?? null,
    generation: 'previous',
  };
}

/** A bare metal shape; `bv` is [IOPS, GB/s] from the per-instance table, or null where not published. */
function bm(id: string, ocpus: number, gbps: number, netNote: string, bv: readonly [number, number] | null, generation: 'current' | 'previous'): InstanceShape {
  const network = net(gbps, id, netNote);
  return {
    id,
    kind: 'bm',
    ocpus,
    minOcpus: ocpus,
    maxOcpus: ocpus,
    networkGbps: network,
    networkGbpsPerOcpu: null,
    maxNetworkGbps: network,
    bvMaxIops: bv ? cite(bv[0], 'iops', 'S-BVPERF', BV_BM(id), 'documented') : null,
    bvMaxMBps: bv ? cite(bv[1] * 1000, 'MBps', 'S-BVPERF', BV_BM(id), 'documented', GBS) : null,
    maxAttachments: bv ? cite(32, 'count', 'S-BVPERF', BV_BM(id), 'documented') : attach32Later,
    maxParavirtualizedAttachments: null,
    generation,
  };
}

const BOTH_NICS = 'Both NICs active; the total is the sum.';

export const instanceShapes: readonly InstanceShape[] = deepFreeze([
  // Current Flex VMs: bandwidth per OCPU up to a ceiling; block-volume limits follow the Flex rule.
  flexVm({
    id: 'VM.Standard.E4.Flex',
    maxOcpus: 64,
    perOcpu: 1,
    maxGbps: 40,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.Standard.E4.Flex'), 'documented'),
    pv: pv16,
  }),
  flexVm({
    id: 'VM.Standard.E5.Flex',
    maxOcpus: 126,
    perOcpu: 1,
    maxGbps: 40,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.Standard.E5.Flex'), 'documented'),
    ocpuNote: 'Up to 126 OCPUs on this page; the 2025-02 shapes page says 94, S-BVPERF (2024-07) says 90.',
  }),
  flexVm({
    id: 'VM.Standard.E6.Flex',
    maxOcpus: 126,
    perOcpu: 1,
    maxGbps: 99,
    maxAttachments: attach32Later,
    netNote: 'Maximum 99 Gbps as printed; a single source, not confirmed elsewhere.',
  }),
  flexVm({
    id: 'VM.Standard3.Flex',
    maxOcpus: 32,
    perOcpu: 1,
    maxGbps: 32,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.Standard3.Flex'), 'documented'),
    pv: cite(
      16,
      'count',
      'S-BVPERF',
      BV_VM('VM.Standard3.Flex'),
      'documented',
      'Printed "32 iSCSI / 16 PV"; the S-BVOVR list of 16-paravirtualized shapes omits this shape.',
    ),
  }),
  flexVm({
    id: 'VM.Optimized3.Flex',
    maxOcpus: 18,
    perOcpu: 4,
    maxGbps: 40,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.Optimized3.Flex'), 'documented'),
    pv: pv16,
  }),
  flexVm({
    id: 'VM.Standard.A1.Flex',
    maxOcpus: 76,
    perOcpu: 1,
    maxGbps: 40,
    pv: pv16,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.Standard.A1.Flex'), 'documented'),
    ocpuNote: 'Up to 76 OCPUs on this page; the 2024 pages (S-BVPERF) say 80.',
  }),
  flexVm({ id: 'VM.Standard.A2.Flex', maxOcpus: 78, perOcpu: 1, maxGbps: 78, maxAttachments: attach32Later }),
  flexVm({ id: 'VM.Standard.A4.Flex', maxOcpus: 45, perOcpu: 1, maxGbps: 100, maxAttachments: attach32Later }),
  flexVm({
    id: 'VM.DenseIO.E4.Flex',
    minOcpus: 8,
    maxOcpus: 32,
    perOcpu: 1,
    maxGbps: 32,
    maxAttachments: cite(32, 'count', 'S-BVPERF', BV_VM('VM.DenseIO.E4.Flex'), 'documented'),
    perOcpuCite: cite(
      1,
      'Gbps',
      'S-SHAPES-NEW',
      SHAPES('VM.DenseIO.E4.Flex'),
      'derived',
      'Printed per size: 8/16/32 Gbps at 8/16/32 OCPUs, i.e. 1 Gbps per OCPU. Only those three sizes are offered.',
    ),
  }),
  flexVm({ id: 'VM.Standard.E3.Flex', maxOcpus: 64, perOcpu: 1, maxGbps: 40, maxAttachments: attach32, pv: pv16, generation: 'previous' }),

  // Previous-generation fixed VMs.
  fixedVm('VM.Standard2.1', 1, 1, 25_000, 120),
  fixedVm('VM.Standard2.2', 2, 2, 50_000, 240),
  fixedVm('VM.Standard2.4', 4, 4.1, 80_000, 480),
  fixedVm('VM.Standard2.8', 8, 8.2, 160_000, 960, pv16),
  fixedVm('VM.Standard2.16', 16, 16.4, 320_000, 1920),
  fixedVm('VM.Standard2.24', 24, 24.6, 480_000, 2880),
  fixedVm('VM.Standard.E2.1', 1, 0.7, 12_500, 60, undefined, 'Printed as 700 Mbps in the per-instance list.'),
  fixedVm('VM.Standard.E2.2', 2, 1.4, 25_000, 120),
  fixedVm('VM.Standard.E2.4', 4, 2.8, 50_000, 240),
  fixedVm('VM.Standard.E2.8', 8, 5.6, 80_000, 480, pv16),
  fixedVm('VM.DenseIO2.8', 8, 8.2, 160_000, 960, pv16),
  fixedVm('VM.DenseIO2.16', 16, 16.4, 320_000, 1920),
  fixedVm('VM.DenseIO2.24', 24, 24.6, 480_000, 2880),
  fixedVm('VM.DenseIO1.4', 4, 1.2, 25_000, 120),
  fixedVm('VM.DenseIO1.8', 8, 2.4, 50_000, 240),
  fixedVm('VM.DenseIO1.16', 16, 4.8, 80_000, 480),

  // Bare metal.
  bm('BM.Standard.E4.128', 128, 100, `Printed 2 x 50 Gbps. ${BOTH_NICS}`, [1_300_000, 6], 'current'),
  bm('BM.Standard.E5.192', 192, 100, 'Printed 1 x 100 Gbps.', [1_300_000, 12], 'current'),
  bm('BM.Standard.E6.256', 256, 200, 'Printed 1 x 200 Gbps. No per-instance block-volume row was found for this shape.', null, 'current'),
  bm('BM.Standard3.64', 64, 100, `Printed 2 x 50 Gbps. ${BOTH_NICS}`, [1_300_000, 6], 'current'),
  bm(
    'BM.Optimized3.36',
    36,
    100,
    `Printed 2 x 50 Gbps plus 1 x 100 Gbps RDMA; the RDMA network is for cluster traffic and is not counted. ${BOTH_NICS}`,
    [1_300_000, 6],
    'current',
  ),
  bm('BM.Standard.A1.160', 160, 100, `Printed 2 x 50 Gbps. ${BOTH_NICS}`, [800_000, 6], 'current'),
  bm('BM.DenseIO.E4.128', 128, 100, `Printed 2 x 50 Gbps. ${BOTH_NICS}`, [1_300_000, 6], 'current'),
  bm('BM.DenseIO.E5.128', 128, 100, 'Printed 1 x 100 Gbps. No per-instance block-volume row was found for this shape.', null, 'current'),
  bm('BM.Standard2.52', 52, 50, `Printed 2 x 25 Gbps. ${BOTH_NICS}`, [625_000, 3], 'previous'),
  bm('BM.Standard.E3.128', 128, 100, `Printed 2 x 50 Gbps. ${BOTH_NICS}`, [1_300_000, 6], 'previous'),
  bm('BM.Standard.E2.64', 64, 50, `Printed 2 x 25 Gbps. ${BOTH_NICS}`, [625_000, 3], 'previous'),
  bm('BM.DenseIO2.52', 52, 50, `Printed 2 x 25 Gbps. ${BOTH_NICS}`, [625_000, 3], 'previous'),
  bm('BM.DenseIO1.36', 36, 10, 'Printed 1 x 10 Gbps.', [300_000, 1.2], 'previous'),

  // GPU bare metal shapes (AI training clients), from their own table (gpuShapes.ts).
  ...gpuShapes,
]);

const byId = new Map(instanceShapes.map((s) => [s.id, s]));

/** The shape with this OCI name, or undefined. */
export function findShape(id: string): InstanceShape | undefined {
  return byId.get(id);
}

const FLEX_RULE = 'per-instance limits, current VM table ("20,000 x network Gbps" and "120 MB/s x network Gbps")';

export const flexVmBlockVolumeRule: FlexVmBlockVolumeRule = deepFreeze({
  iopsPerGbps: cite(20_000, 'iops', 'S-BVPERF', FLEX_RULE, 'documented', "Block-volume IOPS per Gbps of the VM's network bandwidth."),
  maxIops: cite(600_000, 'iops', 'S-BVPERF', FLEX_RULE, 'documented'),
  mbpsPerGbps: cite(120, 'MBps', 'S-BVPERF', FLEX_RULE, 'documented', "Block-volume MB/s per Gbps of the VM's network bandwidth."),
  maxMBps: cite(4800, 'MBps', 'S-BVPERF', FLEX_RULE, 'documented'),
  uhpMinOcpus: cite(
    16,
    'OCPU',
    'S-MPATH',
    'supported shapes, column "Supports UHP" ("Yes (>=16 OCPUs)")',
    'documented',
    'VMs below 16 OCPUs cannot use UHP multipath attachments.',
  ),
});
