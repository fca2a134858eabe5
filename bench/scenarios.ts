/**
 * Realistic scenarios for the benchmark, ten per service: the workloads people bring to a
 * storage planner (render farms, home directories, OLTP, warehouses, scratch space). Plain
 * scenario documents, validated by `parseScenario` before they are timed. The app's seven
 * example workloads (src/store/presets.ts) are too few and too alike to time the services by;
 * the keystroke benchmark (bench/keystroke.ts) uses them.
 */
const E5 = { clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16, nconnect: 16 };

const fss = (name: string, catalog: string, requirement: Record<string, unknown>) => ({
  name,
  mode: 'recommend',
  service: 'file-storage',
  catalog,
  requirement,
});
const bv = (name: string, catalog: string, requirement: Record<string, unknown>) => ({
  name,
  mode: 'recommend',
  service: 'block-volume',
  catalog,
  requirement,
});
const dio = (name: string, catalog: string, requirement: Record<string, unknown>) => ({ name, mode: 'recommend', service: 'dense-io', catalog, requirement });
const compare = (name: string, requirement: Record<string, unknown>, catalogs: Record<string, string> = {}) => ({
  name,
  mode: 'recommend',
  service: 'compare',
  catalogs,
  requirement,
});

export const benchScenarios = {
  'file-storage': [
    fss('render farm, 1 MiB reads', 'fss-current', { readMBps: 8000, writeMBps: 1500, ioSizeKiB: 1024, clients: 64, ...E5, capacityGB: 200_000 }),
    fss('home directories', 'fss-current', {
      readMBps: 200,
      writeMBps: 50,
      ioSizeKiB: 32,
      clients: 500,
      capacityGB: 20_000,
      metadataOpsPerSecond: { getattr: 20_000, lookup: 5000, access: 10_000, create: 500, remove: 200 },
    }),
    fss('EDA, small random I/O', 'fss-current', {
      readIops: 150_000,
      writeIops: 50_000,
      ioSizeKiB: 8,
      clients: 400,
      metadataOpsPerSecond: { getattr: 40_000, lookup: 20_000 },
      capacityGB: 50_000,
    }),
    fss('Oracle over dNFS', 'fss-2024-11', { readIops: 40_000, writeMBps: 400, ioSizeKiB: 8, writeIoSizeKiB: 256, clients: 4, ...E5, capacityGB: 30_000 }),
    fss('backup target', 'fss-current', { writeMBps: 2000, ioSizeKiB: 1024, clients: 16, capacityGB: 500_000 }),
    fss('ML training data', 'fss-2024-11', { readMBps: 20_000, ioSizeKiB: 1024, clients: 128, ...E5, capacityGB: 300_000 }),
    fss('web content', 'fss-current', { readMBps: 100, ioSizeKiB: 64, clients: 20, mountTargetType: 'standard', capacityGB: 2000 }),
    fss('log ingestion', 'fss-current', {
      writeMBps: 300,
      ioSizeKiB: 64,
      clients: 50,
      metadataOpsPerSecond: { create: 1000, setattr: 1000 },
      targetUtilizationPercent: 70,
    }),
    fss('2023 paper, Standard', 'fss-2023-08', { readMBps: 800, writeMBps: 200, ioSizeKiB: 32, clients: 100 }),
    fss('fixture: 2024 HPMT-20', 'fss-2024-11', {
      readMBps: 1500,
      writeMBps: 500,
      ioSizeKiB: 64,
      clients: 40,
      inTransitEncryption: false,
      mountTargetType: 'hpmt-20',
      targetUtilizationPercent: 80,
    }),
  ],
  'block-volume': [
    bv('OLTP database', 'bv-current', { iops: 50_000, ioSizeKiB: 8, readPercent: 70, capacityGB: 2000, instanceShape: 'VM.Standard.E5.Flex', ocpus: 16 }),
    bv('data warehouse scans', 'bv-current', { throughputMBps: 1500, ioSizeKiB: 1024, capacityGB: 20_000, instanceShape: 'BM.Standard.E5.192' }),
    bv('application server', 'bv-current', { iops: 3000, ioSizeKiB: 4, capacityGB: 200 }),
    bv('Kafka broker', 'bv-current', { throughputMBps: 800, ioSizeKiB: 256, capacityGB: 10_000, instanceShape: 'VM.Standard.E4.Flex', ocpus: 32 }),
    bv('UHP database', 'bv-current', { iops: 300_000, ioSizeKiB: 4, capacityGB: 2000, instanceShape: 'BM.Standard.E4.128' }),
    bv('cheap log archive', 'bv-current', { throughputMBps: 50, ioSizeKiB: 1024, capacityGB: 30_000 }),
    bv('seed page, Balanced only', 'bv-seed', { iops: 20_000, ioSizeKiB: 4, capacityGB: 1000 }),
    bv('small VM, paravirtualized', 'bv-current', {
      iops: 10_000,
      ioSizeKiB: 16,
      capacityGB: 500,
      instanceShape: 'VM.Standard.E4.Flex',
      ocpus: 4,
      attachment: 'paravirtualized',
    }),
    bv('mixed 32 KiB', 'bv-current', { iops: 100_000, ioSizeKiB: 32, capacityGB: 5000 }),
    bv('fixture', 'bv-current', { iops: 40_000, throughputMBps: 400, ioSizeKiB: 16, capacityGB: 1500 }),
  ],
  'dense-io': [
    dio('Cassandra, RAID 10', 'dio-current', { iops: 500_000, readPercent: 70, ioSizeKiB: 4, usableCapacityGB: 10_000, raid: '10' }),
    dio('scratch, RAID 0, typical', 'dio-current', { iops: 1_000_000, readPercent: 50, ioSizeKiB: 4, usableCapacityGB: 20_000, raid: '0', basis: 'typical' }),
    dio('small cache', 'dio-current', { iops: 100_000, readPercent: 95, ioSizeKiB: 4, usableCapacityGB: 2000 }),
    dio('write-heavy, RAID 5', 'dio-current', { iops: 200_000, readPercent: 30, ioSizeKiB: 4, usableCapacityGB: 15_000, raid: '5' }),
    dio('large, RAID 6', 'dio-current', { iops: 600_000, readPercent: 60, ioSizeKiB: 8, usableCapacityGB: 40_000, raid: '6' }),
    dio('2019 deck, 50/50', 'dio-2019-10', { iops: 2_000_000, readPercent: 50, ioSizeKiB: 4, basis: 'typical' }),
    dio('2019 deck, RAID 10', 'dio-2019-10', { iops: 400_000, readPercent: 70, ioSizeKiB: 4, usableCapacityGB: 10_000, raid: '10' }),
    dio('mirror pair', 'dio-current', { iops: 150_000, readPercent: 80, ioSizeKiB: 4, usableCapacityGB: 5000, raid: '1' }),
    dio('latency bound', 'dio-current', { iops: 300_000, readPercent: 90, ioSizeKiB: 4, usableCapacityGB: 6000, maxLatencyUs: 80 }),
    dio('too big for one shape', 'dio-current', { iops: 5_000_000, readPercent: 50, ioSizeKiB: 4, usableCapacityGB: 100_000, raid: '10' }),
  ],
  compare: [
    compare('fixture: shared 64 KiB', {
      readMBps: 800,
      writeMBps: 200,
      ioSizeKiB: 64,
      capacityGB: 5000,
      clients: 8,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 8,
      sharedAccess: true,
    }),
    compare('OLTP, one host', {
      readIops: 35_000,
      writeIops: 15_000,
      ioSizeKiB: 8,
      capacityGB: 2000,
      clients: 1,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 16,
    }),
    compare('render farm', { readMBps: 8000, writeMBps: 1500, ioSizeKiB: 1024, capacityGB: 200_000, clients: 64, ...E5, sharedAccess: true }),
    compare('scratch, latency', { readIops: 500_000, writeIops: 500_000, ioSizeKiB: 4, capacityGB: 20_000, raid: '0', maxLatencyMs: 0.5 }),
    compare('home directories', {
      readMBps: 200,
      writeMBps: 50,
      ioSizeKiB: 32,
      capacityGB: 20_000,
      clients: 500,
      sharedAccess: true,
      metadataOpsPerSecond: { getattr: 20_000, lookup: 5000 },
    }),
    compare('warehouse', { readMBps: 1500, ioSizeKiB: 1024, capacityGB: 20_000, clients: 1, clientShape: 'BM.Standard.E5.192' }),
    compare('small app', { readIops: 2000, writeIops: 1000, ioSizeKiB: 4, capacityGB: 200 }),
    compare(
      '2024 papers',
      { readMBps: 2000, writeMBps: 500, ioSizeKiB: 256, capacityGB: 50_000, clients: 32 },
      { fileStorage: 'fss-2024-11', blockVolume: 'bv-seed', denseIo: 'dio-2019-10' },
    ),
    compare('2019 deck', { readMBps: 500, ioSizeKiB: 8, capacityGB: 10_000 }, { fileStorage: 'fss-2019-10', denseIo: 'dio-2019-10' }),
    compare('RAID 10 NVMe vs UHP', {
      readIops: 200_000,
      writeIops: 100_000,
      ioSizeKiB: 4,
      capacityGB: 8000,
      raid: '10',
      clients: 1,
      clientShape: 'BM.Standard.E4.128',
    }),
  ],
} as const;

/**
 * A plan of 50 workloads (issue 26): the ten comparisons' requirements five times over, each on
 * a service the user fixed (the four in turn), with every tenth on a shared host or Lustre file
 * system. Planned as one `workloads` scenario; the budget is 5 ms for the whole plan.
 */
export const benchWorkloads = (() => {
  const services = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
  const workloads = Array.from({ length: 50 }, (_, i) => {
    const service = services[i % services.length]!;
    const requirement = { ...(benchScenarios.compare[i % benchScenarios.compare.length]!.requirement as Record<string, unknown>) };
    if (service !== 'file-storage') delete requirement.sharedAccess;
    const shared = i % 10 === 1 ? { host: 'db-host' } : i % 10 === 3 ? { lustreFileSystem: 'scratch' } : {};
    return { name: `workload ${i + 1}`, service, requirement, ...shared };
  });
  return { name: '50 workloads', mode: 'recommend', service: 'workloads', workloads };
})();
