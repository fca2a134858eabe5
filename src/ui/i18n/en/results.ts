/**
 * English strings of the results panels (src/ui/results), merged under the `results` key.
 * `engine` holds the words of the engine's result codes (warnings, bottlenecks, reasons, cost
 * lines): the engine itself returns codes and figures only.
 */
const results = {
  yes: 'Yes',
  no: 'No',
  value: '{{value}} {{unit}}',
  recommendedTag: '(recommended)',
  closestTag: '(closest; does not carry)',
  /** A short remark after a value, e.g. why an option is ruled out: "✗ No (too few IOPS)". */
  aside: ' ({{text}})',

  service: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O (local NVMe)',
    lustre: 'File Storage with Lustre',
  },

  severity: {
    critical: 'Critical',
    warning: 'Warning',
    info: 'Info',
  },

  design: {
    fss_one: '{{n}} × {{type}} mount target',
    fss_other: '{{n}} × {{type}} mount targets',
    fss2019: '{{capacity}} GB file system (2019 capacity-scaled model)',
    bv_one: '{{n}} × {{size}} GB {{level}} volume ({{vpus}} VPUs/GB)',
    bv_other: '{{n}} × {{size}} GB {{level}} volumes ({{vpus}} VPUs/GB)',
    dio: '{{shape}}, RAID {{raid}}',
    dioHosts: '{{n}} × {{shape}}, RAID {{raid}}',
    lustre: '{{tib}} TiB ({{gb}} GB) at {{tier}} MB/s per TB',
  },

  answer: {
    catalog: 'Catalog edition: {{title}}',
    recommended: 'Recommended design',
    /** The label of a design that does not carry the requirement: never "recommended". */
    closest: 'No design carries this requirement. Closest design',
    chosen: 'Your choice',
    chosenNote:
      'You chose this design on the chart. It is weighed against the workload in place of the recommendation: the answer, the charts and the comparison below are for your choice.',
    backToRecommendation: 'Back to the recommendation',
    remedies: 'What would make it fit',
    fits: 'Carries the requirement',
    whatToChange: 'The critical warnings below say what to change.',
    doesNotFit: 'Does not carry the requirement (the closest design is shown)',
    monthly: '{{cost}} a month',
    noPrice: 'No public price for this design',
    binding: 'What limits this design',
    lift: 'What would lift it:',
    why: 'Why this design',
    figures: 'Key figures',
    alternatives: 'Alternatives',
    cost: 'Cost',
    /** The phone's bar that keeps the answer in sight while the form is edited (CompactAnswer.tsx). */
    compactLabel: 'The answer so far',
    compactShow: 'Go to the answer',
  },

  fss: {
    title: 'File Storage',
    alternativesCaption: 'Each mount-target type: the count it needs and what it costs',
    type: 'Type',
    design: 'Mount targets needed',
    withinLimits: 'Within default limits',
    needsIncrease: 'No: needs a limit increase',
    bindingLimit: 'Sets the count',
  },

  bv: {
    title: 'Block Volume',
    alternativesCaption: 'Each performance level: its cheapest design, or why it cannot carry the load',
    level: 'Performance level',
    design: 'Volumes',
    carries: 'Carries the load',
  },

  dio: {
    title: 'Dense I/O (local NVMe)',
    alternativesCaption: 'Each shape with RAID {{raid}}: IOPS, usable capacity and cost',
    alternativesCaptionEach: 'Each shape, as many hosts as the design needs, at its own RAID level: IOPS, usable capacity and cost',
    shape: 'Shape',
    iops: 'IOPS (after RAID)',
    usable: 'Usable capacity',
    fits: 'Fits',
    noPrice: 'No public price',
  },

  lustre: {
    title: 'File Storage with Lustre',
    alternativesCaption: 'Each performance tier: the capacity it needs, what it delivers and what it costs',
    tier: 'Performance tier',
    tierValue: '{{tier}} MB/s per TB',
    capacity: 'Capacity',
    capacityValue: '{{tib}} TiB ({{gb}} GB)',
    throughput: 'Throughput of the tier',
    setBy: 'Capacity set by',
    fits: 'Carries the requirement',
    sizedBy: {
      minimum: 'the minimum capacity',
      data: 'the data stored',
      throughput: 'the throughput asked',
    },
    binding: {
      sharedBandwidth:
        'At saturation the tier binds first: {{tier}} MB/s per TB × {{capacityTiB}} TiB ({{capacityGB}} GB) gives {{throughputMBps}} MB/s. A higher tier or more capacity lifts it.',
      clientNetworkRead_one:
        "At saturation the client's network binds first for reads: {{clients}} client × {{clientMBps}} MB/s carries {{networkMBps}} MB/s. More clients or a larger shape lift it.",
      clientNetworkRead_other:
        "At saturation the clients' network binds first for reads: {{clients}} clients × {{clientMBps}} MB/s carry {{networkMBps}} MB/s. More clients or a larger shape lift it.",
      clientNetworkWrite_one:
        "At saturation the client's network binds first for writes: {{clients}} client × {{clientMBps}} MB/s carries {{networkMBps}} MB/s. More clients or a larger shape lift it.",
      clientNetworkWrite_other:
        "At saturation the clients' network binds first for writes: {{clients}} clients × {{clientMBps}} MB/s carry {{networkMBps}} MB/s. More clients or a larger shape lift it.",
      concurrency_one:
        'At saturation concurrency binds first: {{clients}} client with {{outstanding}} in flight at {{latencyMs}} ms completes at most {{maxOps}} per second. More threads, a deeper queue or more clients lift it.',
      concurrency_other:
        'At saturation concurrency binds first: {{clients}} clients, each with {{outstanding}} in flight at {{latencyMs}} ms, complete at most {{maxOps}} per second. More threads, a deeper queue or more clients lift it.',
    },
  },

  fio: {
    readLabel: 'Read fio results (JSON, one file per client or one from client/server mode):',
    unreadable: 'These files could not be read; the plan and the last results read stay as they were:',
    openRunView: 'Open the {{view}} view, the design this run was for',
    openRunDesign: 'Open {{design}}, the design this run was for, and read the run against it',
    tooLarge: '{{file}}: larger than 50 MB, not read.',
    measured: 'Measured:',
    planned: 'Planned:',
    figures: '{{iops}} IOPS, {{mbps}} MB/s, mean latency {{mean}} µs, p99 {{p99}} µs',
    from: '({{jobs}}, {{clients}})',
    jobsPhrase_one: '{{n}} job',
    jobsPhrase_other: '{{n}} jobs',
    noRatio: 'The plan asks for no operations to compare with.',
    verdict: {
      within: 'Within {{percent}}% of the plan.',
      below: '{{percent}}% below the plan.',
      above: '{{percent}}% above the plan.',
    },
    binding: "The plan's binding limit: {{limit}}.",
    button: 'Test this design with fio (.zip)',
    hint: 'Job files, a mount script where one is needed, and a README for the person who runs them: write tests go to scratch files, never to devices in use.',
    preparing: 'Preparing the fio bundle…',
    done_one: 'Downloaded {{file}} ({{count}} file).',
    done_other: 'Downloaded {{file}} ({{count}} files).',
    failed: 'No fio bundle for this design: {{reason}}',
    loadFailed: 'The fio bundle could not be loaded; try again when online.',
    adopt: 'Adopt as calibration',
    adoptHint: 'The plan then uses this run’s mean latency ({{latency}} ms per operation) for {{design}}, in place of the stated figure.',
    adopted: 'Adopted: the plan uses this run’s latency for {{design}}.',
    cannotAdopt: 'This run cannot calibrate the plan: its mean latency ({{latency}} µs) is outside 1 µs to 10 s.',
  },
  calibration: {
    titleApplied: 'Calibrated.',
    titleIdle: 'Calibration not used.',
    run: 'your fio run',
    runDated: 'your fio run of {{date}}',
    mark: '(calibrated from your fio run)',
    markDated: '(calibrated from your fio run of {{date}})',
    status: {
      applied: '{{service}}, {{design}}: {{measured}} ms per operation, measured by {{run}}, in place of the model’s {{model}} ms.',
      'other-design':
        'It was measured on {{design}} ({{run}}); this answer needs {{current}}, so it is planned with the model’s {{model}} ms per operation. Test the new design to calibrate it.',
      'other-workload':
        'It was measured ({{run}}) on another workload (I/O size or read share) than this one, so {{service}} is planned with the model’s latency.',
      'other-catalog': 'It was measured ({{run}}) on a plan from another catalog edition of {{service}} than the one chosen now, so it is not used.',
      'other-service': 'It was measured ({{run}}) on {{service}}, not on the service this scenario plans.',
      'latency-entered': 'A latency is entered for {{service}}: your figure is used, not {{run}} ({{measured}} ms).',
    },
    changes: {
      need: 'It sets the operations in flight the requirement needs and the latency the comparison weighs.',
      needAndLimit: 'It sets the operations in flight the requirement needs, the clients’ concurrency limit and the latency the comparison weighs.',
      dio: 'It is the latency the comparison weighs and checks against the latency asked.',
    },
    measuredFigures: 'The run measured {{iops}} IOPS and {{mbps}} MB/s.',
    drop: 'Drop the calibration',
  },
  compare: {
    measuredLatency: '· measured {{value}} ms',
    title: 'The services compared',
    covers: {
      'file-storage': 'storage only; client instances extra',
      'block-volume': 'storage only; instances extra',
      'dense-io': 'the whole instance (OCPUs, memory, NVMe)',
      lustre: 'storage only; client instances extra',
    },
    caption: 'File Storage, Block Volume, Dense I/O and File Storage with Lustre for the same requirement',
    cheapestFits: 'Cheapest service that fits: {{service}}',
    cheapestOn: {
      whole: 'Chosen on the whole bill: storage plus the client instances (a Dense I/O price already is its hosts).',
      storage: 'Chosen on the services’ own prices: storage alone (a Dense I/O price is its whole hosts).',
    },
    basisWhy: {
      entered: 'You chose this basis.',
      default: 'The default: the whole bill when clients and their shape are entered, else storage alone.',
    },
    wholeMonthly: 'Whole bill: {{cost}} a month',
    basisToggle: 'Cheapest on',
    basisOption: { storage: 'Storage prices', whole: 'Whole bill' },
    storage: 'Service price',
    compute: 'Client instances',
    whole: 'Whole bill',
    wholeIncomplete: 'incomplete',
    protocol: 'Protocol',
    clientSoftware: 'Client software',
    silent: 'Not stated in the stored sources',
    noneFits: 'No service fits the requirement',
    /** When nothing fits: the service least over its limits, and its design. */
    closest: 'Closest: {{service}}, {{design}}',
    noCheapest: 'No cheapest can be named: a bill is incomplete',
    unranked: 'Not ranked, bill incomplete: {{services}}.',
    missing: {
      'client-shape-unpriced': '{{shape}} has no published price. Enter its price per instance-hour below (price override “{{key}}”).',
      'client-memory-missing': 'The memory of each {{shape}} client is not entered: enter Memory per client.',
      'client-shape-missing': 'No client shape is entered: enter the Client shape.',
      'storage-unpriced': '{{shape}} has no published price. Enter its price per instance-hour below (price override “{{key}}”).',
      'storage-unpriced-plain': 'The storage of {{service}} has no published price.',
    },
    priceFor: 'Your price for one {{shape}}, USD per hour',
    applyPrice: 'Apply price',
    raidRule: {
      entered: 'RAID {{raid}}, as you chose.',
      protected: 'RAID {{raid}}: local NVMe is not protected by OCI, so the comparison mirrors it. Tick “Scratch data” if it can be rebuilt.',
      scratch: 'RAID {{raid}}: the data is scratch or can be rebuilt, so it is striped unprotected.',
      default: 'RAID {{raid}} (the default): not protected.',
    },
    noDesign: 'None of the services carries this requirement as asked.',
    cheapestTag: '(cheapest that fits)',
    design: 'Design',
    fits: 'Fits',
    monthly: 'Monthly cost',
    noPrice: 'No public price',
    shared: 'Shared by several clients',
    durability: 'Durability',
    latency: 'Latency',
    whyNot: 'Why not',
  },

  figures: {
    throughputSaturation: 'Throughput at saturation',
    opsSaturation: 'Operations at saturation',
    backendIopsSaturation: 'Backend IOPS at saturation',
    perMountTargetIops: 'Backend IOPS per mount target',
    perMountTargetRead: 'Read bandwidth per mount target',
    perMountTargetWrite: 'Write bandwidth per mount target',
    storedCapacity: 'Stored capacity',
    readPerTB: 'Read bandwidth per TB stored',
    writePerTB: 'Write bandwidth per TB stored',
    targetUtilization: 'Target utilization',
    iopsDelivered: 'IOPS the design delivers',
    throughputDelivered: 'Throughput the design delivers',
    perVolumeIops: 'IOPS per volume',
    perVolumeMBps: 'Throughput per volume',
    totalCapacity: 'Total capacity',
    iopsPerGB: 'IOPS per GB (performance level)',
    maxIopsPerVolume: 'Maximum IOPS per volume',
    kbpsPerGB: 'KB/s per GB (performance level)',
    instance: 'Instance shape',
    iopsPlanned: 'IOPS planned on ({{basis}})',
    iopsGuaranteed: 'IOPS guaranteed (SLA floor, after RAID)',
    iopsTypical: 'IOPS typical ({{basis}}, after RAID)',
    writePenalty: 'RAID write penalty',
    usableCapacity: 'Usable capacity',
    rawCapacity: 'Raw capacity',
    slaIops: 'SLA minimum IOPS of the shape (4 KiB random write)',
    latency: 'Latency bound',
  },

  limits: {
    caption: 'Each limit under the requirement',
    limit: 'Limit',
    demand: 'Asked',
    capacity: 'Design offers',
    utilization: 'Utilization',
    status: 'Against target',
    provenance: 'Provenance',
    binding: '(binds first)',
    ok: 'Within {{target}}',
    aboveTarget: 'Above the {{target}} target',
    over: 'Exceeded',
  },

  limit: {
    backendIops: 'Backend IOPS',
    readBandwidth: 'Read bandwidth',
    writeBandwidth: 'Write bandwidth',
    sharedBandwidth: 'Bandwidth (reads and writes)',
    connections: 'Client connections',
    clientNetworkRead: 'Client network (reads)',
    clientNetworkWrite: 'Client network (writes)',
    storedCapacity: 'Stored capacity',
    volumeIops: 'Volume IOPS',
    volumeThroughput: 'Volume throughput',
    instanceIops: 'Instance IOPS',
    instanceThroughput: 'Instance throughput',
    attachments: 'Volume attachments',
    deviceIops: 'Device IOPS',
    usableCapacity: 'Usable capacity',
    hostIops: 'Host IOPS (measured)',
    hostThroughput: 'Host throughput (measured)',
    concurrency: 'Concurrency (I/Os in flight ÷ latency)',
  },

  units: {
    MBps: 'MB/s',
    Gbps: 'Gb/s',
    backendIops: 'backend IOPS',
    iops: 'IOPS',
    opsPerSecond: 'ops/s',
    clients_one: 'client',
    clients_other: 'clients',
    connections_one: 'connection',
    connections_other: 'connections',
    GB: 'GB',
    TB: 'TB',
    count: '',
    percent: '%',
    files_one: 'file',
    files_other: 'files',
    iopsPerGB: 'IOPS/GB',
    KBpsPerGB: 'KB/s per GB',
    vpusPerGB: 'VPUs/GB',
    OCPU_one: 'OCPU',
    OCPU_other: 'OCPUs',
    drives_one: 'drive',
    drives_other: 'drives',
    USD: 'USD',
    ms: 'ms',
    us: 'µs',
    KiB: 'KiB',
    min: 'min',
  },

  cost: {
    caption: 'Monthly cost, line by line',
    item: 'Item',
    sku: 'SKU',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    monthly: 'Monthly',
    quantityValue: '{{quantity}} {{unit}}',
    unitPriceValue: '{{price}} per {{per}}',
    listTotal: 'List price total',
    discount: 'Discount ({{percent}}%)',
    total: 'Monthly cost after discount',
    priceDate: 'List prices as of {{date}}.',
    hours: 'Hourly prices are multiplied by a 730-hour month.',
    ownPrice: '(your price)',
    incomplete: 'Some prices of this design are not published; the total leaves them out.',
  },

  warnings: {
    title: 'Warnings',
    none: 'No warnings.',
    sources: 'Sources:',
  },

  provenance: {
    basis: {
      documented: 'documented',
      measured: 'measured',
      sla: 'SLA',
      derived: 'derived',
      extrapolated: 'extrapolated',
      carried: 'carried',
      inferred: 'inferred',
    },
    where: '{{title}}, {{where}}',
    hidden: ' (source: {{citation}})',
    meaning: '{{label}}: {{meaning}}',
    means: {
      documented: 'a limit or specification the document states',
      measured: 'a benchmark result the document prints',
      sla: 'a guaranteed minimum',
      derived: 'arithmetic on documented figures',
      extrapolated: 'beyond what the document measured; not a guarantee',
      carried: 'not in this edition; taken from an older document',
      inferred: 'the planner’s reading of a rule the document states in words',
    },
    citation: {
      label: 'Citation',
      document: 'Document:',
      section: 'Section:',
      date: 'Date:',
      basis: 'Basis:',
      note: 'Note:',
      link: 'Go to this document in Sources',
    },
  },

  sources: {
    title: 'Sources',
    intro: 'The documents this plan rests on. Links open the public page; the planner itself fetches nothing.',
    meta: '{{publisher}}, {{date}} (copy of {{retrieved}}).',
    undated: 'undated',
    file: 'File: {{file}}',
    via: 'Copied from: {{via}}.',
    figuresTitle: 'Key figures of the catalog editions in use',
    family: {
      fileStorage: 'File Storage: {{title}}',
      blockVolume: 'Block Volume: {{title}}',
      denseIo: 'Dense I/O: {{title}}',
    },
    figuresCaption: 'Figures of {{title}} ({{id}})',
    figure: 'Figure',
    value: 'Value',
    unit: 'Unit',
    provenance: 'Provenance',
    where: 'Where',
    subjectFigure: '{{subject}}: {{figure}}',
    silent: 'Not published in this source.',
  },

  figure: {
    readMBps: 'read bandwidth per mount target',
    writeMBps: 'write bandwidth per mount target',
    backendIops: 'backend IOPS per mount target',
    connections: 'client connections per mount target',
    tlsConnections: 'connections with in-transit encryption',
    capacityEntitlementGB: 'capacity entitlement per mount target',
    defaultLimitPerAd: 'default limit per availability domain',
    readBase: 'Backend IOPS of a READ up to 32 KiB',
    readStep: 'Backend IOPS added per further 32 KiB of READ',
    writeBase: 'Backend IOPS of a WRITE up to 32 KiB',
    writeStep: 'Backend IOPS added per further 32 KiB of WRITE',
    stepKiB: 'Operation-cost step size',
    directoryFilesMax: 'Recommended maximum files per directory',
    alarmUtilizationPercent: 'Utilization at which to add a mount target',
    defaultMountTargetsPerAd: 'Default mount targets per availability domain',
    recommendedNconnect: 'Recommended nconnect',
    readMBpsPerTB: 'Read bandwidth per TB stored',
    writeMBpsPerTB: 'Write bandwidth per TB stored',
    readIopsPerTB: 'Read IOPS (8 KiB) per TB stored',
    minVolumeGB: 'Smallest volume',
    maxVolumeGB: 'Largest volume',
    maxAttachmentsPerInstance: 'Volume attachments per instance',
    aggregateLimitPerAdGB: 'Aggregate volume size per availability domain',
    vpusPerGB: 'VPUs per GB',
    iopsPerGB: 'IOPS per GB',
    maxIopsPerVolume: 'maximum IOPS per volume',
    kbpsPerGB: 'KB/s per GB',
    maxMBpsPerVolume: 'maximum throughput per volume (1 MB I/O)',
    maxIopsParavirtualized: 'maximum IOPS per volume, paravirtualized',
    latencyUs: 'Local NVMe latency bound',
    slaIops: 'SLA minimum IOPS',
    drives: 'NVMe drives',
    driveTB: 'capacity per drive',
    rawTB: 'raw capacity',
    ocpus: 'OCPUs',
    networkGbps: 'network bandwidth',
  },

  pricing: {
    title: 'Prices',
    currency: 'USD, pay as you go. Your own price replaces the list price; leave it empty to use the list price.',
    discount: 'Discount (%)',
    caption: 'Price book',
    name: 'Product',
    listPrice: 'List price',
    override: 'Your price (USD)',
    overrideFor: 'Your price for {{name}} (USD per {{per}})',
    errorNumber: 'Enter a number, such as 0.25.',
    errorNegative: 'Enter zero or more.',
    errorMax: 'Enter at most {{max}}.',
  },

  pinned: {
    title: 'Pinned scenarios',
    name: 'Name',
    pin: 'Pin this scenario',
    unpin: 'Unpin',
    unpinNamed: 'Unpin {{name}}',
    none: 'Nothing pinned yet: pin the current scenario to compare it with later changes.',
    caption: 'Pinned scenarios beside the current one',
    current: 'Current',
    defaultName: 'Scenario {{n}}',
    scenario: 'Scenario',
    requirement: 'Requirement',
    designOf: '{{service}} design',
    costOf: '{{service}} a month',
    readMBps: 'read {{value}} MB/s',
    writeMBps: 'write {{value}} MB/s',
    readIops: 'read {{value}} IOPS',
    writeIops: 'write {{value}} IOPS',
    ioSize: '{{value}} KiB I/O',
    capacity: '{{value}} GB',
    clients_one: '{{value}} client',
    clients_other: '{{value}} clients',
  },

  report: {
    title: 'OCI storage capacity plan',
    titleNamed: 'OCI storage capacity plan: {{name}}',
    printed: 'Printed {{date}}',
    editions: 'Catalog editions: {{fss}}; {{bv}}; {{dio}}; {{lustre}}.',
    priceDate:
      'List prices as of {{date}}; discount {{discount}}%. File Storage, Block Volume and Lustre prices are storage only; Dense I/O prices the whole instance.',
    assumptionsTitle: 'Assumptions',
    workloadTitle: 'Workload:',
    item: {
      readMBps: 'read {{value}} MB/s',
      writeMBps: 'write {{value}} MB/s',
      readIops: '{{value}} read IOPS',
      writeIops: '{{value}} write IOPS',
      ioSize: 'I/O size {{value}}',
      capacity: '{{value}} GB stored',
      metadata: 'metadata {{value}} ops/s',
      clients_one: '{{n}} client',
      clients_other: '{{n}} clients',
      clientsShape_one: '{{n}} client ({{shape}}, {{ocpus}})',
      clientsShape_other: '{{n}} clients ({{shape}}, {{ocpus}} each)',
      ocpus_one: '{{n}} OCPU',
      ocpus_other: '{{n}} OCPUs',
      concurrency: 'threads × queue depth per client: {{threads}} × {{depth}}',
      shared: 'shared access',
      maxLatency: 'latency at most {{value}} ms',
    },
    targetUtilization: 'All services sized to {{percent}}% target utilization; hard limits (connections, attachments) at 100%.',
    clients_one: '{{n}} client instance.',
    clients_other: '{{n}} client instances.',
    clientsUnknown: 'Number of client instances not given: client limits are not checked.',
    units:
      'Units: throughput in decimal MB/s (1 MB = 10^6 bytes; 1 Gb/s = 125 MB/s); I/O sizes in binary KiB (1 KiB = 1,024 bytes); capacity in decimal GB; a month is 730 hours.',
    sourceMeta: '{{publisher}}, {{date}}.',
    noUrl: 'No public address on record.',
  },

  stale: {
    title: 'Not updated:',
    showing: 'showing the plan for the last valid input ({{values}}).',
    value: '{{field}} {{value}} {{unit}}',
    valueEmpty: '{{field}} empty',
    fix: 'Fix {{fields}} to update.',
    carries: 'The link and the export carry these last valid values too.',
  },

  verdict: {
    carries: 'Carries the requirement',
    caveats: 'Carries the requirement, with caveats',
    'does-not': 'Does not carry the requirement',
    colon: ': ',
    separator: '; ',
    aboveTarget: '{{limit}} at {{utilization}}% (target {{target}}%)',
    warning: {
      'limit-increase': 'needs a service-limit increase',
      'hpmt-commitment': 'less data stored than the HPMT capacity requirement (performance and bill)',
      'metadata-caching': 'no metadata cache across several mount targets',
      'clients-too-small': 'the clients’ network is near its limit',
      'clients-fewer-than-mount-targets': 'fewer clients than mount targets',
      'fss-2019-capacity': 'needs more data stored',
      'no-sla': 'no IOPS SLA at this level',
      'bv-aggregate-limit': 'needs a Block Volume limit increase',
      'nvme-durability': 'local NVMe is not protected by OCI',
      raid0: 'RAID 0: one drive failure loses the array',
      latency: 'the latency asked is not promised',
      'client-ocpus-assumed': 'client OCPUs assumed',
      'instance-ocpus-assumed': 'instance OCPUs assumed',
      'lustre-minimum-dominates': 'the minimum capacity is billed whatever is stored',
      'lustre-small-io': 'the tier figure may not be reached at this I/O size',
    },
  },

  clients: {
    title: 'Clients and concurrency',
    titleBv: 'Concurrency',
    noClients: 'No number of clients given: their assignment to mount targets, their network and their concurrency are not checked.',
    clientsPhrase_one: '{{n}} client',
    clientsPhrase_other: '{{n}} clients',
    assignmentEven_one: 'Each client mounts one mount target: {{busiestClients}} on the one mount target.',
    assignmentEven_other: 'Each client mounts one mount target: {{busiestClients}} on each of the {{n}}.',
    assignment:
      'Each client mounts one mount target: {{busiestCount}} with {{busiestClients}} and {{othersCount}} with {{others}}; the busiest is held to the target utilization.',
    assignmentIdle_one: '{{clientsText}} on {{n}} mount target: {{idle}} would sit idle.',
    assignmentIdle_other: '{{clientsText}} on {{n}} mount targets: {{idle}} would sit idle.',
    needPerClient_one: 'At {{latency}} ms per operation ({{source}}), the requirement needs about {{total}} operation in flight, {{perClient}} per client.',
    needPerClient_other: 'At {{latency}} ms per operation ({{source}}), the requirement needs about {{total}} operations in flight, {{perClient}} per client.',
    needTotal_one: 'At {{latency}} ms per operation ({{source}}), the requirement needs about {{total}} operation in flight.',
    needTotal_other: 'At {{latency}} ms per operation ({{source}}), the requirement needs about {{total}} operations in flight.',
    have: 'Threads × queue depth per client: {{threads}} × {{depth}}, so {{available}} in flight in all.',
    unset: 'Threads and queue depth are not given, so this is not checked: enter them under Concurrency and latency.',
    latencyStated: 'the service’s stated bound',
    latencyUser: 'your figure',
    latencyCalibrated: 'measured by your fio run',
  },

  modelCheck: {
    title: 'How good is this model?',
    link: 'How good is this model?',
    summary:
      'Every published measurement the planner knows, computed from the rules: {{rows}} rows, {{measured}} with a printed figure, {{within}} within their tolerance, {{unmatched}} the model does not match (each says why).',
    worstCaption: 'The rows furthest from what the sources print',
    allCaption: 'Every row: the model against the sources',
    all_one: 'Show all {{count}} row',
    all_other: 'Show all {{count}} rows',
    row: 'Row',
    sourceTable: '{{source}}, {{table}}',
    quantityHead: 'Quantity',
    quantity: { throughputMBps: 'MB/s', iops: 'IOPS', backendIops: 'backend IOPS' },
    measured: 'Printed',
    model: 'Model',
    error: 'Error',
    tolerance: 'Tolerance',
    binds: 'What binds',
    why: 'Why',
    withheld: 'withheld',
    notMatched: 'not matched',
    printed: 'Printed figure',
    cli: 'The same table on the command line: npm run --silent validate (add -- --json for JSON).',
    note: {
      'above-documented': 'The test ran above the documented 80 Gb/s of an HPMT-80 (the paper says so); the planner plans on the documented figure.',
      'three-of-four-loaded':
        'The printed per-mount-target figure shows 3 of the 4 mount targets carrying 8 clients each (the test put 8 clients on each mount target it loaded); the model runs the test that way, on 3 loaded mount targets.',
      'small-io-measured':
        'Planned on the measurement (the default, lower of Table 1 and the measurements): one HPMT-80 carried about a third of the 400K backend IOPS Table 1 expects for 4 KiB reads. On Table 1 alone the model gives more than twice the measurement.',
      'host-bound-by-construction': 'Matches by construction: this measurement is the bound on multi-volume designs (the per-volume rule alone gives more).',
      'curve-is-input': 'The measured curve is the model’s input at these mixes.',
      'headline-rounded':
        'Not matched: the deck prints the all-device figure as "~3.0MM"; the planner uses the one-device curve × 8 drives, measured at every mix.',
      'printed-rounded': 'Printed rounded to whole MB/s.',
      'printed-decimal-kb': 'Printed with 8 KB as 8,000 bytes or in MiB/s; the planner uses 8 KiB in decimal MB/s.',
      'printed-over-iops-cap': 'Not matched: the printed 8 KB figure needs more IOPS than the level’s 50,000 cap allows.',
      'printed-230-per-gb': 'The table prints 230 IOPS/GB where the page’s formula says 225.',
      'printed-row-start': 'Not matched: the printed row starts at 1.5 TB, where 240 KB/s per GB gives 360 MB/s; 480 holds from 2 TB.',
      'blog-32000-bytes': 'The blog counts 32 kB as 32,000 bytes; the planner’s I/O sizes are binary.',
      withheld: 'The measured table is withheld from the shared copy; the model’s figure is shown for checking against the paper.',
    },
  },

  /**
   * The engine's results in words. The engine returns codes with figures (src/engine/results/parts.ts,
   * reasons.ts, compare.ts); engineText.ts picks the key from the code and fills in the figures,
   * formatted for the reader. `_<variant>` is the i18next context named by `params.variant`;
   * `_one` / `_other` the plural forms by `count`.
   */
  engine: {
    warning: {
      // File Storage
      'limit-increase_one':
        '{{mountTargets}} {{type}} mount target exceeds the default limit of {{limit}} per availability domain: request a service-limit increase before you build.',
      'limit-increase_other':
        '{{mountTargets}} {{type}} mount targets exceed the default limit of {{limit}} per availability domain: request a service-limit increase before you build.',
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
      'metadata-exceeds_one': 'The metadata operations alone exceed what {{mountTargets}} mount target can carry: no data operations fit.',
      'metadata-exceeds_other': 'The metadata operations alone exceed what {{mountTargets}} mount targets can carry: no data operations fit.',
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
      alarm:
        'Alarm on MountTargetIOPS at {{backendIops}} per mount target ({{alarmPercent}}% of {{maxBackendIops}}) and add a mount target when it holds there.',
      'mount-options':
        "Mount with nconnect={{nconnect}} on modern Linux and leave rsize and wsize unset; keep clients in the mount targets' availability domain.",
      'directory-size': 'Keep each directory under {{files}} files; large directories slow down applications that list them often.',
      'carried-figures':
        'Current OCI documents publish only read throughput per mount-target type; write bandwidth and backend IOPS are carried from {{from}}.',
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
      'bv-printed-8k':
        'At 8 KiB the {{level}} table prints {{printedMBps}} MB/s for a volume of {{rowGB}} GB; a volume of {{sizeGB}} GB gives no more than that larger or equal one, though the per-GB rule gives {{formulaMBps}} MB/s: the planner uses the printed figure.',
      'instance-ocpus-assumed_one':
        'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPU, which allows {{iops}} IOPS and {{mbps}} MB/s of block volumes; enter the OCPUs the instance runs to check.',
      'instance-ocpus-assumed_other':
        'No OCPUs given for {{shape}}: assuming {{ocpus}} OCPUs, which allows {{iops}} IOPS and {{mbps}} MB/s of block volumes; enter the OCPUs the instance runs to check.',
      'instance-unknown': 'No instance shape given: per-instance IOPS, throughput and VM network limits are not checked.',
      'bv-host-measured': 'The aggregate is held to what one host measured with {{volumes}} volumes together: {{iops}} IOPS and {{mbps}} MB/s.',
      'bv-concurrency-unknown': 'No threads or queue depth given: concurrency is not checked (at {{latencyMs}} ms per I/O).',
      'bv-infeasible_shape':
        'No set of volumes on one {{shape}} carries {{ioSizeKiB}} operations at {{iops}} per second: spread the work over instances, or consider File Storage or Dense I/O.',
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
      'io-size': 'Dense I/O figures are published for 4 KiB I/O only; at {{ioSizeKiB}} expect fewer IOPS than shown.',
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
        'Capacity can only grow: in {{smallStepTiB}} TiB steps up to {{stepBreakTiB}} TiB, then in {{largeStepTiB}} TiB steps; it can never shrink, and performance may dip for a few hours while data rebalances.',
      'lustre-client-required':
        'Every host that mounts the file system needs the Lustre client packages (the Kubernetes CSI driver supports Oracle Linux 8 x86 and Ubuntu 22.04 x86).',
      'lustre-single-ad': 'A Lustre file system lives in one availability domain: place the clients there; no replication to another domain is described.',
      'lustre-performance-unit-inferred_one':
        'Oracle does not say what one performance unit is; the price assumes {{units}} unit per GB for the {{tier}} MB/s per TB tier ({{perGBMonthUSD}} per GB-month on top of storage).',
      'lustre-performance-unit-inferred_other':
        'Oracle does not say what one performance unit is; the price assumes {{units}} units per GB for the {{tier}} MB/s per TB tier ({{perGBMonthUSD}} per GB-month on top of storage).',
      'lustre-small-io': 'At {{ioSizeKiB}} the tier figure (throughput per TB) may not be reached: no small-I/O or metadata rate is published for Lustre.',
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
          sentence_one:
            '{{shape}} gives {{iops}} IOPS at {{readPercent}}% read with RAID {{raid}} ({{basis}}; each write costs {{writePenalty}} device write).',
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
      'dio-hosts-replace-clients':
        '{{hosts}} × {{shape}} in place of the clients, each with at least a client’s OCPUs ({{ocpus}}) and memory ({{memoryGB}} GB)',
      'dio-host-memory-unchecked': 'memory per client not entered: the hosts’ memory is not checked',
      'dio-hosts-unsized': 'on storage prices one Dense I/O host is sized for the storage alone, not for the clients’ compute',
      'client-priced-by-override': '{{clients}} × {{shape}} at your price of {{usdPerHour}} an hour',
      'client-shape-missing': 'no client shape entered: instances left out',
      'client-shape-unpriced': 'no published price for {{shape}}: instances left out',
      'client-memory-missing': 'memory per client not entered: memory left out',
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
  },
} as const;

export default results;
