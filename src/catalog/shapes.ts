/**
 * Compute shapes a storage client (or a Block Volume host) would run on: network bandwidth
 * (S-SHAPES-NEW) and the per-instance Block Volume limits (S-BVPERF), plus the rule that sizes
 * those limits on Flex VMs from their network bandwidth.
 */
import { deepFreeze } from './freeze.ts';
import { gpuShapes } from './gpuShapes.ts';
import { cite, type Cited, type FlexVmBlockVolumeRule, type InstanceShape } from './types.ts';
import { MB_PER_GB } from './units.ts';

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

/** A previous-generation fixed VM as its rows print it: network in Gb/s, block-volume limits in IOPS and MB/s. */
interface FixedVmRow {
  readonly id: string;
  readonly ocpus: number;
  readonly gbps: number;
  readonly bvMaxIops: number;
  readonly bvMaxMBps: number;
  /** The paravirtualized attachment limit, where the shape has its own. */
  readonly pv?: Cited;
  readonly gbpsNote?: string;
}

/** A fixed VM from the previous generation, with its printed block-volume limits. */
function fixedVm({ id, ocpus, gbps, bvMaxIops, bvMaxMBps, pv, gbpsNote }: FixedVmRow): InstanceShape {
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
    bvMaxIops: cite(bvMaxIops, 'iops', 'S-BVPERF', BV_PREV_VM(id), 'documented'),
    bvMaxMBps: cite(bvMaxMBps, 'MBps', 'S-BVPERF', BV_PREV_VM(id), 'documented'),
    maxAttachments: attach32,
    maxParavirtualizedAttachments: pv ?? null,
    generation: 'previous',
  };
}

/** A bare metal shape as its rows print it; `bv` is the per-instance block-volume row, or null where none is published. */
interface BmRow {
  readonly id: string;
  readonly ocpus: number;
  readonly gbps: number;
  readonly netNote: string;
  readonly bv: { readonly maxIops: number; readonly maxGBps: number } | null;
  readonly generation: 'current' | 'previous';
}

/** A bare metal shape with its network bandwidth and, where published, its per-instance block-volume limits. */
function bm({ id, ocpus, gbps, netNote, bv, generation }: BmRow): InstanceShape {
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
    bvMaxIops: bv ? cite(bv.maxIops, 'iops', 'S-BVPERF', BV_BM(id), 'documented') : null,
    bvMaxMBps: bv ? cite(bv.maxGBps * MB_PER_GB, 'MBps', 'S-BVPERF', BV_BM(id), 'documented', GBS) : null,
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
  fixedVm({ id: 'VM.Standard2.1', ocpus: 1, gbps: 1, bvMaxIops: 25_000, bvMaxMBps: 120 }),
  fixedVm({ id: 'VM.Standard2.2', ocpus: 2, gbps: 2, bvMaxIops: 50_000, bvMaxMBps: 240 }),
  fixedVm({ id: 'VM.Standard2.4', ocpus: 4, gbps: 4.1, bvMaxIops: 80_000, bvMaxMBps: 480 }),
  fixedVm({ id: 'VM.Standard2.8', ocpus: 8, gbps: 8.2, bvMaxIops: 160_000, bvMaxMBps: 960, pv: pv16 }),
  fixedVm({ id: 'VM.Standard2.16', ocpus: 16, gbps: 16.4, bvMaxIops: 320_000, bvMaxMBps: 1920 }),
  fixedVm({ id: 'VM.Standard2.24', ocpus: 24, gbps: 24.6, bvMaxIops: 480_000, bvMaxMBps: 2880 }),
  fixedVm({ id: 'VM.Standard.E2.1', ocpus: 1, gbps: 0.7, bvMaxIops: 12_500, bvMaxMBps: 60, gbpsNote: 'Printed as 700 Mbps in the per-instance list.' }),
  fixedVm({ id: 'VM.Standard.E2.2', ocpus: 2, gbps: 1.4, bvMaxIops: 25_000, bvMaxMBps: 120 }),
  fixedVm({ id: 'VM.Standard.E2.4', ocpus: 4, gbps: 2.8, bvMaxIops: 50_000, bvMaxMBps: 240 }),
  fixedVm({ id: 'VM.Standard.E2.8', ocpus: 8, gbps: 5.6, bvMaxIops: 80_000, bvMaxMBps: 480, pv: pv16 }),
  fixedVm({ id: 'VM.DenseIO2.8', ocpus: 8, gbps: 8.2, bvMaxIops: 160_000, bvMaxMBps: 960, pv: pv16 }),
  fixedVm({ id: 'VM.DenseIO2.16', ocpus: 16, gbps: 16.4, bvMaxIops: 320_000, bvMaxMBps: 1920 }),
  fixedVm({ id: 'VM.DenseIO2.24', ocpus: 24, gbps: 24.6, bvMaxIops: 480_000, bvMaxMBps: 2880 }),
  fixedVm({ id: 'VM.DenseIO1.4', ocpus: 4, gbps: 1.2, bvMaxIops: 25_000, bvMaxMBps: 120 }),
  fixedVm({ id: 'VM.DenseIO1.8', ocpus: 8, gbps: 2.4, bvMaxIops: 50_000, bvMaxMBps: 240 }),
  fixedVm({ id: 'VM.DenseIO1.16', ocpus: 16, gbps: 4.8, bvMaxIops: 80_000, bvMaxMBps: 480 }),

  // Bare metal.
  bm({
    id: 'BM.Standard.E4.128',
    ocpus: 128,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 1_300_000, maxGBps: 6 },
    generation: 'current',
  }),
  bm({ id: 'BM.Standard.E5.192', ocpus: 192, gbps: 100, netNote: 'Printed 1 x 100 Gbps.', bv: { maxIops: 1_300_000, maxGBps: 12 }, generation: 'current' }),
  bm({
    id: 'BM.Standard.E6.256',
    ocpus: 256,
    gbps: 200,
    netNote: 'Printed 1 x 200 Gbps. No per-instance block-volume row was found for this shape.',
    bv: null,
    generation: 'current',
  }),
  bm({
    id: 'BM.Standard3.64',
    ocpus: 64,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 1_300_000, maxGBps: 6 },
    generation: 'current',
  }),
  bm({
    id: 'BM.Optimized3.36',
    ocpus: 36,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps plus 1 x 100 Gbps RDMA; the RDMA network is for cluster traffic and is not counted. ${BOTH_NICS}`,
    bv: { maxIops: 1_300_000, maxGBps: 6 },
    generation: 'current',
  }),
  bm({
    id: 'BM.Standard.A1.160',
    ocpus: 160,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 800_000, maxGBps: 6 },
    generation: 'current',
  }),
  bm({
    id: 'BM.DenseIO.E4.128',
    ocpus: 128,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 1_300_000, maxGBps: 6 },
    generation: 'current',
  }),
  bm({
    id: 'BM.DenseIO.E5.128',
    ocpus: 128,
    gbps: 100,
    netNote: 'Printed 1 x 100 Gbps. No per-instance block-volume row was found for this shape.',
    bv: null,
    generation: 'current',
  }),
  bm({
    id: 'BM.Standard2.52',
    ocpus: 52,
    gbps: 50,
    netNote: `Printed 2 x 25 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 625_000, maxGBps: 3 },
    generation: 'previous',
  }),
  bm({
    id: 'BM.Standard.E3.128',
    ocpus: 128,
    gbps: 100,
    netNote: `Printed 2 x 50 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 1_300_000, maxGBps: 6 },
    generation: 'previous',
  }),
  bm({
    id: 'BM.Standard.E2.64',
    ocpus: 64,
    gbps: 50,
    netNote: `Printed 2 x 25 Gbps. ${BOTH_NICS}`,
    bv: { maxIops: 625_000, maxGBps: 3 },
    generation: 'previous',
  }),
  bm({ id: 'BM.DenseIO2.52', ocpus: 52, gbps: 50, netNote: `Printed 2 x 25 Gbps. ${BOTH_NICS}`, bv: { maxIops: 625_000, maxGBps: 3 }, generation: 'previous' }),
  bm({ id: 'BM.DenseIO1.36', ocpus: 36, gbps: 10, netNote: 'Printed 1 x 10 Gbps.', bv: { maxIops: 300_000, maxGBps: 1.2 }, generation: 'previous' }),

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
