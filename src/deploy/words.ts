/**
 * The English words of the generated files (the files are in English whatever the app's
 * language): each note, variable and output of the deploy model worded from its code and figures.
 */
import type { DeployBillLine, DeployNote, DeployNoteCode, DeployOutput, VariableAbout } from '../engine/deploy/index.ts';
import codes from '../ui/i18n/en/engine/codes.ts';
import workloads from '../ui/i18n/en/engine/workloads.ts';

type P = DeployNote['params'];
const n = (x: unknown) => (typeof x === 'number' ? x.toLocaleString('en-US', { maximumFractionDigits: 3 }) : String(x));
const mt = (t: unknown) => (t === 'standard' ? 'Standard' : String(t).toUpperCase());

/** Each note's sentence, from its figures. */
export const noteWords: Readonly<Record<DeployNoteCode, (p: P) => string>> = {
  'fss-file-system': () => 'File system. Capacity is metered: there is no size to set.',
  'fss-mount-targets': (p) =>
    `${n(p.mountTargets)} ${mt(p.type)} mount target${p.mountTargets === 1 ? '' : 's'} (${n(p.gbps)} Gbps each), as the plan designs.`,
  'hpmt-two-step': (p) =>
    `The provider accepts only 1 Gbps of requested_throughput when a mount target is created. Apply once with ${p.variable} = false, ` +
    `then set ${p.variable} = true and apply again to raise each mount target to ${n(p.gbps)} Gbps (${mt(p.type)}); ` +
    '`oci fs mount-target upgrade-shape` does the same from the CLI.',
  'hpmt-commitment': (p) =>
    `High Performance Mount Targets carry a 30-day billing commitment: the AD is billed at least ${p.entitlementGB !== undefined ? n(p.entitlementGB) + ' GB' : 'the capacity entitlement'} ` +
    `of storage for ${n(p.mountTargets)} ${mt(p.type)} mount target${p.mountTargets === 1 ? '' : 's'}, whatever is stored. Make sure the tenancy is entitled to HPMTs before applying.`,
  'fss-exports': (p) =>
    `Export ${p.path} on each of the ${n(p.mountTargets)} mount target${p.mountTargets === 1 ? '' : 's'}; source CIDR, access and identity squash are variables.`,
  'fss-mount': (p) =>
    Number(p.nconnect) > 0
      ? `Mount on each client with nconnect=${n(p.nconnect)} (no rsize/wsize), from the mount target the client is assigned to (outputs *_mount_commands and *_client_assignment).`
      : 'Mount on each client from the mount target it is assigned to (outputs *_mount_commands and *_client_assignment).',
  'fss-security-rules': () =>
    "Allow NFS from the clients in the mount targets' subnet (security list or NSG): stateful ingress TCP 111, 2048-2050 and UDP 111, 2048.",
  'fss-metadata-cache': (p) =>
    `A file system exported through ${n(p.mountTargets)} mount targets has no metadata caching: single-threaded or metadata-heavy work is slower.`,
  'fss-capacity-scaled': () =>
    'The 2019 edition scales performance with stored capacity and plans no mount targets: one Standard mount target is built. Re-plan with a current edition before deploying.',
  'bv-volumes': (p) => `${n(p.volumes)} volume${p.volumes === 1 ? '' : 's'} of ${n(p.volumeSizeGB)} GB at ${n(p.vpusPerGB)} VPUs/GB (${p.level}).`,
  'bv-existing-instance': (p) =>
    `Volumes attach (${p.attachment}) to an instance you already run${p.shape ? ` (planned as ${p.shape})` : ''}: give its OCID in ${p.variable}.`,
  'bv-uhp-multipath': (p) =>
    `Ultra High Performance (${n(p.vpusPerGB)} VPUs/GB) needs a multipath-enabled attachment: enable the Block Volume Management plugin of the Oracle Cloud Agent on the instance before applying, or the volume attaches without multipath and does not reach UHP performance.`,
  'bv-iscsi-agent-login': () =>
    'iSCSI attachments ask the Oracle Cloud Agent to log in (is_agent_auto_iscsi_login_enabled), which it does where its Block Volume Management plugin is enabled; check with `sudo iscsiadm -m session`, else run the iSCSI commands the console shows for each attachment.',
  'bv-stripe': (p) =>
    `Stripe the ${n(p.volumes)} volumes into one logical volume on the instance (for example LVM: pvcreate, vgcreate, then lvcreate --stripes ${n(p.volumes)} --stripesize 1M), or add them to an ASM disk group.`,
  'bv-volume-group': (p) => `A volume group of the ${n(p.volumes)} volumes, for crash-consistent backups and clones of the stripe.`,
  'bv-autotune': (p) => `Performance-based auto-tune from ${n(p.defaultVpusPerGB)} up to ${n(p.maxVpusPerGB)} VPUs/GB, as the daily profile costs it.`,
  'dio-instances': (p) =>
    `${n(p.instances)} host${p.instances === 1 ? '' : 's'} of ${p.shape} (${n(p.ocpus)} OCPUs, ${n(p.memoryGB)} GB memory, ${n(p.drives)} NVMe drive${p.drives === 1 ? '' : 's'}).`,
  'dio-raid-cloud-init': (p) =>
    `OCI builds no RAID on local NVMe: ${p.file} builds RAID ${p.raid} over the ${n(p.drives)} drive${p.drives === 1 ? '' : 's'} with mdadm at first boot. Check it with \`cat /proc/mdstat\`.`,
  'dio-no-protection': () =>
    'OCI does not back up, snapshot or replicate local NVMe: the data is yours to protect. On a drive failure, copy the data off and replace the host.',
  'dio-image': () => 'Choose an Oracle Linux image for the shape (image_id): the cloud-init uses dnf to install mdadm.',
  'lustre-file-system': (p) => `Lustre file system of ${n(p.capacityTiB)} TiB at ${n(p.tier)} MB/s per TB.`,
  'lustre-capacity-units': (p) =>
    `capacity_in_gbs is the console's ${n(p.capacityTiB)} TiB step written as ${n(p.capacityInGbs)} (as the provider's own example and test write 31.2 TiB as 31200).`,
  'lustre-billing-cycle': () =>
    'A Lustre file system is billed in 30-day cycles: one deleted before the end of its cycle is charged to the end (output *_billing_cycle_end). Capacity can be raised in steps, never lowered.',
  'lustre-service-policy': () =>
    'Lustre attaches its servers to your subnet: the tenancy needs the IAM policy "allow service lustrefs to use virtual-network-family in compartment <name>" before the first apply.',
  'lustre-client': () => 'Install the Lustre client on each client, then mount with the output *_mount_command.',
  'limit-increase': (p) =>
    `Request a service limit increase before applying: ${
      p.limit !== undefined && p.used !== undefined
        ? `${p.limit}: ${n(p.used)} needed, ${n(p.allowed)} allowed by default`
        : `${n(p.mountTargets)} ${mt(p.type)} mount targets, default limit ${n(p.limit)}`
    }${p.workloads ? ` (${p.workloads})` : ''}.`,
  'not-feasible': (p) =>
    `The plan${p.workload ? ` of ${p.workload}` : ''} does not carry its requirement on ${p.service}: this builds the closest design. Read the plan's warnings before applying.`,
  'shared-plan': (p) => `${p.workloads} share one host or file system: plan them together in the planner and generate again.`,
};

/** Each variable's description. */
export const variableWords: Readonly<Record<VariableAbout, string>> = {
  compartment: 'Compartment the resources are created in.',
  'availability-domain': 'Availability domain of every resource (clients and mount targets in the same AD).',
  vcn: 'VCN of the subnet (only narrows the subnet picker of a Resource Manager stack; no resource reads it).',
  subnet: 'Subnet of the mount targets, Lustre file systems and Dense I/O hosts.',
  'client-cidr': 'CIDR block of the clients allowed to mount the exports (for example 10.0.1.0/24).',
  'export-access': 'Access granted through the exports: READ_WRITE or READ_ONLY.',
  'export-identity-squash': 'Identity squash of the exports: NONE, ROOT or ALL.',
  'raise-throughput': 'Set to true for the second apply, to raise the mount targets to their planned throughput (only 1 Gbps is accepted at creation).',
  instance: 'OCID of the instance the volumes attach to.',
  'ssh-key': 'SSH public key for the Dense I/O hosts.',
  image: 'OCID of the image the Dense I/O hosts boot (Oracle Linux).',
  'lustre-identity-squash': 'Root squash of the Lustre file system: NONE or ROOT.',
};

/** Each output's description. */
export const outputWords: Readonly<Record<DeployOutput['about'], string>> = {
  'mount-commands': 'Mount commands, by mount target.',
  'client-assignment': 'Which clients (numbered 1 to N) mount from which mount target, as the plan assigns them.',
  'mount-options': 'The NFS mount options the plan advises.',
  'volume-ids': 'OCIDs of the volumes.',
  'instance-ids': 'OCIDs of the Dense I/O hosts.',
  'lustre-mount': 'Mount command of the Lustre file system.',
  'billing-cycle-end': 'End of the current 30-day billing cycle.',
  throughput: 'Requested throughput of the mount targets, Gbps (1 until the second apply).',
};

/** The words of a note. */
export function noteText(note: DeployNote): string {
  return noteWords[note.code](note.params);
}

/** A template of the app's English words with its `{{name}}` places filled from the figures. */
function fill(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = params[k];
    if (k === 'type') return codes.mountTarget[String(v) as keyof typeof codes.mountTarget] ?? String(v);
    return n(v);
  });
}

/**
 * A bill line's item in the words the app's bill uses (English): a cost line's words, the Standard
 * mount targets, or a group of HPMTs with its entitlement; a part number, where the line has one, after it.
 */
export function billItemWords(l: Pick<DeployBillLine, 'item' | 'code' | 'params'>, currency = 'USD'): string {
  const item = workloads.workloads.item;
  const count = Number(l.params.count);
  const many = count === 1 ? '_one' : '_other';
  if (l.code === 'mountTargets') return fill(item[`mountTargets${many}`], l.params);
  if (l.code === 'hpmtEntitlementGroup')
    return fill(item[`hpmtEntitlementGroup${many}`], {
      ...l.params,
      entitlementUSD:
        currency === 'USD'
          ? `$${n(Number(l.params.entitlementUSD))}`
          : Number(l.params.entitlementUSD).toLocaleString('en-US', { style: 'currency', currency }),
    });
  const words = codes.costLine[l.code as keyof typeof codes.costLine];
  if (words === undefined) return l.item;
  const partNumber = /^B\d{5,}$/.test(l.item) ? ` (${l.item})` : '';
  return fill(words, l.params) + partNumber;
}
