/**
 * The schema.yaml of a Resource Manager stack: `schemaVersion`, `title`, `description`, the
 * variables grouped, each with the console's picker where there is one (compartment,
 * availability domain, VCN, subnet, instance, image, SSH key). Written as YAML with every
 * string double-quoted (JSON strings are valid YAML), so no text can change its meaning.
 */
import type { DeployModel, DeployVariable } from '../engine/deploy/index.ts';
import { variableWords } from './words.ts';

const q = (s: string) => JSON.stringify(s);

/** The stack's type of each kind of variable (the console's control). */
const pickers: Partial<Record<DeployVariable['kind'], string>> = {
  compartment: 'oci:identity:compartment:id',
  'availability-domain': 'oci:identity:availabilitydomain:name',
  vcn: 'oci:core:vcn:id',
  subnet: 'oci:core:subnet:id',
  instance: 'oci:core:instance:id',
  image: 'oci:core:image:id',
  'ssh-key': 'oci:core:ssh:publickey',
};

const groupTitles: Readonly<Record<DeployVariable['group'], string>> = {
  placement: 'Placement',
  network: 'Network',
  access: 'Access',
  steps: 'Steps',
};

/** Titles of the variables, from their names (`client_cidr` → "Client CIDR"). */
function title(name: string): string {
  return name
    .split('_')
    .map((w) => (['ocid', 'id', 'cidr', 'ssh', 'vcn'].includes(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function variableYaml(v: DeployVariable): string[] {
  const out = [`  ${v.name}:`];
  const picker = pickers[v.kind];
  out.push(`    type: ${picker ?? (v.kind === 'enum' ? 'enum' : v.type === 'bool' ? 'boolean' : v.type === 'number' ? 'number' : 'string')}`);
  out.push(`    title: ${q(title(v.name))}`);
  out.push(`    description: ${q(variableWords[v.about])}`);
  out.push(`    required: ${v.default === undefined}`);
  if (v.default !== undefined && v.default !== '') out.push(`    default: ${typeof v.default === 'string' ? q(v.default) : String(v.default)}`);
  if (v.allowed) out.push('    enum:', ...v.allowed.map((a) => `      - ${q(a)}`));
  if (picker && v.kind !== 'compartment' && v.kind !== 'ssh-key') {
    out.push('    dependsOn:', '      compartmentId: ${compartment_ocid}');
    if (v.kind === 'subnet') out.push('      vcnId: ${vcn_id}');
  }
  return out;
}

/** schema.yaml of the stack. */
export function schemaYaml(m: DeployModel): string {
  const lines = [
    'schemaVersion: 1.1.0',
    'version: "1"',
    'locale: "en"',
    `title: ${q(`${m.source.name}: OCI storage, as planned`)}`,
    `description: ${q(`Builds the planner's design (${m.source.services.join(', ')}) with the oracle/oci provider ${m.providerVersion}. Read README.md for the bill and the steps done by hand.`)}`,
    'variableGroups:',
  ];
  for (const g of ['placement', 'network', 'access', 'steps'] as const) {
    const vs = m.variables.filter((v) => v.group === g);
    if (vs.length === 0) continue;
    lines.push(`  - title: ${q(groupTitles[g])}`, '    visible: true', '    variables:', ...vs.map((v) => `      - ${v.name}`));
  }
  lines.push('variables:');
  for (const v of m.variables) lines.push(...variableYaml(v));
  return lines.join('\n') + '\n';
}
