/** The engine's warnings in words (`results.engine.warning`, keyed by warning id and variant) and the RAID rule it names. */
const warnings = {
  warning: {
    // File Storage
    'limit-increase_one':
      '{{mountTargets}} {{type}} mount target exceeds {{whose}} of {{limit}} per availability domain: request a service-limit increase before you build.',
    'limit-increase_other':
      '{{mountTargets}} {{type}} mount targets exceed {{whose}} of {{limit}} per availability domain: request a service-limit increase before you build.',
    'hpmt-commitment_short_one':
      '{{mountTargets}} × {{type}} needs {{perMountTargetGB}} GB stored to be sure of its performance (the 2024 paper sizes the backend spread by it) and carries it as a capacity entitlement with a 30-day billing commitment. With {{storedGB}} GB stored, performance may fall short of the figures and you are billed for {{entitlementGB}} GB: about {{extraUSD}} a month more than the data alone.',
    'hpmt-commitment_short_other':
      '{{mountTargets}} × {{type}} each need {{perMountTargetGB}} GB stored to be sure of their performance (the 2024 paper sizes the backend spread by it) and carry it as a capacity entitlement with a 30-day billing commitment. With {{storedGB}} GB stored, performance may fall short of the figures and you are billed for {{entitlementGB}} GB: about {{extraUSD}} a month more than the data alone.',
    'hpmt-commitment_covered_one':
      '{{mountTargets}} × {{type}} needs {{entitlementGB}} GB stored to reach its performance and bills it as an entitlement with a 30-day commitment; the {{storedGB}} GB stored covers both, so the mount target adds no charge.',
    'hpmt-commitment_covered_other':
      '{{mountTargets}} × {{type}} need {{entitlementGB}} GB stored to reach their performance and bill it as an entitlement with a 30-day commitment; the {{storedGB}} GB stored covers both, so the mount targets add no charge.',
    'metadata-caching':
      'Exporting one file system through {{mountTargets}} mount targets turns off its metadata cache: single-threaded, latency-sensitive and metadata-heavy work gets slower.',
    'metadata-exceeds_one': 'The metadata operations alone take all that {{mountTargets}} mount target can carry, or more: no data operations fit.',
    'metadata-exceeds_other': 'The metadata operations alone take all that {{mountTargets}} mount targets can carry, or more: no data operations fit.',
    connections_plain_one:
      'The busiest mount target gets {{clients}} client, {{connections}} connections, more than the {{perMountTarget}} one mount target accepts.',
    connections_plain_other:
      'The busiest mount target gets {{clients}} clients, {{connections}} connections, more than the {{perMountTarget}} one mount target accepts.',
    connections_encrypted_one:
      'The busiest mount target gets {{clients}} encrypted client, more than the {{perMountTarget}} one mount target accepts with in-transit encryption.',
    connections_encrypted_other:
      'The busiest mount target gets {{clients}} encrypted clients, more than the {{perMountTarget}} one mount target accepts with in-transit encryption.',
    'clients-fewer-than-mount-targets_one':
      'Only {{clients}} client for {{mountTargets}} mount targets: each client mounts one mount target, so some would sit idle. Plan at least one client per mount target.',
    'clients-fewer-than-mount-targets_other':
      'Only {{clients}} clients for {{mountTargets}} mount targets: each client mounts one mount target, so some would sit idle. Plan at least one client per mount target.',
    'client-assignment':
      'Mount each client on one mount target. Clients per mount target: {{busiest}} on the busiest, {{others}} on the others; the plan holds the busiest to the target utilization.',
    'client-assignment-even': 'Mount each client on one mount target. Clients per mount target: {{busiest}}, on each of the {{mountTargets}}.',
    'client-share-exceeds_one':
      'The one client would carry more than one mount target takes at the target utilization, and a client mounts one mount target: add clients (or split its work over more clients).',
    'client-share-exceeds_other':
      'Each of the {{clients}} clients would carry more than one mount target takes at the target utilization, and a client mounts one mount target: add clients (or split the work of each over more clients).',
    'client-ocpus-assumed_one':
      'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPU per client, {{clientMBps}} MB/s each; enter the OCPUs your clients run to check.',
    'client-ocpus-assumed_other':
      'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPUs per client, {{clientMBps}} MB/s each; enter the OCPUs your clients run to check.',
    'clients-too-small_one':
      'The one client moves at most {{networkMBps}} MB/s of NFS data ({{clientMBps}} MB/s: {{payloadPercent}}% of the line rate is payload), and the workload needs {{neededMBps}} MB/s: add clients or choose a shape with more network bandwidth.',
    'clients-too-small_other':
      'The {{clients}} clients move at most {{networkMBps}} MB/s of NFS data together ({{clientMBps}} MB/s each: {{payloadPercent}}% of the line rate is payload), and the workload needs {{neededMBps}} MB/s: add clients or choose a shape with more network bandwidth.',
    'client-shape-unknown': 'No client shape given: client network bandwidth is not checked.',
    'concurrency-needed_one':
      'No threads or queue depth given: concurrency is not checked. At {{latencyMs}} ms per operation the requirement needs about {{neededPerClient}} operation in flight per client.',
    'concurrency-needed_other':
      'No threads or queue depth given: concurrency is not checked. At {{latencyMs}} ms per operation the requirement needs about {{neededPerClient}} operations in flight per client.',
    'concurrency-unknown': 'No threads or queue depth given: concurrency is not checked (at {{latencyMs}} ms per operation).',
    'concurrency-short_one':
      'Bound by concurrency: {{clients}} client with {{outstanding}} in flight at {{latencyMs}} ms completes at most {{maxOps}} per second, short of {{ops}}; the client needs about {{neededPerClient}} in flight. Raise threads or queue depth, or add clients.',
    'concurrency-short_other':
      'Bound by concurrency: {{clients}} clients, each with {{outstanding}} in flight at {{latencyMs}} ms, complete at most {{maxOps}} per second, short of {{ops}}; each client needs about {{neededPerClient}} in flight. Raise threads or queue depth, or add clients.',
    'clients-unknown': "No number of clients given: the clients' network, concurrency and their assignment to mount targets are not checked.",
    tls_linux:
      'In-transit encryption: each mount target takes at most {{limit}} encrypted Linux (oci-fss-utils) clients, counted per client whatever nconnect opens; install the TLS package on every client and mount by IP address.',
    tls_windows:
      'In-transit encryption: each mount target takes at most {{limit}} encrypted Windows (stunnel) clients, counted per client whatever nconnect opens; install the TLS package on every client and mount by IP address.',
    'tls-silent': '{{edition}} gives no limit for encrypted clients; the ordinary connection limit is used.',
    alarm: 'Alarm on MountTargetIOPS at {{backendIops}} per mount target ({{alarmPercent}}% of {{maxBackendIops}}) and add a mount target when it holds there.',
    'mount-options':
      "Mount with nconnect={{nconnect}} on modern Linux and leave rsize and wsize unset; keep clients in the mount targets' availability domain.",
    'directory-size': 'Keep each directory under {{files}} files; large directories slow down applications that list them often.',
    'carried-figures': 'Current OCI documents publish only read throughput per mount-target type; write bandwidth and backend IOPS are carried from {{from}}.',
    'fss-measured-basis_measured':
      'Planned on the measurement: for {{readIoSizeKiB}} reads the 2024 paper measured {{measuredBackendIops}} backend IOPS on one {{type}}, against {{documentedBackendIops}} in Table 1. Writes and metadata operations stay on Table 1 (the paper measured reads only).',
    'fss-measured-basis_extrapolated':
      'Planned on the measurements, extrapolated: the 2024 paper measured one {{type}} at 4 KiB and 1 MiB reads; between them (a fixed time per READ plus a time per byte) it carries about {{measuredBackendIops}} backend IOPS of {{readIoSizeKiB}} reads, against {{documentedBackendIops}} in Table 1. Writes and metadata operations stay on Table 1.',
    'fss-measured-basis_derived':
      'Planned on the measurements, derived: the 2024 paper measured HPMT-80 only; {{type}} is planned at the same fraction of its Table 1 figure, about {{measuredBackendIops}} backend IOPS of {{readIoSizeKiB}} reads against {{documentedBackendIops}}. Writes and metadata operations stay on Table 1.',
    'fss-measured-basis_bandwidth':
      'Planned on the measurement: one {{type}} moved {{measuredMBps}} MB/s of 1 MiB reads in the 2024 paper, above the {{documentedMBps}} MB/s of Table 1. A measurement, not a documented figure.',
    'fss-measured-silent_edition-unmeasured': 'Measurements were asked for, but {{edition}} publishes none: the plan uses its documented figures.',
    'fss-measured-silent_type-unmeasured':
      'Measurements were asked for, but the 2024 paper measured HPMT-80 only, and no fraction carries over to {{type}} mount targets: the plan uses their Table 1 figures.',
    // File Storage, 2019 capacity-scaled model
    'fss-2019-model':
      'The 2019 deck scales File Storage with the data stored and says nothing of mount targets, write IOPS, or read IOPS above 8 KiB; later papers replace this model.',
    'fss-2019-floor':
      'The 2019 figures are what the deck expects at least, so the plan meets them at 100%; the {{defaultPercent}}% target of the later papers is not applied (set a target utilization to keep headroom anyway).',
    'fss-2019-floor-target': 'The 2019 figures are floors the deck expects at least; the plan keeps them at your {{percent}}% target all the same.',
    'fss-2019-capacity': 'Under this model the performance asked for needs about {{neededGB}} GB stored, more than the {{storedGB}} GB you have.',
    // Block Volume
    striping: 'Stripe the {{volumes}} volumes (LVM or ASM) to add their performance, and put them in a volume group for crash-consistent backups and clones.',
    'no-sla': 'The IOPS performance SLA does not cover {{level}} volumes, and their latency can be higher and less steady.',
    multipath:
      'Ultra High Performance needs a multipath-enabled attachment (bare metal, or a VM with at least 16 OCPUs) and the Block Volume Management plugin.',
    'uhp-shape_one': '{{shape}} with {{ocpus}} OCPU cannot use a multipath attachment: UHP volumes would not reach their figures.',
    'uhp-shape_other': '{{shape}} with {{ocpus}} OCPUs cannot use a multipath attachment: UHP volumes would not reach their figures.',
    paravirtualized:
      'Paravirtualized attachments lower the maximum IOPS of large volumes by an amount the documents do not give; the IOPS SLA holds for iSCSI (and for paravirtualized only on larger VMs).',
    'bv-size-clamped': 'A volume of {{askedGB}} GB cannot be created here (volumes are {{minGB}} to {{maxGB}} GB): evaluated as {{sizeGB}} GB.',
    'bv-printed-8k_held':
      'At 8 KiB the {{level}} table prints {{printedMBps}} MB/s for a volume of {{rowGB}} GB, {{sharePercent}}% of what the per-GB rule gives at that size; the planner holds a volume of {{sizeGB}} GB to the same share: {{heldMBps}} MB/s, where the rule alone gives {{formulaMBps}} MB/s.',
    'bv-printed-8k_row':
      'At 8 KiB the {{level}} table prints {{printedMBps}} MB/s for a volume of {{rowGB}} GB; a volume of {{sizeGB}} GB gives no more than that larger or equal one, though the per-GB rule gives {{formulaMBps}} MB/s: the planner uses the printed figure.',
    'instance-ocpus-assumed_one':
      'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPU, which allows {{iops}} IOPS and {{mbps}} MB/s of block volumes; enter the OCPUs the instance runs to check.',
    'instance-ocpus-assumed_other':
      'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPUs, which allows {{iops}} IOPS and {{mbps}} MB/s of block volumes; enter the OCPUs the instance runs to check.',
    'instance-unpublished':
      'No per-instance block volume limits are published for {{shape}}: its IOPS, throughput and network limits are not checked; several volumes are held to the measured host maximum instead.',
    'bv-bare-metal-iscsi': '{{shape}} is bare metal, which attaches block volumes over iSCSI only: planned with iSCSI, not paravirtualized.',
    'instance-unknown': 'No instance shape given: per-instance IOPS, throughput and VM network limits are not checked.',
    'bv-host-measured': 'The aggregate is held to what one host measured with {{volumes}} volumes together: {{iops}} IOPS and {{mbps}} MB/s.',
    'bv-concurrency-unknown': 'No threads or queue depth given: concurrency is not checked (at {{latencyMs}} ms per I/O).',
    'bv-infeasible_shape':
      'No set of volumes on one {{shape}} carries {{ioSizeKiB}} operations at {{iops}} per second: spread the work over instances, or consider File Storage or Dense I/O.',
    'bv-infeasible_capacity':
      '{{capacityGB}} GB is more than one instance can attach: {{maxGB}} GB at most ({{volumes}} × {{volumeGB}} GB). Spread the data over instances, or consider File Storage or Lustre.',
    'bv-infeasible_instance':
      'No set of volumes on one instance carries {{ioSizeKiB}} operations at {{iops}} per second: spread the work over instances, or consider File Storage or Dense I/O.',
    'bv-concurrency_one':
      'Bound by concurrency: {{outstanding}} I/O in flight at {{latencyMs}} ms completes at most {{maxOps}} per second; carrying {{iops}} per second needs about {{needed}} in flight.',
    'bv-concurrency_other':
      'Bound by concurrency: {{outstanding}} I/Os in flight at {{latencyMs}} ms complete at most {{maxOps}} per second; carrying {{iops}} per second needs about {{needed}} in flight.',
    'bv-aggregate-limit': '{{totalGB}} GB of block volumes exceeds the default {{limitGB}} GB per availability domain: request a limit increase.',
    // Dense I/O
    'nvme-durability':
      'OCI does not RAID, back up or snapshot local NVMe: protecting the data is your job. If a drive fails, copy the data to a new instance at once.',
    'raid-invalid': 'RAID {{raid}} needs {{rule}} drives; this shape has {{drives}}.',
    raid0: 'RAID 0 loses the whole array when any one drive fails; RAID 10 keeps a copy at half the capacity.',
    'io-size':
      'Dense I/O figures are published for 4 KiB I/O only, and no throughput is: the planner counts each {{ioSizeKiB}} I/O as {{factor}} of 4 KiB, so a design moves no more bytes than its 4 KiB figure does. A conservative reading; test it with fio.',
    'typical-not-guaranteed_sla': 'Typical figures are the SLA floor (nothing else is published for this shape); OCI guarantees {{guaranteed}} IOPS here.',
    'typical-not-guaranteed_extrapolated': 'Typical figures are extrapolated, not guaranteed; OCI guarantees {{guaranteed}} IOPS here.',
    'previous-generation': '{{shape}} is a previous-generation shape.',
    'dio-infeasible_sla':
      'No single Dense I/O shape carries {{iops}} IOPS and {{capacityGB}} GB usable with RAID {{raid}} on the SLA floor; the closest is shown. Local NVMe is not shared, so splitting means sharding the data across instances.',
    'dio-hosts-too-small':
      'No Dense I/O shape is as large as each client it must replace (entered: OCPUs {{ocpus}}, memory {{memoryGB}} GB; the largest shape: OCPUs {{maxOcpus}}, memory {{maxMemoryGB}} GB).',
    'dio-infeasible_typical':
      'No single Dense I/O shape carries {{iops}} IOPS and {{capacityGB}} GB usable with RAID {{raid}} on the typical figures; the closest is shown. Local NVMe is not shared, so splitting means sharding the data across instances.',
    latency_stated: 'The sources promise under {{promisedUs}} µs for local NVMe, not {{maxLatencyUs}} µs.',
    latency_measured: 'Your fio run measured {{promisedUs}} µs per operation on this local NVMe design, more than the {{maxLatencyUs}} µs asked.',
    // File Storage with Lustre
    'lustre-data-exceeds': 'The {{dataGB}} GB of data do not fit in {{capacityGB}} GB ({{capacityTiB}} TiB).',
    'lustre-metadata-unchecked':
      'Metadata operations are asked ({{ops}} per second), and no metadata rate is published for Lustre: the plan cannot claim to carry them.',
    'lustre-capacity-rounded': '{{requestedGB}} GB is not a valid Lustre capacity: rounded up to {{capacityGB}} GB ({{capacityTiB}} TiB).',
    'lustre-minimum-dominates':
      'The minimum capacity, {{minTiB}} TiB ({{capacityGB}} GB), is billed whatever is stored: {{monthlyUSD}} a month for {{dataGB}} GB of data.',
    'lustre-grow-only':
      'Capacity can only grow: in {{smallStepTiB}} TiB steps up to {{stepBreakTiB}} TiB, then in {{largeStepTiB}} TiB steps; it can never shrink, and performance may dip for a few hours while data rebalances. No largest size or service limit is published: confirm {{capacityTiB}} TiB with your tenancy.',
    'lustre-client-required':
      'Every host that mounts the file system needs the Lustre client packages (the Kubernetes CSI driver supports Oracle Linux 8 x86 and Ubuntu 22.04 x86).',
    'lustre-single-ad': 'A Lustre file system lives in one availability domain: place the clients there; no replication to another domain is described.',
    'lustre-performance-unit-inferred_one':
      'Oracle does not say what one performance unit is; the price assumes {{units}} unit per GB for the {{tier}} MB/s per TB tier ({{perGBMonthUSD}} per GB-month on top of storage).',
    'lustre-performance-unit-inferred_other':
      'Oracle does not say what one performance unit is; the price assumes {{units}} units per GB for the {{tier}} MB/s per TB tier ({{perGBMonthUSD}} per GB-month on top of storage).',
    'lustre-small-io': 'At {{ioSizeKiB}} the tier figure (throughput per TB) may not be reached: no small-I/O or metadata rate is published for Lustre.',
    'lustre-small-io-unchecked': 'No small-I/O rate is published for Lustre: {{ioSizeKiB}} I/O is not claimed.',
    'lustre-clients-unknown': "No number of clients given: the clients' network and concurrency are not checked.",
    'lustre-client-network-short_read_one':
      "The client's network is short: {{clients}} × {{clientMBps}} MB/s carries {{capacityMBps}} MB/s of the {{demandMBps}} MB/s read. Add clients or choose a larger shape.",
    'lustre-client-network-short_read_other':
      "The clients' network is short: {{clients}} × {{clientMBps}} MB/s carry {{capacityMBps}} MB/s of the {{demandMBps}} MB/s read. Add clients or choose a larger shape.",
    'lustre-client-network-short_write_one':
      "The client's network is short: {{clients}} × {{clientMBps}} MB/s carries {{capacityMBps}} MB/s of the {{demandMBps}} MB/s written. Add clients or choose a larger shape.",
    'lustre-client-network-short_write_other':
      "The clients' network is short: {{clients}} × {{clientMBps}} MB/s carry {{capacityMBps}} MB/s of the {{demandMBps}} MB/s written. Add clients or choose a larger shape.",
    'lustre-concurrency-short_one':
      'Bound by concurrency: {{clients}} client with {{outstanding}} in flight at {{latencyMs}} ms completes at most {{maxOps}} per second, short of {{ops}}.',
    'lustre-concurrency-short_other':
      'Bound by concurrency: {{clients}} clients, each with {{outstanding}} in flight at {{latencyMs}} ms, complete at most {{maxOps}} per second, short of {{ops}}.',
    'lustre-concurrency-unknown': 'No threads or queue depth given: concurrency is not checked (at {{latencyMs}} ms per operation).',
  },

  /** The drive-count rule of each RAID level ({{rule}} of raid-invalid). */
  raidRule: {
    '0': 'at least 1',
    '1': 'exactly 2',
    '10': 'an even number (at least 4) of',
    '5': 'at least 3',
    '6': 'at least 4',
  },

  /** Whose limit a limit increase is measured against ({{whose}} of limit-increase). */
  limitWhose: {
    default: 'the default limit',
    tenancy: "your tenancy's limit",
  },
} as const;

export default warnings;
