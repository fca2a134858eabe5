/**
 * English words of the daily profile (src/engine/profile): its fields, Block Volume auto-tune
 * against fixed VPUs, the HPMT options, the notes and the chart, merged under the `profile` key.
 */
const profile = {
  title: 'Daily profile',
  intro:
    'The requirement is the demand at its peak (100%). Give the peak hours and the level of the rest of the day to cost Block Volume auto-tune against fixed VPUs, and File Storage’s high performance mount targets against a burst.',
  none: 'Give the peak hours and the off-peak level to cost the day.',
  field: {
    peakHours: 'Peak hours a day',
    peakStartHour: 'Peak starts at (hour, 0–23)',
    peakLevelPercent: 'Peak level (% of the requirement)',
    offPeakLevelPercent: 'Off-peak level (% of the requirement)',
    peakDaysPerMonth: 'Days a month with the peak (blank: every day)',
  },
  hint: {
    peakHours: 'Hours a day at the peak level; required.',
    peakStartHour: 'The hour the peak begins, in the day’s own clock.',
    peakLevelPercent: '100% when left empty: the requirement is the peak.',
    offPeakLevelPercent: 'The rest of the day as a share of the requirement; required.',
    peakDaysPerMonth: 'Leave empty when every day has the peak.',
  },
  placeholder: {
    peakHours: 'e.g. 8',
    peakStartHour: 'e.g. 9',
    peakLevelPercent: '100',
    offPeakLevelPercent: 'e.g. 20',
    peakDaysPerMonth: '30',
  },
  fieldError: {
    peakHours: 'A whole number of hours from 1 to 24.',
    peakStartHour: 'A whole hour from 0 to 23.',
    peakLevelPercent: 'A percentage from 1 to 100.',
    offPeakLevelPercent: 'A percentage from 0 to 100, no higher than the peak level.',
    peakDaysPerMonth: 'A whole number of days from 1 to 30.',
  },
  fromMeasurements: 'Read from the measurements.',
  measured: {
    found: 'Daily profile in these samples ({{days}} days): a peak of {{hours}} hours from {{start}}:00, the rest of the day at {{off}}% of it.',
    use: 'Use as the daily profile',
    used: 'Set as the daily profile (Compare, Over time).',
    lessThanADay: 'No daily profile: the samples cover {{hours}} hours, less than a day.',
    hoursMissing: 'No daily profile: {{hours}} hours of the day have no samples.',
    noLoad: 'No daily profile: the samples hold no throughput or operations.',
  },
  bv: {
    title: 'Block Volume: auto-tune or fixed VPUs',
    volumes_one: 'On {{n}} volume of {{size}} GB:',
    volumes_other: 'On {{n}} volumes of {{size}} GB each:',
    fixed: 'Fixed at {{vpus}} VPUs/GB all month, sized for the peak: {{cost}} a month.',
    autotune:
      'Auto-tune from a default of {{low}} to a maximum of {{high}} VPUs/GB (a mean of {{mean}} VPUs/GB; above the default {{hours}} hours on a peak day): {{cost}} a month.',
    saves: 'Auto-tune saves {{cost}} a month.',
    costsMore: 'Auto-tune costs {{cost}} a month more.',
    none: 'Block Volume auto-tune is not costed for this plan.',
  },
  hpmt: {
    title: 'File Storage: high performance mount targets and the 30-day commitment',
    option: {
      'peak-all-month': 'Sized for the peak, all month: {{design}}, {{cost}} a month.',
      'off-peak-only': 'Sized for the off-peak level only: {{design}}, {{cost}} a month.',
      'upgrade-for-burst': 'Upgraded for the burst: {{design}}, then {{burst}} billed {{days}} days of the month: {{cost}} a month.',
    },
    carries: 'Carries the peak.',
    short: 'Does not carry the peak.',
    unpriced: 'not priced',
    none: 'No mount-target options for this File Storage edition.',
  },
  notesTitle: 'Rules and assumptions',
  basis: {
    documented: 'documented',
    assumed: 'assumed',
    input: 'input',
  },
  noteLine: '{{basis}}: {{text}}',
  note: {
    'autotune-lag':
      'Auto-tune raises performance within tens of seconds; the first step down comes {{minutes}} minutes after the load falls, later steps within minutes.',
    'autotune-default-floor': 'Auto-tune’s default is at least {{floor}} VPUs/GB, more than the {{fixedVpusPerGB}} VPUs/GB a fixed volume needs here.',
    'autotune-billing':
      'tuned-up VPUs bill at the level held, for the time held, over the month of {{hours}} hours (the pages do not say how auto-tuned performance bills).',
    'autotune-ramp-steps':
      'after the first step down, one step of {{stepVpusPerGB}} VPUs/GB every {{stepMinutes}} minutes to the default (the pages say only “minutes”).',
    'autotune-ramp-up': 'the rise to the peak’s level is taken as immediate (the pages say tens of seconds).',
    'autotune-no-gain': 'The off-peak hours need as much as the peak ({{vpusPerGB}} VPUs/GB): auto-tune holds the default all day.',
    'autotune-not-in-edition': 'This Block Volume edition has no performance levels to tune between.',
    'autotune-peak-not-carried': 'No Block Volume design carries the peak.',
    'hpmt-commitment':
      'A high performance mount target needs a commitment of {{days}} days and bills in cycles of {{days}} days; an upgrade starts a cycle, a downgrade takes effect at its end.',
    'hpmt-no-daily-switch':
      'A peak every day cannot be met by changing the mount-target type daily: the type for the peak bills the whole cycle of {{days}} days.',
    'hpmt-burst-binds-cycle': 'A burst on {{peakDays}} days a month still bills the larger type for {{billedDays}} days: the commitment of {{days}} days.',
    'hpmt-not-needed': 'Neither the peak nor the off-peak level needs a high performance mount target: the commitment does not apply.',
    'hpmt-not-in-edition': 'This File Storage edition has no mount-target types.',
  },
  retrieved: 'no date shown; retrieved {{date}}',
  sources: 'Sources:',
  chart: {
    title: 'The day hour by hour',
    description:
      'Demand by hour (percent of the requirement) and the Block Volume performance level (VPUs/GB) auto-tune holds, with the ramp down after the peak, against fixed VPUs.',
    caption: 'Demand and performance level by hour of the day',
    hour: 'Hour',
    demand: 'Demand (% of the requirement)',
    autotune: 'Auto-tune (VPUs/GB)',
    fixed: 'Fixed (VPUs/GB)',
    axisHour: 'Hour of the day',
    axisDemand: '% of the requirement',
    axisVpus: 'VPUs/GB',
  },
};

export default profile;
