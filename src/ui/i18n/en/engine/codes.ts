/** The engine's other codes in words: remedies, reasons, comparisons, cost lines and notes, units, mount target and level names. */
const codes = {
  /** What would make a design that fits nothing carry the requirement: one text per remedy code, `variant` as context. */
  remedy: {
    'more-clients': 'More client instances: at least {{clients}}.',
    'more-clients_design': 'More client instances: {{clients}} would carry it, on {{mountTargets}} × {{type}}.',
    'larger-client': 'Client instances that each move at least {{mbpsPerClient}} MB/s.',
    'larger-client_shape': 'Larger client instances: {{shape}} with {{ocpus}} OCPUs each ({{mbpsPerClient}} MB/s of NFS payload per client).',
    'larger-client_network': 'Client instances with more network bandwidth: each needs {{mbpsPerClient}} MB/s of NFS payload.',
    'larger-client_bv': 'An instance whose block-volume limits reach {{iops}} IOPS and {{mbps}} MB/s, what the requirement needs at the target utilization.',
    'larger-client_multipath': 'Bare metal or a VM with at least {{ocpus}} OCPUs: Ultra High Performance volumes need a multipath attachment.',
    'raise-target': 'A higher target utilization: {{targetPercent}}% is the lowest at which a design carries it (less headroom).',
    'more-concurrency': 'More operations in flight: each client needs about {{outstanding}} (threads × queue depth).',
    'more-volumes': 'More volumes: {{volumes}}.',
    'higher-level': 'A higher performance level: {{level}}.',
    'more-instances': 'More instances: spread the work over {{instances}}, each with its own storage.',
    'more-instances_dio': 'More hosts: {{instances}} × {{shape}} at RAID {{raid}} would carry it, the data split across them.',
    'other-raid': 'Another RAID level: RAID {{raid}} would let {{shape}} carry it.',
    'other-raid_unprotected': 'Another RAID level: RAID {{raid}} would let {{shape}} carry it, unprotected: only for scratch data.',
    'larger-shape': 'A shape with more drives.',
    'other-type': 'Another mount-target type: {{mountTargets}} × {{type}} would carry it.',
    'split-workload': 'Split the workload: no single design of this service carries it whole.',
    'split-workload_host':
      'Split each client’s work over smaller hosts: the largest Dense I/O shape (OCPUs {{maxOcpus}}, memory {{maxMemoryGB}} GB) is smaller than a client.',
    'split-workload_demand': 'Ask less of one design: no Dense I/O design carries {{iops}} IOPS with {{capacityGB}} GB.',
    'split-workload_parts': 'Split the workload: in {{parts}} equal parts, each is within the target.',
  },

  /** What a Dense I/O recommendation was planned on ({{basis}} of its reason). */
  plannedOn: {
    sla: 'the SLA floor',
    typical: 'the typical figures',
  },

  /** The limit that sets the File Storage count, in a reason. */
  countLimit: {
    backendIops: 'backend IOPS',
    readBandwidth: 'read bandwidth',
    writeBandwidth: 'write bandwidth',
    sharedBandwidth: 'bandwidth',
    connections: 'client connections',
  },

  /** Why this design: one text per reason code. */
  reason: {
    'fss-fixed': '{{mountTargets}} × {{type}}: {{limit}} sets the count at {{targetPercent}}% target utilization (type chosen by you).',
    'fss-only': '{{mountTargets}} × {{type}}: {{limit}} sets the count at {{targetPercent}}% target utilization.',
    'fss-chosen':
      '{{mountTargets}} × {{type}}, chosen by you on the chart: weighed against the requirement at {{targetPercent}}% target utilization, where {{limit}} is its busiest limit ({{overTargetPercent}}% of the target).',
    'fss-within':
      '{{mountTargets}} × {{type}}: {{limit}} sets the count at {{targetPercent}}% target utilization; it is the cheapest design within the default per-AD limits ({{monthlyUSD}}/month){{cheaper}}.',
    'fss-over':
      '{{mountTargets}} × {{type}}: {{limit}} sets the count at {{targetPercent}}% target utilization; no type fits the default per-AD limits, and this is the cheapest ({{monthlyUSD}}/month); it needs the {{type}} limit raised from {{serviceQuota}} to {{mountTargets}}{{cheaper}}.',
    'fss-none':
      'No design carries this requirement. The closest is {{mountTargets}} × {{type}}: at {{targetPercent}}% target utilization its worst limit is at {{overTargetPercent}}% of the target ({{monthlyUSD}}/month).',
    fssCheaper: '; {{items}}',
    fssCheaperItem_one: '{{mountTargets}} × {{type}} would cost {{monthlyUSD}} but needs a limit increase',
    fssCheaperItem_other: '{{mountTargets}} × {{type}} would cost {{monthlyUSD}} but need a limit increase',
    'fss2019-capacity': 'A file system of {{capacityGB}} GB carries the requirement at {{targetPercent}}% under the 2019 capacity-scaled model.',
    'bv-cheapest':
      '{{volumes}} × {{volumeSizeGB}} GB {{level}} is the cheapest design that carries {{ioSizeKiB}} operations at {{opsPerSecond}} per second with {{capacityGB}} GB{{ruledOut}}.',
    'bv-tie':
      '{{volumes}} × {{volumeSizeGB}} GB {{level}} is the best design that carries {{ioSizeKiB}} operations at {{opsPerSecond}} per second with {{capacityGB}} GB; fewer volumes win within a cent a month per volume or 0.5% of the cheapest, so it is chosen over {{tieVolumes}} volumes at {{tieMonthlyUSD}} a month{{ruledOut}}.',
    'bv-none': 'No design fits; the closest is shown.',
    'bv-chosen':
      '{{volumes}} × {{volumeSizeGB}} GB {{level}}, chosen by you on the chart: weighed against {{ioSizeKiB}} operations at {{opsPerSecond}} per second with {{capacityGB}} GB, at the target utilization.',
    bvRuledOut: '; ruled out: {{list}}',
    bvRuledOutItem: '{{levels}} ({{reason}})',
    bvRuledOutRange_one: '{{count}} level from {{first}} to {{last}} ({{reason}})',
    bvRuledOutRange_other: '{{count}} levels from {{first}} to {{last}} ({{reason}})',
    bvLevelsJoin: ' and ',
    bvGroupSeparator: ', ',
    'dio-cheapest':
      '{{shape}} is the shape with the lowest price that gives {{iops}} IOPS at {{readPercent}}% read and {{capacityGB}} GB usable with RAID {{raid}}, planned on {{basis}}.',
    'dio-previous':
      '{{shape}} is the previous-generation shape with the lowest price that gives {{iops}} IOPS at {{readPercent}}% read and {{capacityGB}} GB usable with RAID {{raid}}, planned on {{basis}}.',
    'dio-none': 'No shape fits; the closest is shown.',
    'dio-chosen':
      '{{shape}} with RAID {{raid}}, chosen by you on the chart: weighed against {{iops}} IOPS at {{readPercent}}% read and {{capacityGB}} GB usable, planned on {{basis}}.',
    'tier-fixed':
      'The {{tier}} MB/s per TB tier was asked for; {{capacityTiB}} TiB ({{capacityGB}} GB) is the smallest valid capacity that holds {{dataGB}} GB and carries {{requiredMBps}} MB/s at {{targetPercent}}% of its {{throughputMBps}} MB/s, for {{monthlyUSD}} a month.',
    'minimum-capacity':
      'The minimum capacity, {{capacityTiB}} TiB ({{capacityGB}} GB), already holds {{dataGB}} GB and carries {{requiredMBps}} MB/s at {{targetPercent}}% of its {{throughputMBps}} MB/s; the {{tier}} MB/s per TB tier is the cheapest at that size, {{monthlyUSD}} a month.',
    'capacity-carries':
      'The data sets the capacity: {{capacityTiB}} TiB ({{capacityGB}} GB) holds {{dataGB}} GB, and at {{tier}} MB/s per TB it carries {{requiredMBps}} MB/s at {{targetPercent}}% of its {{throughputMBps}} MB/s; no tier is cheaper, {{monthlyUSD}} a month.',
    'throughput-sets-capacity':
      'The throughput sets the capacity: {{requiredMBps}} MB/s at {{targetPercent}}% utilization needs {{capacityTiB}} TiB ({{capacityGB}} GB) at {{tier}} MB/s per TB, which gives {{throughputMBps}} MB/s; of all tiers sized that way it is the cheapest, {{monthlyUSD}} a month.',
    'lustre-chosen':
      '{{capacityTiB}} TiB ({{capacityGB}} GB) at {{tier}} MB/s per TB, chosen by you on the chart: it gives {{throughputMBps}} MB/s against {{requiredMBps}} MB/s asked at {{targetPercent}}% utilization, with {{dataGB}} GB of data, for {{monthlyUSD}} a month.',
    lustreRunnerUp: ' Next cheapest: {{nextTier}} MB/s per TB at {{nextCapacityGB}} GB, {{nextMonthlyUSD}} a month.',
  },

  /** A list of items in a sentence. */
  listSeparator: '; ',

  /** Why an option cannot carry the requirement. */

  optionReason: {
    bv: {
      'needs-multipath': 'needs a multipath attachment this instance cannot make',
      'too-many-volumes': '{{volumes}} volumes of this level cannot carry it',
      'beyond-instance': 'beyond the instance limits',
      'beyond-host': 'beyond the measured host maximum',
    },
    dio: {
      'raid-layout': 'RAID layout not possible',
      'host-too-small': 'fewer OCPUs or less memory than a client',
      'too-few-iops': 'too few IOPS',
      'too-little-capacity': 'too little capacity',
    },
  },

  /** Why a service does not fit, in the comparison (a critical warning shows as itself). */
  compare: {
    'not-shared': 'not shared: {{clients}} clients need the same data',
    'latency-above': 'latency about {{latencyMs}} ms is above the {{maxLatencyMs}} ms asked',
    'latency-unpublished':
      'no latency is published for it: the {{maxLatencyMs}} ms asked cannot be confirmed (planned with {{latencyMs}} ms carried from File Storage)',
    'type-missing': '{{edition}} has no {{type}} mount target; planned with the types it has',
  },

  durability: {
    'file-storage': 'Replicated within the availability domain; snapshots and replication',
    'block-volume': '99.99% annual durability; backups and volume groups',
    'dense-io': 'Not protected by OCI: no RAID, backup or snapshot',
    lustre: 'Not published in the stored Oracle pages',
  },

  tradeoff: {
    protocol: {
      'file-storage': 'NFSv3 with NLM locking',
      'block-volume': 'iSCSI or paravirtualized block device',
      'dense-io': 'local NVMe, no network',
      lustre: 'Lustre',
    },
    clientSoftware: {
      'file-storage': 'the OS’s NFS client; oci-fss-utils or stunnel for TLS',
      'block-volume': 'iSCSI initiator; Block Volume plugin for UHP multipath',
      'dense-io': 'none (local drives); RAID is yours',
      lustre: 'Lustre client packages on every node',
    },
  },

  /** What a whole bill assumes or leaves out, by code. */
  billNote: {
    'clients-priced_one': '{{clients}} × {{shape}}, {{ocpus}} OCPU each',
    'clients-priced_other': '{{clients}} × {{shape}}, {{ocpus}} OCPUs each',
    'bv-hosts-are-clients': 'the client instances are the hosts that attach the volumes',
    'dio-app-on-hosts': 'the application runs on the Dense I/O hosts: the clients entered are not added',
    'dio-hosts-replace-clients': '{{hosts}} × {{shape}} in place of the clients, each with at least a client’s OCPUs ({{ocpus}}) and memory ({{memoryGB}} GB)',
    'dio-host-memory-unchecked': 'memory per client not entered: the hosts’ memory is not checked',
    'dio-hosts-unsized': 'on storage prices one Dense I/O host is sized for the storage alone, not for the clients’ compute',
    'client-priced-by-override': '{{clients}} × {{shape}} at your price of {{usdPerHour}} an hour',
    'client-shape-missing': 'no client shape entered: instances left out',
    'client-shape-unpriced': 'no published price for {{shape}}: instances left out',
    'client-memory-missing': 'memory per client not entered: memory left out',
    'client-memory-assumed':
      'memory per client assumed: {{memoryGB}} GB, OCI’s default for {{shape}} ({{perOcpuGB}} GB per OCPU); enter Memory per client to change it',
    'dio-beside-clients':
      'a Dense I/O host cannot run the work of {{shape}}: the clients stay, and the Dense I/O hosts hold the data on other hosts than theirs; the whole bill is the hosts plus the clients',
    'client-local-nvme':
      '{{shape}} has its own local NVMe ({{drives}} × {{driveTB}} TB, {{totalTB}} TB a client): no extra price, but not shared between clients and not protected by OCI',
    'client-ocpus-assumed_one': '{{ocpus}} OCPU per client assumed',
    'client-ocpus-assumed_other': '{{ocpus}} OCPUs per client assumed',
    'clients-assumed-one': 'one client assumed',
    'storage-unpriced': 'no public price for the storage',
  },

  latency: {
    'file-storage': 'under 1 ms for most operations',
    'block-volume': 'sub-millisecond at P95',
    'dense-io': 'under 100 µs',
    lustre: 'not published (the File Storage bound, under 1 ms, is assumed)',
  },

  /** Cost lines, by code. */
  costLine: {
    fssCapacity: 'File Storage capacity',
    hpmtEntitlement: '{{type}} entitlement above stored data',
    bvCapacity: 'Block Volume capacity',
    bvPerformanceUnits: 'Performance units ({{vpusPerGB}} VPUs/GB)',
    dioOcpus: 'OCPUs',
    dioMemory: 'Memory',
    dioNvme: 'Local NVMe',
    dioOcpusAll: 'OCPUs (memory and NVMe included)',
    lustreCapacity: 'Lustre capacity',
    lustrePerformanceUnits: 'Lustre performance units ({{unitsPerGB}} per GB)',
    clientOcpus: 'Client OCPUs ({{clients}} × {{shape}})',
    clientMemory: 'Client memory ({{clients}} × {{shape}})',
    clientInstance: 'Client instances ({{count}} × {{shape}}, your price)',
    dioInstance: 'Dense I/O hosts ({{count}} × {{shape}}, your price)',
  },

  costNote: {
    noPublicPrice: 'No public price was found for this shape.',
    priceNotInBook: 'The price file has no price for a part of this line in its currency; the line is left out of the total until you enter its price.',
  },

  /** Units of quantities and prices. */
  unit: {
    'GB-month': 'GB-month',
    'VPU-GB-month': 'VPU-GB-month',
    'PU-GB-month': 'PU-GB-month',
    OCPU: 'OCPU',
    GB: 'GB',
    TB: 'TB',
    'OCPU-hour': 'OCPU hour',
    'GB-hour': 'GB hour',
    'TB-hour': 'TB hour',
    instance: 'instance',
    'instance-hour': 'instance hour',
  },

  /** Mount-target types, by id (Oracle's names). */
  mountTarget: {
    standard: 'Standard',
    'hpmt-20': 'HPMT-20',
    'hpmt-40': 'HPMT-40',
    'hpmt-80': 'HPMT-80',
  },

  /** Block Volume performance levels, by id; Ultra High Performance levels by their VPUs. */
  level: {
    'lower-cost': 'Lower Cost',
    balanced: 'Balanced',
    'higher-performance': 'Higher Performance',
    uhp: 'Ultra High Performance ({{vpus}} VPUs/GB)',
    uhpFamily: 'Ultra High Performance',
  },
} as const;

export default codes;
