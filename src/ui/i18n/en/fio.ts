/**
 * English: fio job bundles and fio results (the engine's `fio/` module returns codes; these are
 * their words). Keys under `fio.`; `{{name}}` placeholders are the codes' parameters.
 */
export default {
  readme: {
    title: '# fio test of the {{service}} plan',
    intro:
      'These files reproduce the workload this {{service}} plan was sized for (catalog {{catalog}}), so you can measure on your own tenancy whether the design delivers it. Run them, then read the JSON results back into the planner to compare measured against planned.',
    safetyTitle: '## Safety: read this first',
    safetyWarning:
      '**A write test on a device or file system that is in use destroys its data.** Never point a job that writes at a volume, drive or RAID set that holds anything you want to keep, and never edit a job file to do so.',
    safetyFss:
      'On File Storage every client reads and writes only files fio creates for itself under {{path}}. Delete that directory when you are done. Use a file system (or at least an export) that holds no production data.',
    safetyLustre:
      'On Lustre every client reads and writes only files fio creates for itself under {{path}}, on the mounted file system, never a device. Delete that directory when you are done. Use a file system that holds no production data.',
    safetyScratch:
      'The job writes only to a scratch file, {{path}}: make a file system on the design’s devices ({{devices}}) or on a spare volume, mount it there, and check it holds nothing you need. The raw devices are not written.',
    safetyReadOnly: 'The job only reads {{devices}} and runs with fio’s --readonly guard, which refuses any write.',
    safetyRawWrites:
      '**These jobs write to the raw devices {{devices}}.** Everything on them is destroyed. Run them only on new, empty devices you are about to format anyway.',
    safetyScratchDir: 'Every target is redirected into {{path}} (a dry run): the numbers say nothing about OCI.',
    proveTitle: '## What the test proves',
    prove:
      'The plan promises {{iops}} IOPS ({{mbps}} MB/s) with {{readPercent}}% reads in {{bs}} blocks (fio rw={{rw}}), clients: {{clients}}, at about {{latencyUs}} µs per operation. If fio measures at least that, the design carries the workload.',
    concurrency:
      'Each client keeps at least {{outstanding}} in flight, the concurrency the plan needs by Little’s law: numjobs={{numjobs}} × iodepth={{iodepth}}.',
    duration: 'Each run takes about {{seconds}} seconds: {{ramp}} s of warm-up that is not counted, then {{runtime}} s measured.',
    filesTitle: '## Files',
    fileClientJob: '`{{file}}`: the job for {{client}}, which mounts mount target {{mountTarget}}.',
    fileLustreClientJob: '`{{file}}`: the job for {{client}}, in its own scratch directory on the Lustre file system.',
    fileSharedJob: '`{{file}}`: the same job for all clients at once, in fio’s client/server mode.',
    fileHosts: '`{{file}}`: the clients, one per line; replace the names with your instances’ addresses.',
    fileMount:
      '`{{file}}`: mounts the file system on one client through its mount target (options {{options}}); fill in the mount-target addresses and the export path first.',
    fileLustreMount:
      '`{{file}}`: checks that the Lustre client is installed, mounts the file system on one client with `{{command}}` and makes that client’s scratch directory. Fill in MGS_IP and FS_NAME first (or set them in the environment): the OCI console shows the file system’s mount command, with the MGS address and the file system name.',
    fileJob: '`{{file}}`: the job.',
    fileReadme: '`{{file}}`: this text.',
    runTitle: '## How to run',
    runMount: 'On each client, as root: `{{command}}` (CLIENT is its name in hosts.list).',
    runEachClient: 'Either run each client’s own job on it, all at the same time: `{{command}}`, and collect the JSON files;',
    runClientServer: 'or start `{{server}}` on every client and run from one machine: `{{command}}`.',
    runBlock: 'On the instance, as root: `{{command}}`.',
    runRaid: 'The design builds RAID {{raid}} over {{drives}} NVMe drives as /dev/md0 (mdadm); create it before the test, on empty drives only.',
    lustreStriping:
      'A suggestion, not a planned figure: for large or sequential I/O you may stripe the scratch directory over all of the file system’s storage targets (OSTs) before the run, `{{command}}`; files created there afterwards are spread over every OST. The plan assumes no striping layout, so record whether you set it when you compare.',
    assumptionsTitle: '## Assumptions',
    readBackTitle: '## Reading the results back',
    readBack:
      'Give the planner the scenario and the JSON files fio wrote: `{{command}}`. It checks that the results come from this workload and prints measured against planned.',
  },
  services: {
    'file-storage': 'File Storage',
    'block-volume': 'Block Volume',
    'dense-io': 'Dense I/O',
    lustre: 'File Storage with Lustre',
  },
  codes: {
    'fio-assumed-random': 'The scenario does not say whether access is random or sequential; the jobs use random I/O, as OCI’s own published fio tests do.',
    'fio-assumed-read-percent': 'The scenario gives no read/write mix; the jobs use {{readPercent}}% reads, the mix of the published Block Volume host test.',
    'fio-assumed-clients': 'The scenario gives no number of clients; the jobs assume {{clients}}, one per mount target.',
    'fio-assumed-one-client':
      'The scenario gives no number of clients; the jobs are written for one. One client rarely moves {{mbps}} MB/s by itself: give clients (and clientShape) in the scenario, plan again and write the jobs again.',
    'fio-rounded-read-percent': 'fio takes a whole read percentage: {{plannedReadPercent}}% planned, {{readPercent}}% used.',
    'fio-rounded-block-size': 'Direct I/O needs whole 512-byte sectors: {{plannedBytes}} bytes planned, {{bytes}} bytes used.',
    'fio-scratch-targets': 'The job writes, so it targets the scratch file {{path}}, not the raw devices.',
    'fio-raw-device-writes': 'Raw-device writes were asked for: the job writes to {{devices}} and destroys their contents.',
    'fio-tls-mount': 'The plan uses in-transit encryption: the mount goes through oci-fss-utils (mount -t oci-fss); install it on every client first.',
    'fio-lustre-client': 'The clients mount with the Lustre client (mount -t lustre): install the Lustre client packages on every client first.',
    'fio-file-too-large': 'The file is {{bytes}} bytes, more than the {{limitBytes}} bytes a fio result can reasonably be; it was not read.',
    'fio-not-json': 'This is not JSON ({{detail}}). Run fio with --output-format=json.',
    'fio-truncated': 'The JSON ends too early: the file is cut off (fio stopped, or the copy is incomplete).',
    'fio-not-fio-output': 'This JSON is not fio output: it has no "fio version" and no jobs.',
    'fio-unsupported-version': 'fio {{version}} is not supported; use fio 3.x.',
    'fio-missing-field': 'A field fio 3.x always writes is missing: {{path}}.',
    'fio-wrong-type': '{{path}} should be {{expected}}.',
    'fio-bad-number': '{{path}} is {{value}}, which no fio run produces.',
    'fio-no-jobs': 'The result holds no jobs.',
    'fio-job-error': 'Job {{job}} failed with error {{error}}; its figures are not a measurement.',
    'fio-no-io': 'Job {{job}} completed no I/O.',
    'fio-figure-too-large':
      'Job {{job}}: {{path}} is {{value}}, more than {{limit}}, beyond what any one client or OCI design moves; nothing was compared or adopted.',
    'fio-rate-without-io':
      'Job {{job}}: {{path}} is {{value}} although the job completed no operation in that direction; the figures contradict each other and nothing was adopted.',
    'fio-zero-runtime': 'Job {{job}}: {{path}} is {{value}} ms although {{ios}} operations were done; no run does work in no time, and nothing was adopted.',
    'fio-rate-below-one-a-day':
      'Job {{job}}: {{path}} is {{value}}, less than one operation a day, although {{ios}} operations were done; nothing was adopted.',
    'fio-rate-inconsistent':
      'Job {{job}}: {{path}} is {{value}}, but its operations over its runtime make {{counted}} per second; the figures contradict each other and nothing was adopted.',
    'fio-bytes-per-op':
      'Job {{job}}: {{path}} gives {{perOp}} bytes per operation, far from the block size of {{bs}} bytes; the figures contradict each other and nothing was adopted.',
    'fio-other-design':
      'This run was for {{service}} ({{design}}, catalog {{catalog}}), not for the {{plannedService}} design shown ({{plannedDesign}}); a run applies only to the design it was run against.',
    'fio-mixed-block-sizes': 'The jobs used different block sizes ({{sizes}}); their figures cannot be added up.',
    'fio-workload-block-size': 'The block size measured ({{measured}}) is not the plan’s ({{planned}}): the result is from another workload.',
    'fio-workload-mix': 'The run did {{measuredReadPercent}}% reads; the plan has {{plannedReadPercent}}%: the result is from another workload.',
    'fio-duplicate-job': 'Job {{job}} from {{host}} appears more than once: the same result was given twice.',
    'fio-no-fitting-service': 'No service fits this requirement, so there is no design to test.',
    'fio-workloads': 'A plan of several workloads has no single design to test: save one workload as its own scenario and write its jobs.',
    'fio-too-many-clients': 'The plan has {{clients}} clients; job files are written for at most {{limit}}.',
    'fio-run-concurrency-short': 'The run kept {{inFlight}} in flight per client; the plan needs {{needed}}. Raise numjobs or iodepth.',
    'fio-fewer-clients': 'Clients in the results: {{measuredClients}}; clients in the plan: {{plannedClients}}.',
    'fio-client-nic-bound':
      'Each client moved about {{clientMBps}} MB/s, close to what its network carries ({{nicMBps}} MB/s): the clients, not the storage, were the limit.',
    'fio-check-mount-options': 'Check the mount options on every client ({{options}}): without nconnect, or with small rsize/wsize, a client moves less.',
    'fio-latency-above-plan':
      'Operations took {{measuredUs}} µs on average; the plan assumed {{plannedUs}} µs. At the same concurrency, longer latency means fewer operations per second.',
    'fio-above-plan': 'The measurement is {{ratio}} times the plan: the design has headroom, or a cache answered some I/O.',
    'fio-buffered-io': 'Job {{job}} did not use direct I/O (direct=1): the page cache may have answered instead of the storage.',
  },
  cli: {
    problem: '{{file}}: {{message}}',
    usageJobs: 'usage: npm run --silent plan -- SCENARIO.json --fio-jobs DIRECTORY [--sequential] [--raw-device-writes] [--lang ja]',
    usageResults: 'usage: npm run --silent plan -- SCENARIO.json --fio-results RESULT.json [MORE.json …] [--lang ja]',
    wrote: 'wrote {{files}} files to {{directory}}',
  },
};
