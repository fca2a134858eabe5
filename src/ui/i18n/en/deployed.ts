/**
 * English: what is deployed, read back and weighed (issue 42; the engine's `deployed/` module
 * answers codes, these are their words). Not an i18next resource: the command line and the
 * lazily loaded section read it directly, so the first screen does not carry it. `{{name}}`
 * placeholders are the codes' parameters.
 */
export default {
  problem: {
    'not-json': 'is not valid JSON',
    'unknown-format':
      'is not a file the planner reads as a deployment (expected terraform show -json of a plan or state, hcl2json of Resource Discovery .tf files, or an OCI CLI listing { "data": [ … ] })',
    'unsupported-format-version': 'is terraform show -json of format version {{version}}; the planner reads version 1.x',
    'bad-shape': 'has a part of the wrong shape for {{format}} (at {{path}})',
    'no-resources': 'has no resources',
    'hcl-not-parsed': 'could not be parsed as Terraform (HCL): {{message}}',
    'too-large': 'is larger than {{maxBytes}} bytes',
  },
  source: {
    'terraform-plan': 'terraform show -json of a plan',
    'terraform-state': 'terraform show -json of a state',
    'resource-discovery': 'Resource Discovery .tf files',
    'oci-cli': 'an OCI CLI listing',
  },
  side: { current: 'Deployed', before: 'Before the plan', after: 'After the plan' },
  verdict: {
    carries: 'carries the workload',
    'over-provisioned': 'over-provisioned',
    short: 'short of the workload',
  },
  design: {
    'file-storage': '{{count}} × {{type}}',
    'block-volume': '{{count}} × {{sizeGB}} GB, {{level}}',
    'dense-io': '{{shape}}',
    lustre: 'Lustre {{tier}} MB/s per TB, {{capacityTiB}} TiB',
  },
  where: 'in {{ad}}',
  whereUnknown: 'availability domain not read',
  note: {
    'mt-throughput-changing':
      '{{address}} is billed at {{observedGbps}} Gbps and asks for {{requestedGbps}} Gbps from its next billing cycle: weighed at {{requestedGbps}} Gbps',
    'bv-autotune': 'auto-tune policies set ({{policies}}): weighed at the {{vpusPerGB}} VPUs/GB set, not at what auto-tune may raise them to',
    'bv-paravirtualized': 'paravirtualized attachment: weighed as iSCSI',
    'bv-attachment-unknown': 'attachment not read: weighed as iSCSI',
    'lustre-capacity-rounded': 'capacity_in_gbs {{capacityInGbs}} is not a capacity step: weighed at the next step up, {{capacityTiB}} TiB',
    'fss-file-systems': 'no export read: weighed with the file systems of the same availability domain ({{count}})',
  },
  unmodelled: {
    heading: 'Read, not weighed',
    'not-storage': 'not storage the planner weighs',
    'not-dense-io': 'an instance that is not a Dense I/O shape',
    'unknown-throughput': 'a mount-target throughput that is not 1, 20, 40 or 80 Gbps',
    'unknown-size': 'a size that is not read (a reference, or below the smallest)',
    'unknown-vpus': 'a VPUs/GB that is no performance level',
    'unknown-shape': 'a Dense I/O shape not in the catalog',
    'unknown-tier': 'a performance tier that is not one of Lustre’s',
    'no-mount-target': 'a file system no mount target exports',
  },
  requirement: {
    'evaluate-has-no-demand': 'an evaluate scenario states no demand to weigh a design against: give a recommend or compare scenario, or --measurements',
    'several-workloads': 'a plan of several workloads has more than one requirement: give one workload’s scenario, or --measurements',
  },
  report: {
    designLine: '{{service}}: {{design}} ({{where}}): {{verdict}}, {{monthly}}',
    separator: ', ',
    sideHeading: '{{side}} ({{sources}})',
    title: 'Storage check',
    designs: 'Designs read',
    monthly: '{{usd}} a month',
    unpriced: 'unpriced',
    total: 'Total: {{usd}} a month',
    uses: 'Today’s use: {{uses}}',
    use: '{{limit}} {{pct}}',
    runway: 'Runway: carries the whole horizon ({{months}} months)',
    runwayMonth: 'Runway: stops carrying in month {{month}} ({{limit}})',
    cheaper: 'Cheapest design that carries: {{design}}, {{usd}} a month, saving {{saving}} a month',
    fix: 'The change that fixes it: {{design}}, {{usd}} a month',
    noFix: 'No design of this service carries the workload',
    why: 'Why: {{why}}',
    change: 'Plan: {{before}} → {{after}} a month ({{delta}})',
    lines: 'By bill line',
    line: '{{line}} ({{sku}}): {{before}} → {{after}} ({{delta}})',
    afterCarries: 'After the plan, every design carries the workload.',
    afterShort: 'After the plan, a design no longer carries the workload.',
    currentCarries: 'Every design read carries the workload.',
    currentShort: 'A design read does not carry the workload.',
    newlyShort: 'Carried before, short after: {{addresses}}',
    requirement: 'Workload: {{requirement}}',
    noDesigns: 'No design the planner weighs was read.',
    terraformChange: 'Terraform change for {{design}}',
  },
  table: { total: 'Total', design: 'Design', where: 'Where', verdict: 'Verdict', monthly: 'Monthly', use: 'Highest use' },
  section: {
    title: 'Start from what is deployed',
    intro:
      'Import terraform show -json (a plan or a state) or the OCI CLI’s listings (oci fs mount-target list, oci fs file-system list, oci bv volume list, oci compute instance list, oci lfs lustre-file-system list). Each design is weighed against the workload in the form. The files never leave the browser.',
    choose: 'Import files',
    hclNote:
      'Resource Discovery .tf files are read on the command line (HashiCorp’s HCL parser is a 6.5 MB WebAssembly module the app does not load): npm run --silent plan -- SCENARIO --deployed *.tf',
    read: '{{file}}: {{source}}',
    refused: '{{file}} {{problem}}',
    kept: 'The last files read are still shown.',
    none: 'No file imported yet.',
    showChange: 'Terraform change',
  },
} as const;
