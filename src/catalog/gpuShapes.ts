/**
 * GPU bare metal shapes that AI training runs on, as storage clients: their front-end network
 * bandwidth (the VCN network that reaches File Storage, Block Volume and Lustre), cited from the
 * bare metal GPU table of OCI's Compute Shapes page (S-SHAPES-GPU). The RDMA cluster network
 * printed beside it carries GPU-to-GPU traffic and is not counted. No VM GPU shape is listed:
 * no copy of the VM GPU table (VM.GPU.A10.1 …) with its bandwidth was found.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Cited, type InstanceShape } from './types.ts';

const TABLE = (id: string) => `bare metal GPU shapes table, row "${id}", column "Max Network Bandwidth"`;
const BOTH_NICS = 'Both front-end NICs active; the total is the sum.';
const RDMA = 'The RDMA cluster network is for GPU-to-GPU traffic and is not counted.';
const attach = cite(
  32,
  'count',
  'S-BVOVR',
  'attachment limits ("32 for all shapes" except the listed 16-paravirtualized VM shapes)',
  'inferred',
  'The shape is not on the per-instance Block Volume pages; the general 32-attachment rule is assumed.',
);

/** A GPU bare metal shape: fixed OCPUs, the front-end bandwidth as printed, its GPUs. */
function gpuBm(id: string, ocpus: number, gbps: number, printed: string, gpus: string): InstanceShape {
  const network: Cited = cite(gbps, 'Gbps', 'S-SHAPES-GPU', TABLE(id), 'documented', `Printed ${printed}. ${RDMA}`);
  return {
    id,
    kind: 'bm',
    ocpus,
    minOcpus: ocpus,
    maxOcpus: ocpus,
    networkGbps: network,
    networkGbpsPerOcpu: null,
    maxNetworkGbps: network,
    bvMaxIops: null,
    bvMaxMBps: null,
    maxAttachments: attach,
    maxParavirtualizedAttachments: null,
    generation: 'current',
    gpus,
  };
}

export const gpuShapes: readonly InstanceShape[] = deepFreeze([
  gpuBm('BM.GPU.B200.8', 128, 400, `2 x 200 Gbps and 8 x 400 Gbps RDMA. ${BOTH_NICS}`, '8 x NVIDIA B200'),
  gpuBm('BM.GPU.GB200.4', 144, 400, `2 x 200 Gbps and 4 x 400 Gbps RDMA. ${BOTH_NICS}`, '4 x NVIDIA B200 (GB200)'),
  gpuBm('BM.GPU.H200.8', 112, 200, '1 x 200 Gbps and 8 x 400 Gbps RDMA', '8 x NVIDIA H200'),
  gpuBm('BM.GPU.H100.8', 112, 100, '1 x 100 Gbps and 8 x 2 x 200 Gbps RDMA', '8 x NVIDIA H100'),
  gpuBm('BM.GPU.MI300X.8', 112, 100, '1 x 100 Gbps and 8 x 400 Gbps RDMA', '8 x AMD Instinct MI300X'),
  gpuBm('BM.GPU.A100-v2.8', 128, 100, `2 x 50 Gbps and 16 x 100 Gbps RDMA. ${BOTH_NICS}`, '8 x NVIDIA A100 80 GB'),
  gpuBm('BM.GPU4.8', 64, 50, '1 x 50 Gbps and 8 x 200 Gbps RDMA', '8 x NVIDIA A100 40 GB'),
  gpuBm('BM.GPU.L40S.4', 112, 200, '1 x 200 Gbps and 800 Gbps RDMA', '4 x NVIDIA L40S'),
  gpuBm('BM.GPU.A10.4', 64, 100, `2 x 50 Gbps. ${BOTH_NICS}`, '4 x NVIDIA A10'),
]);
