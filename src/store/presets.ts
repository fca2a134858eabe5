/**
 * Workload presets and metadata mixes. Every figure here is an illustrative workload example
 * chosen to show a typical shape of demand; none is an OCI figure, a measurement or a
 * recommendation. The UI labels them so. Client memory is 16 GB per OCPU throughout, a common
 * choice for Flex shapes, so that the whole bill prices the client instances in full.
 *
 * Pure data (no React): the store applies presets by id.
 */
import type { CompareRequirement, MetadataRates } from '../engine/index.ts';

export interface WorkloadPreset {
  readonly id: string;
  /** i18n key of the name, under `form:` */
  readonly nameKey: string;
  /** i18n key of the one-line description, under `form:` */
  readonly descriptionKey: string;
  readonly requirement: CompareRequirement;
}

export interface MetadataMix {
  readonly id: string;
  readonly nameKey: string;
  /** Operations per second by NFS operation; undefined for "none". */
  readonly rates: MetadataRates | undefined;
}

export const metadataMixes: readonly MetadataMix[] = Object.freeze([
  { id: 'none', nameKey: 'metadataMix.none', rates: undefined },
  {
    id: 'home-directories',
    nameKey: 'metadataMix.home-directories',
    rates: { getattr: 3000, lookup: 1500, access: 1500, readdirplus: 100, create: 200, remove: 150, setattr: 100 },
  },
  {
    id: 'build-patch',
    nameKey: 'metadataMix.build-patch',
    rates: { getattr: 2000, lookup: 2000, access: 500, create: 1000, remove: 800, setattr: 800, rename: 100, mkdir: 50 },
  },
  {
    id: 'ebs',
    nameKey: 'metadataMix.ebs',
    rates: { getattr: 1500, lookup: 800, access: 800, readdirplus: 100, create: 50, remove: 50, setattr: 50 },
  },
]);

const mix = (id: string): MetadataRates => metadataMixes.find((m) => m.id === id)?.rates ?? {};

const preset = (id: string, requirement: CompareRequirement): WorkloadPreset => ({
  id,
  nameKey: `presets.${id}.name`,
  descriptionKey: `presets.${id}.description`,
  requirement,
});

export const workloadPresets: readonly WorkloadPreset[] = Object.freeze([
  preset('oracle-oltp', {
    ioSizeKiB: 8,
    readIops: 20_000,
    writeIops: 5_000,
    capacityGB: 2_000,
    clients: 2,
    clientShape: 'VM.Standard.E5.Flex',
    clientOcpus: 16,
    clientMemoryGB: 256,
  }),
  preset('db-full-scan', {
    ioSizeKiB: 1024,
    readMBps: 2_000,
    writeMBps: 100,
    capacityGB: 10_000,
    clients: 2,
    clientShape: 'VM.Standard.E5.Flex',
    clientOcpus: 32,
    clientMemoryGB: 512,
  }),
  preset('ebs-app-tier', {
    ioSizeKiB: 32,
    readMBps: 200,
    writeMBps: 50,
    capacityGB: 1_000,
    metadataOpsPerSecond: mix('ebs'),
    clients: 8,
    clientShape: 'VM.Standard.E4.Flex',
    clientOcpus: 8,
    clientMemoryGB: 128,
    sharedAccess: true,
  }),
  preset('ai-training', {
    ioSizeKiB: 1024,
    readMBps: 20_000,
    writeMBps: 500,
    capacityGB: 200_000,
    clients: 32,
    clientShape: 'VM.Standard.E5.Flex',
    clientOcpus: 64,
    clientMemoryGB: 1024,
    nconnect: 16,
    sharedAccess: true,
  }),
  preset('media-processing', {
    ioSizeKiB: 1024,
    readMBps: 3_000,
    writeMBps: 1_500,
    capacityGB: 100_000,
    clients: 10,
    clientShape: 'VM.Standard.E4.Flex',
    clientOcpus: 16,
    clientMemoryGB: 256,
    sharedAccess: true,
  }),
  preset('home-directories', {
    ioSizeKiB: 16,
    readMBps: 100,
    writeMBps: 50,
    capacityGB: 5_000,
    metadataOpsPerSecond: mix('home-directories'),
    clients: 500,
    clientShape: 'VM.Standard.E4.Flex',
    clientOcpus: 2,
    clientMemoryGB: 32,
    sharedAccess: true,
  }),
  preset('app-patching', {
    ioSizeKiB: 8,
    readIops: 2_000,
    writeIops: 2_000,
    capacityGB: 500,
    metadataOpsPerSecond: mix('build-patch'),
    clients: 4,
    clientShape: 'VM.Standard.E4.Flex',
    clientOcpus: 4,
    clientMemoryGB: 64,
    sharedAccess: true,
  }),
]);

export const DEFAULT_PRESET_ID = 'oracle-oltp';

export function findPreset(id: string): WorkloadPreset | undefined {
  return workloadPresets.find((p) => p.id === id);
}

/** The id of the mix whose rates equal these, 'none' when there are none, else 'custom'. */
export function matchMetadataMix(rates: MetadataRates | undefined): string {
  const entries = Object.entries(rates ?? {});
  if (entries.length === 0) return 'none';
  for (const m of metadataMixes) {
    const r = m.rates ?? {};
    if (Object.keys(r).length === entries.length && entries.every(([k, v]) => r[k as keyof MetadataRates] === v)) return m.id;
  }
  return 'custom';
}

/** The id of the preset whose requirement equals this one, or '' for a custom workload. */
export function matchPreset(r: CompareRequirement): string {
  let id = matched.get(r);
  if (id === undefined) {
    presetKeys ??= workloadPresets.map((p) => [canonicalJson(p.requirement), p.id] as const);
    const key = canonicalJson(r);
    id = presetKeys.find(([k]) => k === key)?.[1] ?? '';
    matched.set(r, id);
  }
  return id;
}

/** matchPreset runs in a store selector, on every change: once per requirement object is enough. */
const matched = new WeakMap<CompareRequirement, string>();
let presetKeys: (readonly [string, string])[] | undefined;

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
