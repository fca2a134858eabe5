/**
 * English words of the plan over time (src/engine/growth): the runway, the months, the events
 * and the notes, merged under the `growth` key.
 */
const growth = {
  title: 'Over time',
  horizon: 'Planned month by month for {{count}} months (month 0 is today).',
  headline: 'Over time, {{service}}: {{runway}}',
  runway: {
    none: 'Carries this for the whole horizon.',
    today: 'Does not carry this even today.',
    ends: 'Carries this for {{months}} months; then {{limit}}.',
    endsNoLimit: 'Carries this for {{months}} months; then a new kind of demand asks for another design.',
  },
  none: 'Give a growth to plan month by month.',
  field: {
    capacityPercentPerYear: 'Data growth (% a year)',
    performancePercentPerYear: 'Throughput and IOPS growth (% a year)',
    horizonMonths: 'Horizon (months)',
  },
  fieldError: {
    capacityPercentPerYear: 'A percentage from −90 to 1,000.',
    performancePercentPerYear: 'A percentage from −90 to 1,000.',
    horizonMonths: 'A whole number of months from 12 to 60.',
  },
  total: 'Total over {{count}} months: {{cost}}',
  totalUnpriced: 'Total over the horizon: not priced',
  tco: 'Cheapest over the horizon: {{services}}',
  tcoNone: 'No service carries every month of the horizon.',
  rankBy: {
    legend: 'Rank the services by',
    month: 'this month’s price',
    horizon: 'the total over {{count}} months',
  },
  rankedBy: {
    month: 'The cheapest is ranked by this month’s price.',
    horizon: 'The cheapest is ranked by the total over {{count}} months (the services that carry every month).',
    fellBack:
      'No service can be named cheapest over the horizon (none carries every month, or a month is not priced): the cheapest is ranked by this month’s price.',
  },
  billEvents: 'Changes that change the bill',
  billSteady: 'No change of design changes the bill.',
  table: {
    month: 'Month',
    design: 'Design',
    carries: 'Carries',
    load: 'Load of target',
    monthly: 'Monthly',
    cumulative: 'Cumulative',
    yes: 'yes',
    no: 'no',
  },
  event: {
    line: 'Month {{month}}: {{kind}}',
    because: ' ({{limit}} ran out)',
    delta: ', {{delta}} a month',
    kind: {
      'add-mount-targets': 'add mount targets',
      'remove-mount-targets': 'give back mount targets',
      'change-mount-target-type': 'change the mount-target type',
      'grow-volumes': 'grow the volumes',
      'add-volumes': 'add volumes',
      'rebuild-volumes': 'rebuild on new volumes (volumes do not shrink)',
      'retune-vpus': 'retune the VPUs',
      'change-instance': 'change the instance or its attachment',
      'grow-capacity': 'grow the capacity',
      'migrate-file-system': 'move to a new file system',
      'migrate-shape': 'migrate to another shape (copy the data)',
      redesign: 'change the design',
      'beyond-any-design': 'beyond any design of this service',
    },
  },
  basis: {
    documented: 'documented',
    assumed: 'assumed',
    input: 'input',
  },
  note: {
    'lustre-never-shrinks': 'Lustre capacity cannot be decreased: from month {{month}} the data falls, the file system stays.',
    'lustre-tier-kept': 'The file system grows at the performance tier it has.',
    'bv-volumes-never-shrink': 'Volumes are only made larger: from month {{month}} the demand falls, the volumes stay.',
    'dio-no-growth-in-place': 'A Dense I/O shape cannot grow in place: a bigger one is a new instance and a copy of the data.',
    'hpmt-commitment': 'A high performance mount target bills a 30-day commitment; a downgrade takes effect at the end of the cycle.',
    'fss-type-change-at-cycle': 'A change of mount-target type in a month is taken to land at that month’s billing cycle.',
    'demand-clamped': 'From month {{month}} the demand is held at what the planner accepts.',
    'beyond-any-design': 'From month {{month}} no design of this service carries the demand.',
    'calibration-today-only': 'The fio calibration applies to today’s plan only.',
    'new-demand-part': 'A kind of demand appears that today’s requirement did not have; the design is planned again for it.',
  },
};

export default growth;
