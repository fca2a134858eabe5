/**
 * Words of a plan of several workloads (engine/workloads/, issue 26): its codes (workload
 * notes, limits, bill items, assumptions) and the labels of its text and bill table.
 */
const workloads = {
  workloads: {
    allCarried_one: 'The workload is carried.',
    allCarried_other: 'All {{count}} workloads are carried.',
    notAllCarried_one: 'The workload is not carried.',
    notAllCarried_other: 'Not every one of the {{count}} workloads is carried.',
    fits: 'carried',
    doesNotFit: 'not carried',
    cheapest: 'the cheapest that fits',
    noService: 'no service fits',
    compute: 'Compute',
    unpriced: 'no public price',
    mountTargetsTitle: 'Shared File Storage mount targets',
    group_one: '{{count}} {{type}} mount target, busiest limit at {{peak}}% (target {{target}}%)',
    group_other: '{{count}} {{type}} mount targets, busiest limit at {{peak}}% (target {{target}}%)',
    groupEntitlement:
      'capacity entitlement {{entitlementGB}} GB, worth {{entitlementUSD}} a month; the data stored covers {{coveredGB}} GB; billed above it: {{extraUSD}} a month',
    increasesTitle: 'Limit increases to request (once, for the whole plan)',
    increase: '{{limit}}: {{used}} needed, {{allowed}} by default',
    billTitle: 'Bill of materials, a month',
    priceBook: 'price book of {{date}}',
    discount: '{{percent}}% discount',
    total: 'Total a month',
    column: {
      service: 'Service',
      item: 'Item',
      quantity: 'Quantity',
      unitUSD: 'Unit price a month',
      monthlyUSD: 'Monthly',
      workloads: 'Workloads',
    },
    unit: {
      GB: 'GB',
      'VPU-GB': 'VPU-GB',
      'PU-GB': 'PU-GB',
      OCPU: 'OCPU',
      TB: 'TB',
      instance: 'instances',
      'mount-target': 'mount targets',
      // Counted units agree with their quantity ("1 mount target") where a count is given.
      instance_one: 'instance',
      instance_other: 'instances',
      'mount-target_one': 'mount target',
      'mount-target_other': 'mount targets',
    },
    item: {
      mountTargets_one: '{{count}} × {{type}} mount target (no charge of its own)',
      mountTargets_other: '{{count}} × {{type}} mount targets (no charge of their own)',
      hpmtEntitlementGroup_one:
        '{{count}} × {{type}} mount target: entitlement {{entitlementGB}} GB (worth {{entitlementUSD}} a month), {{coveredGB}} GB of it covered by the data stored; billed: the GB above',
      hpmtEntitlementGroup_other:
        '{{count}} × {{type}} mount targets: entitlement {{entitlementGB}} GB (worth {{entitlementUSD}} a month), {{coveredGB}} GB of it covered by the data stored; billed: the GB above',
    },
    /** Per-AD limits by code; a code with a `:<type>` or `:<shape>` tail is worded by its head. */
    limit: {
      'fss-mount-targets': '{{type}} mount targets per availability domain',
      'bv-capacity-per-ad': 'Block Volume capacity per availability domain (GB)',
      'dio-hosts': '{{shape}} Dense I/O hosts (no default limit is published)',
      'lustre-file-systems': 'Lustre file systems per availability domain (no default limit is published)',
    },
    note: {
      'none-fits': 'No service carries this workload.',
      'cheapest-unranked':
        'The services that fit could not be ranked on their whole bill (a price is missing); {{service}} is the cheapest on storage alone meanwhile.',
      'service-does-not-fit': '{{service}} does not carry this workload.',
      'shared-host': 'Shares host “{{name}}” with {{with}}: planned on their summed demand.',
      'shared-lustre': 'Shares Lustre file system “{{name}}” with {{with}}: planned on their summed demand.',
    },
    assumption: {
      'one-availability-domain': 'Everything is planned in one availability domain: its mount-target limits and the HPMT entitlement are counted there.',
    },
  },
} as const;

export default workloads;
