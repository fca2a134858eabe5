/**
 * English: measurement files read into a workload (the engine's `measurements/` module answers
 * codes; these are their words). Not an i18next resource: the command line and the import
 * panel read it directly, so the first screen does not carry it. `{{name}}` placeholders are
 * the codes' parameters.
 */
export default {
  problem: {
    unknownFormat: 'is not a file the planner reads (expected {{expected}}: OCI Monitoring JSON, iostat -x, nfsiostat or the planner’s CSV)',
    invalidJson: 'is not valid JSON (expected {{expected}})',
    schemaMismatch: 'has a value of the wrong shape (expected {{expected}})',
    unknownMetric: 'has metric {{metric}} in {{namespace}}, which the planner does not read; points left out: {{skipped}}',
    unitUndecidable:
      'has metric {{metric}} without a unit the planner can decide (needs {{expected}}): give the query’s statistic or the unit (--oci-statistic, --oci-unit); points left out: {{skipped}}',
    timestampsOutOfOrder: 'has timestamps out of order in stream {{stream}}; they were sorted',
    timestampRepeated: 'repeats timestamps in stream {{stream}}; points left out: {{skipped}}',
    badTimestamp: 'has timestamps that cannot be read in stream {{stream}}; points left out: {{skipped}}',
    gap: 'has gaps in stream {{stream}} (gaps: {{gaps}}; the longest {{longestSeconds}} s where samples come every {{expectedSeconds}} s), the first after {{from}}',
    negativeValue: 'has negative values in stream {{stream}}; points left out: {{skipped}}',
    notANumber: 'has values that are not numbers in stream {{stream}}; points left out: {{skipped}}',
    counterBackwards: 'has a counter that goes backwards in stream {{stream}} (first at {{at}}); samples left out: {{skipped}}',
    counterReset: 'has a counter that restarted from zero in stream {{stream}} (first at {{at}}; restarts: {{resets}}): counted from zero after each',
    streamLengthsDiffer:
      'has streams of {{metric}} of different lengths ({{lengths}} samples): they were added up where all have a sample; points left out: {{skipped}}',
    noData: 'has no data the planner can use',
    unknownColumn: 'has a column {{column}} the planner does not know (name columns by metric and unit, such as read_MBps)',
    firstReportSkipped: 'starts with a report of the time since boot or mount, which was left out (values: {{skipped}})',
    noTimestamps: 'has no timestamps: the reports are taken as {{intervalSeconds}} s apart (give the command’s interval with --interval)',
    resolutionDiffers:
      'states a resolution of {{statedSeconds}} s for stream {{stream}}, but its samples are {{dataSeconds}} s apart: the resolution was taken as the query’s interval (give the interval with --interval if it differs)',
    unknownSizeBucket: 'has a size bucket {{size}} that cannot be read; points left out: {{skipped}}',
    unknownOperation: 'has metadata operation {{operation}}, which is not one of the NFS operations the planner weighs; points left out: {{skipped}}',
    fileTooLarge: 'is larger than {{limitBytes}} bytes (the limit)',
  },
  reading: {
    perIntervalDivided: 'per interval, divided by {{intervalSeconds}} s',
    perSecondAsGiven: 'per second, as given',
    counterDifferenced: 'a running total: differences between samples over the seconds between them',
    levelAsGiven: 'a level, as given',
    kibPerSecondToBytes: 'kB/s counted as 1,024 bytes',
    mibPerSecondToBytes: 'MB/s counted as 1,048,576 bytes',
    sectorsPerSecondToBytes: '512-byte sectors per second',
    csvColumnUnit: 'the unit in the column name',
  },
  finding: {
    throttled:
      'Today’s volumes throttled I/O (operations held back: about {{throttledIos}}; samples with throttling: {{samples}}): they are too small for this load ({{files}}).',
    todayUse: 'Today’s volumes at the {{statistic}} load: {{limit}} {{utilizationPercent}}% used ({{demand}} of {{guaranteed}} guaranteed).',
    trend: 'Trend of {{quantity}}: {{growthPercentPerYear}}% a year, spread {{spreadPercent}}% (span {{spanDays}} d, samples: {{samples}}).',
  },
  statistic: { peak: 'peak', p99: '99th percentile', p95: '95th percentile', mean: 'average' },
  basis: {
    coincident: 'reads and writes as they were at the same moment (coincident samples)',
    separate: 'each quantity’s own statistic added up (separate peaks)',
  },
  panel: {
    heading: 'Import measurements',
    intro:
      'Plan from what runs today: choose the metrics you exported (OCI Monitoring JSON, iostat -x, nfsiostat or the planner’s CSV). The files are read in this browser and never leave it.',
    filesLabel: 'Measurement files',
    template: 'Download the CSV template',
    readSummary: '{{file}}: {{points}} points read, {{skipped}} left out',
    problemsHeading: 'What the planner found in the files',
    streamsLabel: 'Streams',
    streamsSum: 'All streams added up ({{count}})',
    statisticLabel: 'Statistic',
    basisLabel: 'Reads and writes',
    basisShort: { coincident: 'together at the same moment (coincident samples)', separate: 'each at its own peak, added up (separate peaks)' },
    window: 'Window: {{from}} to {{to}} UTC ({{samples}} samples)',
    derivedHeading: 'The workload at this statistic',
    alternative: 'The other way ({{basis}}): {{demand}}',
    nothing: 'The files give no read or write figures the planner can use.',
    use: 'Use this workload',
    used: 'The form holds the workload from the measurements ({{fields}}); the plan follows it. Each of those fields is marked “from measurements” until you change it.',
    following: 'Changing the statistic, the basis or the window now plans again.',
    missing: 'The measurements give no I/O size: enter one in the form, then use the workload.',
    invalid: 'This workload cannot be planned: {{reason}}',
    linkNote:
      'The share link and the export carry the derived workload and where it came from (the files by name, the metrics, the statistic and the window), never the measurements themselves.',
    loadFailed: 'The import could not be loaded. Try again.',
    chartTitle: 'What was measured',
    chartHint: 'Drag the ends of the bar under the chart to choose the window (leave out a backup night, keep the month-end close).',
    metricLabel: 'Show',
    metric: { mbps: 'MB/s', iops: 'IOPS' },
    series: { read: 'Read', write: 'Write', total: 'Read + write' },
    statLine: '{{statistic}}: {{value}}',
    time: 'Time (UTC)',
  },
  cli: {
    where: '{{file}} {{message}}',
    whereLine: '{{file}} (line {{line}}) {{message}}',
    wherePath: '{{file}} (at {{path}}) {{message}}',
    missing: 'the measurements give no {{fields}}: add it (--io-size-kib, --capacity-gb)',
    derived: 'Workload from measurements ({{statistic}}, {{basis}}), {{from}} to {{to}}:',
    field: '  {{field}}: {{value}} (from {{metrics}} in {{files}})',
    alternative: '  the other way ({{basis}}): {{demand}}',
  },
};
