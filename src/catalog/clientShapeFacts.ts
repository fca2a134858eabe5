/**
 * Two facts about client shapes that a whole bill needs beside their network and price:
 * - the local NVMe a client shape carries (GPU and HPC bare metal shapes do), from the "Local
 *   Disk" column of the Compute Shapes page (S-SHAPES-2025, "Updated 2025-02-13"): storage on
 *   the clients themselves, at no price of its own, neither shared nor protected by OCI;
 * - the memory OCI gives a Flex shape when the launch names none: its default per OCPU, as
 *   OCI's ListShapes answers it (`memoryOptions.defaultPerOcpuInGBs`, S-SHAPES-DEFAULTS).
 * Shapes missing here have no such figure in those sources; the planner says so.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Cited } from './types.ts';

export interface LocalNvme {
  readonly drives: Cited;
  /** Each drive, decimal TB. */
  readonly driveTB: Cited;
}

const DISK = (row: string) => `bare metal GPU and HPC shape tables, row "${row}", column "Local Disk"`;
const nvme = (
  row: string,
  drives: number,
  driveTB: number,
  printed: string,
  basis: 'documented' | 'derived' | 'inferred' = 'documented',
  note?: string,
): LocalNvme => ({
  drives: cite(drives, 'count', 'S-SHAPES-2025', DISK(row), 'documented', `Printed "${printed}".`),
  driveTB: cite(driveTB, 'TB', 'S-SHAPES-2025', DISK(row), basis, note ?? `Printed "${printed}".`),
});

export const clientLocalNvme: Readonly<Record<string, LocalNvme>> = deepFreeze({
  'BM.GPU.H100.8': nvme('BM.GPU.H100.8 (GPU: 8xH100)', 16, 3.84, '16 x 3.84 TB NVMe'),
  'BM.GPU.H200.8': nvme('BM.GPU.H200.8 (GPU: 8xH200)', 8, 3.84, '8 x 3.84 TB NVMe'),
  'BM.GPU.L40S.4': nvme('BM.GPU.L40S.4', 2, 3.84, '2 x 3.84 TB NVMe'),
  'BM.GPU.A100-v2.8': nvme(
    'BM.GPU.A100-v2.8 (GPU: 8xA100)',
    4,
    6.8,
    '27.2 TB NVMe SSD (4 drives)',
    'derived',
    'Printed "27.2 TB NVMe SSD (4 drives)": 27.2 / 4 = 6.8 TB a drive.',
  ),
  'BM.GPU4.8': nvme(
    'BM.GPU4.8 (GPU: 8xA100)',
    4,
    6.8,
    '27.2 TB NVMe SSD (4 drives)',
    'derived',
    'Printed "27.2 TB NVMe SSD (4 drives)": 27.2 / 4 = 6.8 TB a drive.',
  ),
  'BM.GPU.A10.4': nvme(
    'BM.GPU.A10.4 (GPU: 4xA10)',
    2,
    3.84,
    '7.68 TB NVMe SSD (2 drives)',
    'derived',
    'Printed "7.68 TB NVMe SSD (2 drives)": 7.68 / 2 = 3.84 TB a drive.',
  ),
  'BM.GPU.MI300X.8': nvme(
    'BM.GPU.MI300X.8',
    8,
    3.84,
    '8 x 3.84 GB NVMe',
    'inferred',
    'Printed "8 x 3.84 GB NVMe"; read as 3.84 TB, the drive every other shape of the table prints (3.84 GB would be smaller than the memory).',
  ),
  'BM.Optimized3.36': nvme('BM.Optimized3.36', 1, 3.84, '3.84 TB NVMe SSD (1 drive)'),
});

const MEMORY = (shape: string) => `shapes list, "${shape}", memoryOptions.defaultPerOcpuInGBs`;
const perOcpu = (shape: string, gb: number): Cited =>
  cite(gb, 'GB', 'S-SHAPES-DEFAULTS', MEMORY(shape), 'documented', 'GB of memory per OCPU a Flex instance gets when its launch names no memory.');

/** Each Flex shape's default memory per OCPU, GB (S-SHAPES-DEFAULTS). */
export const flexDefaultMemoryPerOcpuGB: Readonly<Record<string, Cited>> = deepFreeze({
  'VM.Standard.E3.Flex': perOcpu('VM.Standard.E3.Flex', 16),
  'VM.Standard.E4.Flex': perOcpu('VM.Standard.E4.Flex', 16),
  'VM.Standard.E5.Flex': perOcpu('VM.Standard.E5.Flex', 12),
  'VM.Standard.E6.Flex': perOcpu('VM.Standard.E6.Flex', 11),
  'VM.Standard3.Flex': perOcpu('VM.Standard3.Flex', 16),
  'VM.Optimized3.Flex': perOcpu('VM.Optimized3.Flex', 14),
  'VM.Standard.A1.Flex': perOcpu('VM.Standard.A1.Flex', 6),
});

/** The local NVMe of a client shape, or null where the source prints none (block storage only, or not listed). */
export function localNvmeOf(shapeId: string): LocalNvme | null {
  return Object.hasOwn(clientLocalNvme, shapeId) ? clientLocalNvme[shapeId]! : null;
}

/** A Flex shape's default memory per OCPU, or null where the source gives none. */
export function defaultMemoryPerOcpuOf(shapeId: string): Cited | null {
  return Object.hasOwn(flexDefaultMemoryPerOcpuGB, shapeId) ? flexDefaultMemoryPerOcpuGB[shapeId]! : null;
}
