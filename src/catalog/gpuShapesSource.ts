/**
 * The source of the GPU client shapes (gpuShapes.ts): the bare metal GPU table of OCI's
 * Compute Shapes page. The catalog's copy of that table is not Oracle's page itself but a copy
 * of it in a public repository (it names the page as its reference), read on 2026-11-26; the
 * page shows no date. The VM GPU table (VM.GPU.A10.1, VM.GPU.A10.2 …) was not found in any
 * copy consulted, so no VM GPU shape is in the catalog.
 */
import type { Source } from './types.ts';

export const gpuShapesSource: Source = {
  id: 'S-SHAPES-GPU',
  title: 'OCI Documentation: Compute Shapes, GPU shapes (bare metal)',
  url: 'https://docs.oracle.com/en-us/iaas/Content/Compute/References/computeshapes.htm',
  via: 'a copy of the page\'s bare metal GPU table (Markdown, "OCI BM GPU Shapes", columns OCPU, GPU memory, CPU memory, local disk, max network bandwidth, max VNICs) in a public GitHub repository, naming this page as its reference; not read on docs.oracle.com',
  date: null,
  retrieved: '2026-11-26',
  publisher: 'Oracle (OCI Documentation)',
};
