/** The engine's binding limits in words (`results.engine.bottleneck`): what holds a design back, by model and limit. */
const bottlenecks = {
  /** What binds, and what would lift it: by answer, then by limit. */
  bottleneck: {
    fss: {
      backendIops: {
        sentence_read:
          'Each {{type}} mount target is limited by backend IOPS ({{perMountTarget}}): a read of {{readIoSizeKiB}} costs {{readCost}}{{metadata}}.',
        sentence_write:
          'Each {{type}} mount target is limited by backend IOPS ({{perMountTarget}}): a write of {{writeIoSizeKiB}} costs {{writeCost}}{{metadata}}.',
        sentence_mixed:
          'Each {{type}} mount target is limited by backend IOPS ({{perMountTarget}}): a read of {{readIoSizeKiB}} costs {{readCost}} and a write of {{writeIoSizeKiB}} costs {{writeCost}}{{metadata}}.',
        metadata: '; metadata operations take {{iops}} of them',
        lift: 'Add mount targets, move to a larger mount-target type, or use larger I/O sizes (fewer backend IOPS per byte).',
      },
      readBandwidth: {
        sentence: 'Each {{type}} mount target is limited by its read bandwidth, {{perMountTarget}} MB/s.',
        lift: 'Add mount targets or move to a larger mount-target type.',
      },
      writeBandwidth: {
        sentence: 'Each {{type}} mount target is limited by its write bandwidth, {{perMountTarget}} MB/s.',
        lift: 'Add mount targets or move to a larger mount-target type.',
      },
      sharedBandwidth: {
        sentence: 'Each {{type}} mount target is limited by its bandwidth, {{perMountTarget}} MB/s, shared by reads and writes.',
        lift: 'Add mount targets.',
      },
      connections: {
        sentence: 'Each {{type}} mount target accepts at most {{perMountTarget}} client connections.',
        lift: 'Add mount targets, or open fewer connections per client.',
      },
      clientNetworkRead: {
        sentence_one: 'The one client is the limit: it moves at most {{clientMBps}} MB/s over its network.',
        sentence_other: 'The {{clients}} clients are the limit: each moves at most {{clientMBps}} MB/s over its network.',
        lift: 'Add client instances or choose a shape with more network bandwidth.',
      },
      clientNetworkWrite: {
        sentence_one: 'The one client is the limit: it moves at most {{clientMBps}} MB/s over its network.',
        sentence_other: 'The {{clients}} clients are the limit: each moves at most {{clientMBps}} MB/s over its network.',
        lift: 'Add client instances or choose a shape with more network bandwidth.',
      },
      concurrency: {
        sentence_read_one: 'Bound by concurrency: {{clients}} client keeping {{outstanding}} in flight, {{latencyMs}} ms per read of {{readIoSizeKiB}}.',
        sentence_read_other:
          'Bound by concurrency: {{clients}} clients, each keeping {{outstanding}} in flight, {{latencyMs}} ms per read of {{readIoSizeKiB}}.',
        sentence_write_one: 'Bound by concurrency: {{clients}} client keeping {{outstanding}} in flight, {{latencyMs}} ms per write of {{writeIoSizeKiB}}.',
        sentence_write_other:
          'Bound by concurrency: {{clients}} clients, each keeping {{outstanding}} in flight, {{latencyMs}} ms per write of {{writeIoSizeKiB}}.',
        sentence_mixed_one: 'Bound by concurrency: {{clients}} client keeping {{outstanding}} in flight, {{latencyMs}} ms per operation.',
        sentence_mixed_other: 'Bound by concurrency: {{clients}} clients, each keeping {{outstanding}} in flight, {{latencyMs}} ms per operation.',
        lift: 'Run more threads or a deeper queue on each client (fio numjobs and iodepth), or add clients.',
      },
    },
    fss2019: {
      backendIops: {
        sentence: 'A file system holding {{capacityTB}} TB is limited by its read IOPS, which grows with the data stored.',
        lift: 'Store more data (this model scales with capacity), or plan on a newer catalog edition.',
      },
      readBandwidth: {
        sentence: 'A file system holding {{capacityTB}} TB is limited by its read bandwidth, which grows with the data stored.',
        lift: 'Store more data (this model scales with capacity), or plan on a newer catalog edition.',
      },
      writeBandwidth: {
        sentence: 'A file system holding {{capacityTB}} TB is limited by its write bandwidth, which grows with the data stored.',
        lift: 'Store more data (this model scales with capacity), or plan on a newer catalog edition.',
      },
    },
    bv: {
      volumeIops: {
        sentence: 'Each {{level}} volume of {{sizeGB}} GB gives at most {{perVolume}} IOPS ({{iopsPerGB}} IOPS per GB, up to {{maxIops}}).',
        lift: 'Grow the volumes, add volumes, or raise the performance level (more VPUs per GB).',
      },
      volumeThroughput: {
        sentence: 'Each {{level}} volume moves at most {{perVolume}} MB/s at {{ioSizeKiB}} ({{kbpsPerGB}} KB/s per GB, up to {{capMBps}} MB/s).',
        lift: 'Grow the volumes, add volumes, or raise the performance level.',
      },
      instanceIops: {
        sentence: 'The instance carries at most {{capacity}} block-volume IOPS.',
        lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.',
      },
      instanceThroughput: {
        sentence: 'The instance carries at most {{capacity}} MB/s of block-volume traffic.',
        lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.',
      },
      attachments: {
        sentence: 'At most {{capacity}} volumes attach to one instance.',
        lift: 'Use larger volumes or more instances.',
      },
      hostIops: {
        sentence: 'One host reached {{capacity}} IOPS from many volumes together in the published host test; the design is held to that.',
        lift: 'Name the instance shape to plan on its published limits, or spread the work over instances.',
      },
      hostThroughput: {
        sentence: 'One host reached {{capacity}} MB/s from many volumes together in the published host test; the design is held to that.',
        lift: 'Name the instance shape to plan on its published limits, or spread the work over instances.',
      },
      concurrency: {
        sentence_one: 'Bound by concurrency: {{outstanding}} I/O in flight at {{latencyMs}} ms completes at most {{capacity}} per second.',
        sentence_other: 'Bound by concurrency: {{outstanding}} I/Os in flight at {{latencyMs}} ms each complete at most {{capacity}} per second.',
        lift: 'Run more threads or a deeper queue (fio numjobs and iodepth), or spread the work over instances.',
      },
      /** What lifts a per-volume limit of this design (`params.lever`, results.bvVolumeLevers). */
      lever: {
        growAddRaise: 'Grow the volumes, add volumes, or raise the performance level (more VPUs per GB).',
        growAdd: 'Grow the volumes or add volumes (no higher level this instance can attach gives more).',
        growRaise: 'Grow the volumes or raise the performance level (no more volumes attach to this instance).',
        grow: 'Grow the volumes (no more volumes attach to this instance, and no higher level gives more).',
        addRaise: 'Add volumes or raise the performance level: each volume is at its level’s maximum, so growing it adds nothing.',
        add: 'Add volumes: each volume is at its level’s maximum, so growing it adds nothing, and no higher level gives more.',
        raise: 'Raise the performance level: each volume is at its level’s maximum, and no more volumes attach to this instance.',
        spread: 'Spread the work over more instances: each volume is at its level’s maximum, no more volumes attach, and no higher level gives more.',
      },
    },
    dio: {
      deviceIops: {
        sentence_one: '{{shape}} gives {{iops}} IOPS at {{readPercent}}% read with RAID {{raid}} ({{basis}}; each write costs {{writePenalty}} device write).',
        sentence_other:
          '{{shape}} gives {{iops}} IOPS at {{readPercent}}% read with RAID {{raid}} ({{basis}}; each write costs {{writePenalty}} device writes).',
        lift: 'Choose a shape with more drives, a RAID level with a lower write penalty, or a more read-heavy layout.',
      },
      usableCapacity: {
        sentence: '{{shape}} holds {{usableGB}} GB usable with RAID {{raid}}.',
        lift: 'Choose a shape with more or larger drives, or a RAID level that keeps more capacity.',
      },
    },
  },

  /** The basis of the IOPS in a bottleneck ({{basis}}). */
  iopsBasis: {
    sla: 'SLA floor',
    measured: 'measured',
    extrapolated: 'extrapolated',
  },
} as const;

export default bottlenecks;
