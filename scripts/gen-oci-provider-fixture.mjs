/**
 * Builds tests/fixtures/ociProvider.json from the oracle/oci provider's own documentation:
 * for each resource (website/docs/r/<name>.html.markdown) and data source (website/docs/d/…)
 * the deploy writers emit, its argument names (nested blocks as nested objects) and its
 * attribute names, with the provider version and the commit and file each came from.
 *
 *   node scripts/gen-oci-provider-fixture.mjs /path/to/terraform-provider-oci/.git
 *
 * The deploy tests check every resource type, block and argument the writers emit against it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const gitDir = process.argv[2];
if (!gitDir) throw new Error('usage: node scripts/gen-oci-provider-fixture.mjs GIT_DIR');
const git = (...a) => execFileSync('git', ['--git-dir', gitDir, ...a], { encoding: 'utf8', maxBuffer: 64 << 20 });

const resources = [
  'file_storage_file_system',
  'file_storage_mount_target',
  'file_storage_export',
  'core_volume',
  'core_volume_attachment',
  'core_volume_group',
  'core_instance',
  'lustre_file_storage_lustre_file_system',
];
const dataSources = ['core_private_ip'];

/** `* \`name\` - …` lines of a section, nested by leading tabs, as { name: children | true }. */
function namesIn(section) {
  const root = {};
  const stack = [root];
  for (const line of section.split('\n')) {
    const m = /^(\t*)\* `([a-z0-9_]+)`/.exec(line);
    if (!m) continue;
    const depth = m[1].length;
    stack.length = Math.min(stack.length, depth + 1);
    const parent = stack[depth] ?? stack[stack.length - 1];
    if (parent[m[2]] === true || parent[m[2]] === undefined) parent[m[2]] = {};
    stack[depth + 1] = parent[m[2]];
  }
  return root;
}

const section = (text, from, to) => {
  const a = text.indexOf(from);
  if (a < 0) return '';
  const b = text.indexOf(to, a + from.length);
  return text.slice(a, b < 0 ? undefined : b);
};

const commit = git('rev-parse', 'HEAD').trim();
const versionFile = git('show', 'HEAD:internal/globalvar/version.go');
const version = /Version = "([^"]+)"/.exec(versionFile)[1];

function read(kind, name) {
  const file = `website/docs/${kind}/${name}.html.markdown`;
  const text = git('show', `HEAD:${file}`);
  return {
    file,
    arguments: namesIn(section(text, '## Argument Reference', '## Attributes Reference')),
    attributes: namesIn(section(text, '## Attributes Reference', '## Timeouts')),
  };
}

const out = {
  provider: 'oracle/oci',
  version,
  repository: 'https://github.com/oracle/terraform-provider-oci',
  commit,
  resources: Object.fromEntries(resources.map((r) => [`oci_${r}`, read('r', r)])),
  dataSources: Object.fromEntries(dataSources.map((d) => [`oci_${d}`, read('d', d)])),
};
writeFileSync(join(import.meta.dirname, '../tests/fixtures/ociProvider.json'), JSON.stringify(out, null, 1) + '\n');
console.log(`oracle/oci ${version} (${commit}): ${resources.length} resources, ${dataSources.length} data sources`);
