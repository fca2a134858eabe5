/**
 * The writers' files, read back by real parsers: every .tf through HashiCorp's HCL parser,
 * schema.yaml and the cloud-init files through a YAML parser, and every resource type, block,
 * argument and referenced attribute against the provider's documentation (tests/fixtures/
 * ociProvider.json). Golden files for each documented example and each plan of issue 41 sit in
 * tests/golden/deploy/ (rewritten only with UPDATE_GOLDEN=1).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkFiles, documentedAttribute, providerVersion } from '../../tests/fixtures/deployCheck.ts';
import { doneWhenCases, documentedCases, type PlannedCase } from '../../tests/fixtures/deployScenarios.ts';
import type { DeployModel, DeployValue } from '../engine/deploy/index.ts';
import { deployPlan, stackFiles, zipFiles } from './index.ts';
import { hclString } from './hcl.ts';

const goldenDir = join(import.meta.dirname, '../../tests/golden/deploy');
const update = process.env.UPDATE_GOLDEN === '1';
const all: PlannedCase[] = [...doneWhenCases(), ...documentedCases()];
const modelOf = (c: PlannedCase) => deployPlan(c.result, { name: c.name, ...(c.scenario.service === 'workloads' ? { scenario: c.scenario } : {}) })!;

function refsOf(v: DeployValue): { address: string; attribute: string }[] {
  switch (v.kind) {
    case 'ref':
      return [{ address: v.address, attribute: v.attribute }];
    case 'template':
      return v.parts.flatMap((p) => (typeof p === 'string' ? [] : refsOf(p)));
    case 'list':
      return v.items.flatMap(refsOf);
    case 'map':
      return v.entries.flatMap(([, e]) => refsOf(e));
    case 'choose':
      return [...refsOf(v.whenTrue), ...refsOf(v.whenFalse)];
    default:
      return [];
  }
}

function everyRef(m: DeployModel) {
  return [
    ...m.resources.flatMap((r) => [...r.args.map(([, v]) => v), ...r.blocks.flatMap((b) => b.args.map(([, v]) => v))]).flatMap(refsOf),
    ...m.outputs.flatMap((o) => refsOf(o.value)),
  ];
}

describe('deploy files, parsed by HCL and YAML parsers and checked against the provider docs', () => {
  it.each(all.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const m = modelOf(c);
    const files = stackFiles(m);
    const { hcl, yaml, problems } = await checkFiles(files);
    expect(problems).toEqual([]);
    expect(Object.keys(hcl).sort()).toEqual(['main.tf', 'outputs.tf', 'variables.tf', 'versions.tf']);
    // Every attribute a reference reads is documented for its type; every variable read is declared.
    for (const r of everyRef(m)) {
      const type = r.address.startsWith('data.') ? r.address.split('.')[1]! : r.address.split('.')[0]!;
      expect(documentedAttribute(type, r.attribute), `${r.address}.${r.attribute}`).toBe(true);
    }
    const declared = Object.keys((hcl['variables.tf']!.variable ?? {}) as object);
    const used = [
      ...files
        .filter(([n]) => n.endsWith('.tf'))
        .map(([, t]) => t)
        .join('\n')
        .matchAll(/var\.([a-z0-9_]+)/g),
    ].map((x) => x[1]!);
    expect(used.filter((u) => !declared.includes(u))).toEqual([]);
    // The schema: its version, title, description, and every variable grouped once with its type.
    const schema = yaml['schema.yaml'] as {
      schemaVersion: string;
      title: string;
      description: string;
      variableGroups: { variables: string[] }[];
      variables: Record<string, { type: string }>;
    };
    expect(['1.0.0', '1.1.0']).toContain(schema.schemaVersion);
    expect(schema.title).toBeTruthy();
    expect(schema.description).toBeTruthy();
    expect(schema.variableGroups.flatMap((g) => g.variables).sort()).toEqual([...declared].sort());
    expect(schema.variables.compartment_ocid!.type).toBe('oci:identity:compartment:id');
    expect(schema.variables.availability_domain!.type).toBe('oci:identity:availabilitydomain:name');
    if (declared.includes('subnet_id')) expect(schema.variables.subnet_id!.type).toBe('oci:core:subnet:id');
    // The provider is pinned to the version whose docs the names were checked against.
    const versions = hcl['versions.tf'] as { terraform: { required_providers: { oci: { version: string; source: string } }[] }[] };
    expect(versions.terraform[0]!.required_providers[0]!.oci).toEqual({ source: 'oracle/oci', version: providerVersion });
    for (const ci of m.cloudInit) expect(yaml[ci.file], ci.file).toMatchObject({ packages: expect.arrayContaining(['mdadm']) });
  });

  it('a stack zip holds the files at its root, byte for byte, and the same plan zips to the same bytes', () => {
    const m = modelOf(doneWhenCases()[0]!);
    const files = stackFiles(m);
    const zip = zipFiles(files);
    const back = unzipSync(zip);
    expect(Object.keys(back).sort()).toEqual(files.map(([n]) => n).sort());
    for (const [n, t] of files) expect(strFromU8(back[n]!)).toBe(t);
    expect(zipFiles(files)).toEqual(zip);
  });

  it('a parse failure is found (the check can fail)', async () => {
    const { problems } = await checkFiles([
      ['main.tf', 'resource "oci_core_volume" "x" {\n  size_in_gb = 50\n}\n'],
      ['bad.tf', 'resource "x" {'],
      ['schema.yaml', 'a: [1'],
    ]);
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.includes('"size_in_gb" is not an argument'))).toBe(true);
  });

  it('strings are escaped as HCL reads them back', async () => {
    const nasty = 'a "quoted" ${not_a_ref} %{x} back\\slash';
    const { hcl, problems } = await checkFiles([['main.tf', `locals {\n  x = ${hclString(nasty)}\n}\n`]]);
    expect(problems).toEqual([]);
    expect((hcl['main.tf']!.locals as { x: string }[])[0]!.x).toBe(nasty.replace('${', '$${').replace('%{', '%%{'));
  });
});

describe('golden files: the stack of each documented example and each plan of issue 41', () => {
  it.each(all.map((c) => [c.name, c] as const))('%s', (name, c) => {
    const files = stackFiles(modelOf(c));
    const dir = join(goldenDir, name);
    if (update) mkdirSync(dir, { recursive: true });
    for (const [f, text] of files) {
      const path = join(dir, f);
      if (update) writeFileSync(path, text);
      else {
        expect(existsSync(path), `${path} is missing: UPDATE_GOLDEN=1 to write it`).toBe(true);
        expect(text, path).toBe(readFileSync(path, 'utf8'));
      }
    }
  });
});
