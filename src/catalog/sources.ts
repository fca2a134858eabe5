/**
 * Every document the catalog cites, by id. Seeds are the papers in the shared `seeds/` folder;
 * the S-* tags are current OCI pages as listed in section 0 of
 * `reference/oci-current-facts.md`, which holds the copied facts.
 */
import { deepFreeze } from './freeze.ts';
import { gpuShapesSource } from './gpuShapesSource.ts';
import type { Source, SourceId } from './types.ts';

const REFERENCE = 'reference/oci-current-facts.md';
const DOCS = 'https://docs.oracle.com/en-us/iaas/Content';

/** Oracle's price list as JSON (the Cost Estimator's products API), where a price file imported comes from. */
export const PRICE_LIST_API_URL = 'https://apexapps.oracle.com/pls/apex/cetools/api/v1/products/';
const OCI_DOCS = 'Oracle (OCI Documentation)';
/**
 * The day this catalog took its copies (the seeds and the reference file): the `retrieved`
 * date of every source whose copy states no retrieval date of its own.
 */
const CATALOG_DAY = '2026-11-22';

export const sources: Readonly<Record<SourceId, Source>> = deepFreeze({
  'fss-2024-11': {
    id: 'fss-2024-11',
    title: 'OCI File Storage Performance Characteristics, Version 3.0',
    file: 'seeds/fss-performance-2024-v3.0.md',
    date: '2024-11',
    retrieved: CATALOG_DAY,
    publisher: 'Oracle',
  },
  'fss-2023-08': {
    id: 'fss-2023-08',
    title: 'OCI File Storage Performance Characteristics, Version 2.0 (Japanese edition)',
    file: 'seeds/fss-performance-2023-v2.0-ja.txt',
    date: '2023-08',
    retrieved: CATALOG_DAY,
    publisher: 'Oracle',
  },
  'bv-seed': {
    id: 'bv-seed',
    title: 'Block Volume Performance (OCI documentation page, Balanced-only era)',
    // The page's address then and now; what it shows today is S-BVPERF.
    url: `${DOCS}/Block/Concepts/blockvolumeperformance.htm`,
    file: 'seeds/block-volume-performance.txt',
    date: null,
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'oci-2019-10': {
    id: 'oci-2019-10',
    title: 'OCI storage deck: local NVMe, Block Storage, File Storage (Flavio Pereira)',
    file: 'seeds/oci-storage-overview-2019.txt',
    date: '2019-10',
    retrieved: CATALOG_DAY,
    publisher: 'Oracle',
  },
  'nfs-blog': {
    id: 'nfs-blog',
    title: 'Oracle over NFS Performance is "Glacial", But At Least It Isn\'t "File Serving." (post 2007-05, comments to 2008)',
    url: 'https://kevinclosson.net/2007/05/02/oracle-over-nfs-performance-is-glacial-but-at-least-it-isnt-file-serving/',
    file: 'seeds/oracle-over-nfs-blog.txt',
    date: '2007-05-02',
    retrieved: CATALOG_DAY,
    publisher: "Kevin Closson (Kevin Closson's Oracle Blog)",
  },
  'S-BVPERF': {
    id: 'S-BVPERF',
    title: 'OCI Documentation: Block Volume Performance',
    url: `${DOCS}/Block/Concepts/blockvolumeperformance.htm`,
    file: REFERENCE,
    date: '2024-07-19',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-BVLC': {
    id: 'S-BVLC',
    title: 'OCI Documentation: Block Volume Lower Cost performance level',
    url: `${DOCS}/Block/Concepts/blockvolumelowercost.htm`,
    file: REFERENCE,
    date: '2023-09-26',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-BVBAL': {
    id: 'S-BVBAL',
    title: 'OCI Documentation: Block Volume Balanced performance level',
    url: `${DOCS}/Block/Concepts/blockvolumebalancedperformance.htm`,
    file: REFERENCE,
    date: '2024-05-30',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-BVHP': {
    id: 'S-BVHP',
    title: 'OCI Documentation: Block Volume Higher Performance level',
    url: `${DOCS}/Block/Concepts/blockvolumehigherperformance.htm`,
    file: REFERENCE,
    date: '2024-05-30',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-BVUHP': {
    id: 'S-BVUHP',
    title: 'OCI Documentation: Block Volume Ultra High Performance level',
    url: `${DOCS}/Block/Concepts/blockvolumeultrahighperformance.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-BVOVR': {
    id: 'S-BVOVR',
    title: 'OCI Documentation: Overview of Block Volume',
    url: `${DOCS}/Block/Concepts/overview.htm`,
    file: REFERENCE,
    date: '2024-06-04',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-AUTOTUNE': {
    id: 'S-AUTOTUNE',
    title: 'OCI Documentation: Dynamic Performance Scaling (Block Volume auto-tune)',
    url: `${DOCS}/Block/Tasks/autotunevolumeperformance.htm`,
    file: REFERENCE,
    date: '2024-06-04',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-AUTOTUNEPOL': {
    id: 'S-AUTOTUNEPOL',
    title: 'OCI Documentation: Enabling Performance-Based Autotuning for an Existing Boot Volume',
    url: `${DOCS}/Block/Tasks/update-autotunepolicies-bv-boot-volume.htm`,
    date: null,
    retrieved: '2026-11-26',
    publisher: OCI_DOCS,
  },
  'S-MPATH': {
    id: 'S-MPATH',
    title: 'OCI Documentation: Configuring multipath-enabled attachments',
    url: `${DOCS}/Block/Tasks/configuringmultipathattachments.htm`,
    file: REFERENCE,
    date: '2024-05-30',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-LIMITS': {
    id: 'S-LIMITS',
    title: 'OCI Documentation: Service Limits',
    url: `${DOCS}/General/Concepts/servicelimits.htm`,
    file: REFERENCE,
    date: '2025-03-11',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-SHAPES-NEW': {
    id: 'S-SHAPES-NEW',
    title: 'OCI Documentation: Compute Shapes (copy listing E6 and A4 shapes, so 2025 or later)',
    url: `${DOCS}/Compute/References/computeshapes.htm`,
    file: REFERENCE,
    date: null,
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-SHAPES-GPU': gpuShapesSource,
  'S-SHAPES-2025': {
    id: 'S-SHAPES-2025',
    title: 'OCI Documentation: Compute Shapes',
    url: `${DOCS}/Compute/References/computeshapes.htm`,
    via: 'a Markdown copy of the page ("Updated 2025-02-13") in the public GitHub repository jacklty/oci_doc_crawler, iaas/Content/Compute/References/computeshapes.md, commit 8e7bbd7231f6e299bbc206ba0ae0590e3568e185; not read on docs.oracle.com',
    date: '2025-02-13',
    retrieved: '2026-12-07',
    publisher: OCI_DOCS,
  },
  'S-SHAPES-DEFAULTS': {
    id: 'S-SHAPES-DEFAULTS',
    title: 'OCI Designer Toolkit: shipped shape reference data (the Compute ListShapes answer, memoryOptions.defaultPerOcpuInGBs)',
    url: 'https://github.com/oracle/oci-designer-toolkit/blob/5bf7fa849e87f5d242fd21984f627847108e187b/ocd/packages/react/src/data/OcdDefaultCache.ts',
    via: "Oracle's own open-source tool, file ocd/packages/react/src/data/OcdDefaultCache.ts at commit 5bf7fa849e87f5d242fd21984f627847108e187b (2025-04-14): the shapes list as OCI's ListShapes returns it, cached; OCI's API reference says a launch without memory gets \"the default configuration values for the shape\"",
    date: '2025-04-14',
    retrieved: '2026-12-07',
    publisher: 'Oracle (oracle/oci-designer-toolkit on GitHub)',
  },
  'S-NVMEPERF': {
    id: 'S-NVMEPERF',
    title: 'OCI Documentation: Compute NVMe Performance',
    url: `${DOCS}/Compute/Concepts/computeperformance.htm`,
    file: REFERENCE,
    date: '2024-06-03',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-NVMEINFO': {
    id: 'S-NVMEINFO',
    title: 'OCI Documentation: NVMe device information (no RAID, backup or snapshot of local NVMe by OCI)',
    url: `${DOCS}/Compute/References/nvmedeviceinformation.htm`,
    file: REFERENCE,
    date: '2023-01-04',
    retrieved: CATALOG_DAY,
    publisher: OCI_DOCS,
  },
  'S-MT': {
    id: 'S-MT',
    title: 'OCI Documentation: Managing Mount Targets',
    url: `${DOCS}/File/Tasks/managingmounttargets.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-MTPERF': {
    id: 'S-MTPERF',
    title: 'OCI Documentation: Changing mount target performance',
    url: `${DOCS}/File/Tasks/change-mt-performance.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-FSTLS': {
    id: 'S-FSTLS',
    title: 'OCI Documentation: File Storage in-transit encryption',
    url: `${DOCS}/File/Tasks/intransitencryption.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-FSTHRU': {
    id: 'S-FSTHRU',
    title: 'OCI Documentation: File Storage troubleshooting, increasing throughput',
    url: `${DOCS}/File/Troubleshooting/increasing-throughput.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-FSOVR': {
    id: 'S-FSOVR',
    title: 'OCI Documentation: Overview of File Storage',
    url: `${DOCS}/File/Concepts/filestorageoverview.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-09-05',
    publisher: OCI_DOCS,
  },
  'S-PRICE': {
    id: 'S-PRICE',
    title: 'Oracle Cloud Infrastructure price list (Pay As You Go list prices, USD)',
    url: 'https://www.oracle.com/cloud/price-list/',
    file: REFERENCE,
    via: 'Oracle Cost Estimator API product feed (https://apexapps.oracle.com/pls/apex/cetools/api/v1/products/, "apiLastUpdated" 2026-01-05), as copied in jasonwilbur/oci-pricing-mcp src/data/pricing-data.json (key "products", commit c081028)',
    date: '2026-01-05',
    retrieved: CATALOG_DAY,
    publisher: 'Oracle',
  },
  'S-BVPRICE': {
    id: 'S-BVPRICE',
    title: 'Oracle Block Volume pricing page (also at oracle.com/ae/cloud/storage/block-volumes/pricing)',
    url: 'https://www.oracle.com/pl/cloud/storage/block-volumes/pricing/',
    file: REFERENCE,
    date: null,
    retrieved: CATALOG_DAY,
    publisher: 'Oracle',
  },
  'S-LFSCAP': {
    id: 'S-LFSCAP',
    title: 'OCI Documentation: File Storage with Lustre, Increasing File System Capacity',
    url: `${DOCS}/lustre/file-system-capacity.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-11-23',
    publisher: OCI_DOCS,
  },
  'S-LFSCLI': {
    id: 'S-LFSCLI',
    title: 'OCI CLI Command Reference: oci lfs lustre-file-system create',
    url: 'https://docs.oracle.com/iaas/tools/oci-cli/latest/oci_cli_docs/cmdref/lfs/lustre-file-system/create.html',
    file: REFERENCE,
    date: null,
    retrieved: '2026-11-23',
    publisher: OCI_DOCS,
  },
  'S-LFSMANAGE': {
    id: 'S-LFSMANAGE',
    title: 'OCI Documentation: Managing File Storage with Lustre File Systems',
    url: `${DOCS}/lustre/manage-file-systems.htm`,
    file: REFERENCE,
    date: null,
    retrieved: '2026-11-23',
    publisher: OCI_DOCS,
  },
  'S-LFSOKE': {
    id: 'S-LFSOKE',
    title: 'OCI Documentation: Provisioning PVCs on the File Storage with Lustre Service (Kubernetes Engine)',
    url: `${DOCS}/ContEng/Tasks/contengcreatingpersistentvolumeclaim_Provisioning_PVCs_on_Lustre.htm`,
    date: null,
    retrieved: '2026-11-23',
    publisher: OCI_DOCS,
  },
  'S-LFSQUOTA': {
    id: 'S-LFSQUOTA',
    title: 'OCI Documentation: File Storage with Lustre Quotas',
    url: `${DOCS}/Quotas/Concepts/resourcequotas_topic-File_Storage_w_Lustre_Quotas.htm`,
    date: null,
    retrieved: '2026-11-23',
    publisher: OCI_DOCS,
  },
  'S-BVMETRICS': {
    id: 'S-BVMETRICS',
    title: 'OCI Documentation: Block Volume Metrics (namespace oci_blockstore)',
    url: `${DOCS}/Block/References/volumemetrics.htm`,
    date: '2024-03-22',
    retrieved: '2026-11-26',
    publisher: OCI_DOCS,
  },
  'S-FSMETRICS': {
    id: 'S-FSMETRICS',
    title: 'OCI Documentation: File System Metrics (namespace oci_filestorage)',
    url: `${DOCS}/File/Reference/filemetrics.htm`,
    date: null,
    retrieved: '2026-11-26',
    publisher: OCI_DOCS,
  },
  'S-COMPUTEMETRICS': {
    id: 'S-COMPUTEMETRICS',
    title: 'OCI Documentation: Compute Instance Metrics (namespace oci_computeagent)',
    url: `${DOCS}/Compute/References/computemetrics.htm`,
    date: null,
    retrieved: '2026-11-26',
    publisher: OCI_DOCS,
  },
  engineering: {
    id: 'engineering',
    title: 'Standard storage engineering (RAID usable capacity and write penalties), not an OCI figure',
    date: null,
    retrieved: CATALOG_DAY,
    publisher: 'general practice',
  },
});

/** Every source id, in catalog order. */
export const sourceIds = Object.freeze(Object.keys(sources) as SourceId[]);

/**
 * Walks any catalog value and collects the `source` of every cited figure or price, and (unless
 * `figuresOnly`) every id listed in a `sources` array. A test uses it to check that ids resolve
 * and that no source goes unused.
 */
export function sourceIdsUsed(value: unknown, figuresOnly = false): Set<SourceId> {
  const found = new Set<SourceId>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.source === 'string') found.add(record.source as SourceId);
    if (!figuresOnly && Array.isArray(record.sources)) {
      for (const id of record.sources) if (typeof id === 'string') found.add(id as SourceId);
    }
    Object.values(record).forEach(visit);
  };
  visit(value);
  return found;
}
