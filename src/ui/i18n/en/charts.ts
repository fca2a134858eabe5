/**
 * English strings of the charts (src/ui/charts), merged under the `charts` key. Units are
 * said on every axis: throughput in decimal MB/s, I/O and transfer sizes in binary KiB/MiB,
 * capacity in GB/TB as OCI bills it, latency in ms.
 */
const charts = {
  panel: {
    heading: 'Charts',
  },

  actions: {
    showTable: 'Show data table',
    hideTable: 'Hide data table',
    csv: 'Download CSV',
    svg: 'Download SVG',
    png: 'Download PNG',
    noChart: 'The chart has not been drawn yet, so there is nothing to download.',
    pngFailed: 'This browser could not turn the chart into a PNG; try Download SVG.',
  },

  yourRun: {
    series: 'Measured by you (fio)',
    seriesDated: 'Measured by you (fio, {{date}})',
    point: '{{name}}: {{value}} {{unit}}',
  },
  common: {
    show: 'Show',
    /** A line of a chart's readout (the values at the x under the pointer); the note says where a figure comes from. */
    readout: '{{name}}: {{value}}',
    readoutNoted: '{{name}}: {{value}} ({{note}})',
    legendToggle: 'Click to show or hide this series',
    pickHint: 'Enter: {{action}}',
    pickPointer: 'Click a highlighted point to evaluate that design',
    required: 'Required: {{value}} {{unit}}',
    recommended: 'Recommended design',
    closest: 'Closest design (does not carry the requirement)',
    chosen: 'Your choice (weighed in place of the recommendation)',
  },

  services: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O (local NVMe)',
    lustre: 'File Storage with Lustre',
  },

  mountTargets: {
    standard: 'Standard',
    'hpmt-20': 'HPMT-20',
    'hpmt-40': 'HPMT-40',
    'hpmt-80': 'HPMT-80',
  },

  units: {
    MBps: 'MB/s',
    backendIops: 'backend IOPS',
    iops: 'IOPS',
    connections: 'connections',
    GB: 'GB',
    count: '',
  },

  basis: {
    documented: 'documented',
    measured: 'measured',
    sla: 'SLA floor',
    derived: 'derived',
    extrapolated: 'extrapolated',
    carried: 'carried from an older source',
    inferred: 'inferred',
  },

  limits: {
    title: '{{service}}: use of each limit',
    description: '{{design}}, under the requirement itself. Soft limits are planned to {{target}}; hard limits (connections, attachments) to 100%.',
    descriptionFull: '{{design}}, under the requirement itself. The design is sized to carry the requirement within 100% of each limit.',
    tableCaption: '{{service}}: use of each limit of the recommended design',
    xAxis: 'Utilization (%)',
    target: 'Planned to {{percent}}',
    legendUse: 'Utilization',
    legendBinding: 'Binding limit (hatched)',
    binding: 'binding',
    hard: 'hard limit',
    names: {
      backendIops: 'Backend IOPS',
      readBandwidth: 'Read bandwidth',
      writeBandwidth: 'Write bandwidth',
      sharedBandwidth: 'Bandwidth (reads + writes)',
      connections: 'Client connections',
      clientNetworkRead: 'Client network, reads',
      clientNetworkWrite: 'Client network, writes',
      storedCapacity: 'Stored capacity',
      volumeIops: 'Volume IOPS',
      volumeThroughput: 'Volume throughput',
      instanceIops: 'Instance IOPS',
      instanceThroughput: 'Instance throughput',
      attachments: 'Volume attachments',
      deviceIops: 'NVMe IOPS',
      usableCapacity: 'Usable capacity',
      hostIops: 'Host IOPS (measured)',
      hostThroughput: 'Host throughput (measured)',
      concurrency: 'Concurrency (I/Os in flight)',
    },
    table: {
      limit: 'Limit',
      demand: 'Asked',
      capacity: 'Design offers',
      unit: 'Unit',
      percent: 'Utilization (%)',
      binding: 'Binding',
      hard: 'Hard limit',
      basis: 'Basis',
    },
  },

  fss: {
    title: 'File Storage: delivery by mount-target count',
    description:
      "What 1 to N mount targets of each type deliver at saturation for your workload shape ({{catalog}}). Throughput is reads + writes, in decimal MB/s; backend IOPS as Table 2 counts them. Measured points are the paper's HPMT-80 read tests at your I/O size (its clients and mount targets, not yours).",
    descriptionOtherShape:
      "What 1 to N mount targets of each type deliver at saturation for your workload shape ({{catalog}}). Throughput is reads + writes, in decimal MB/s; backend IOPS as Table 2 counts them. The paper measured 1 MiB and 4 KiB reads on HPMT-80; none is of this workload's shape, so none is drawn.",
    descriptionNoMeasured:
      'What 1 to N mount targets of each type deliver at saturation for your workload shape ({{catalog}}). Throughput is reads + writes, in decimal MB/s; backend IOPS as Table 2 counts them. This edition publishes no measurement table.',
    tableCaption: 'File Storage delivery by mount-target count and type ({{catalog}})',
    metricThroughput: 'Throughput (MB/s)',
    metricIops: 'Backend IOPS',
    xAxis: 'Mount targets (count)',
    yThroughput: 'Throughput (MB/s)',
    yIops: 'Backend IOPS',
    tooltipCount_one: '{{count}} mount target',
    tooltipCount_other: '{{count}} mount targets',
    recommendedPoint_one: 'Recommended: {{count}} × {{type}}, {{value}} {{unit}}',
    recommendedPoint_other: 'Recommended: {{count}} × {{type}}, {{value}} {{unit}}',
    closestPoint_one: 'Closest: {{count}} × {{type}}, {{value}} {{unit}}',
    closestPoint_other: 'Closest: {{count}} × {{type}}, {{value}} {{unit}}',
    chosenPoint_one: 'Your choice: {{count}} × {{type}}, {{value}} {{unit}}',
    chosenPoint_other: 'Your choice: {{count}} × {{type}}, {{value}} {{unit}}',
    evaluate_one: 'Weigh {{count}} × {{type}} against this workload',
    evaluate_other: 'Weigh {{count}} × {{type}} against this workload',
    measuredSeries: 'Measured, {{ioSize}} reads (HPMT-80)',
    measuredPoint_one: 'Measured: {{type}}, {{ioSize}} reads, {{clients}} clients, {{count}} mount target',
    measuredPoint_other: 'Measured: {{type}}, {{ioSize}} reads, {{clients}} clients, {{count}} mount targets',
    measuredCaption: 'Published measurements ({{catalog}}): total throughput and backend IOPS',
    table: {
      mountTargets: 'Mount targets',
      throughput: '{{type}} throughput (MB/s)',
      backendIops: '{{type}} backend IOPS',
      measurement: 'Measurement',
      clients: 'Clients',
      measuredThroughput: 'Throughput (MB/s)',
      measuredIops: 'Backend IOPS',
    },
  },

  fss2019: {
    title: 'File Storage (2019 model): throughput by data stored',
    description:
      "The October 2019 deck scales File Storage with the data stored (per TB: 100 MB/s read, 50 MB/s write). Lines are your workload shape; circles are the deck's 1, 10 and 100 TB rows (read and write). Decimal MB/s and TB.",
    tableCaption: 'File Storage throughput by data stored (2019 capacity-scaled model)',
    deckCaption: "The deck's table (oci-2019-10)",
    total: 'Throughput, read + write',
    read: 'Read',
    write: 'Write',
    deck: 'Deck table rows',
    xAxis: 'Data stored (TB)',
    yAxis: 'Throughput (MB/s)',
    recommendedPoint: 'Recommended: {{capacity}} TB, {{value}} {{unit}}',
    closestPoint: 'Closest: {{capacity}} TB, {{value}} {{unit}}',
    table: {
      capacity: 'Data stored (TB)',
      readIops: 'Read IOPS (8 KiB)',
    },
  },

  bv: {
    title: 'Block Volume: one volume by size, at {{ioSize}}',
    description:
      'IOPS and throughput of one volume of each performance level as it grows ({{catalog}}, {{ioSize}} I/O, iSCSI). A marker shows where a level stops growing. Sizes in GB, throughput in decimal MB/s.',
    tableCaptionIops: 'IOPS of one volume by size and performance level, at {{ioSize}}',
    tableCaptionMBps: 'Throughput (MB/s) of one volume by size and performance level, at {{ioSize}}',
    metricIops: 'IOPS',
    metricMBps: 'Throughput (MB/s)',
    levels: 'Performance levels shown ({{shown}} of {{total}})',
    xAxis: 'Volume size (GB)',
    yIops: 'IOPS per volume',
    yMBps: 'MB/s per volume',
    requiredAll: 'Required, all volumes: {{value}} {{unit}}',
    requiredPerVolume_one: 'Per volume, {{count}} volume: {{value}} {{unit}}',
    requiredPerVolume_other: 'Per volume, {{count}} volumes: {{value}} {{unit}}',
    recommendedPoint_one: 'Recommended: {{count}} × {{size}} GB {{level}}',
    recommendedPoint_other: 'Recommended: {{count}} × {{size}} GB {{level}}',
    closestPoint_one: 'Closest: {{count}} × {{size}} GB {{level}}',
    closestPoint_other: 'Closest: {{count}} × {{size}} GB {{level}}',
    table: {
      size: 'Volume size (GB)',
    },
  },

  dio: {
    title: 'Dense I/O: IOPS by read share, RAID {{raid}}',
    description:
      'Front-end IOPS of each shape after the RAID {{raid}} write penalty ({{catalog}}). Solid: typical figures (filled markers measured, hollow extrapolated); dashed: the SLA floor, what OCI guarantees. Published for 4 KiB I/O.',
    excluded: 'Not drawn (RAID {{raid}} cannot be built on them): {{shapes}}.',
    tableCaption: 'Dense I/O front-end IOPS by read share, RAID {{raid}}',
    shapes: 'Shapes shown ({{shown}} of {{total}})',
    typical: '{{shape}}, typical',
    sla: '{{shape}}, SLA floor',
    requiredPoint: 'Required: {{value}} IOPS at {{read}}% read',
    recommendedPoint: 'Recommended: {{shape}}, {{value}} IOPS at {{read}}% read',
    closestPoint: 'Closest: {{shape}}, {{value}} IOPS at {{read}}% read',
    xAxis: 'Reads (% of operations)',
    yAxis: 'IOPS after RAID {{raid}}',
    tooltipRead: '{{read}} reads',
    table: {
      read: 'Reads (%)',
      sla: '{{shape}} SLA floor (IOPS)',
      typical: '{{shape}} typical (IOPS)',
      basis: '{{shape}} basis',
    },
  },

  lustre: {
    title: 'File Storage with Lustre: throughput by capacity and performance tier',
    description_one:
      'Aggregate throughput of each performance tier (MB/s per TB × capacity in decimal TB) at every capacity the service allows ({{catalog}}): at least 31.2 TiB, then 10.4 TiB steps up to 124.8 TiB and 41.6 TiB steps beyond. Throughput in decimal MB/s.',
    description_other:
      'Aggregate throughput of each performance tier (MB/s per TB × capacity in decimal TB) at the capacities the service allows ({{catalog}}): at least 31.2 TiB, then 10.4 TiB steps up to 124.8 TiB and 41.6 TiB steps beyond; every {{stride}}th step is drawn, and the recommended one. Throughput in decimal MB/s.',
    tier: '{{tier}} MB/s per TB',
    atTarget: 'Required at {{percent}}% utilization: {{value}} {{unit}}',
    xAxis: 'Capacity (TB, decimal)',
    yAxis: 'Aggregate throughput (MB/s)',
    tooltip: '{{tb}} TB',
    tableCaption: 'Aggregate throughput (MB/s) of each performance tier by capacity',
    recommendedPoint: 'Recommended: {{tib}} TiB at {{tier}} MB/s per TB, {{value}} {{unit}}',
    closestPoint: 'Closest: {{tib}} TiB at {{tier}} MB/s per TB, {{value}} {{unit}}',
    table: {
      capacityTiB: 'Capacity (TiB)',
      capacityGB: 'Capacity (GB)',
    },
  },

  latency: {
    title: 'Latency and concurrency',
    description:
      "One stream that waits for each transfer moves transfer size ÷ latency (Little's law). The requirement needs operations per second × latency in flight. Stars are the blog's worked 32 kB figures. Latency in ms, throughput in decimal MB/s, sizes binary.",
    tableCaption: 'Throughput of one serial stream by latency and transfer size, and the operations in flight the requirement needs',
    series: 'One stream, {{size}} transfers',
    concurrency: 'In flight for {{ops}} ops/s',
    blog: 'Blog: 32 kB transfers, one thread',
    blogPoint: '{{value}} MB/s at {{latency}} ms',
    xAxis: 'Round-trip latency (ms)',
    yAxis: 'One stream (MB/s)',
    y2Axis: 'Operations in flight',
    nvme: 'Local NVMe < {{value}} ms',
    fssBv: 'File Storage, Block Volume < {{value}} ms',
    fss: 'File Storage < {{value}} ms',
    bv: 'Block Volume < {{value}} ms',
    asked: 'Latency asked: {{value}} ms',
    tooltipLatency: '{{value}} ms round trip',
    inFlight: '{{value}} in flight',
    table: {
      latency: 'Latency (ms)',
      concurrency: 'Operations in flight needed',
      blog: 'Blog, 32 kB (MB/s)',
    },
  },
};

export default charts;
