/**
 * Terraform for the oracle/oci provider from a deploy model: main.tf, variables.tf,
 * outputs.tf, versions.tf (the provider pinned to the version whose docs were checked),
 * the cloud-init files, and a README (what it builds, the monthly bill, each step).
 */
import type { DeployModel, DeployResource, DeployVariable } from '../engine/deploy/index.ts';
import { cloudInitText } from './cloudInit.ts';
import { hclBody, hclComment, hclExpr, hclString } from './hcl.ts';
import { readmeText } from './readme.ts';
import { noteText, outputWords, variableWords } from './words.ts';

/** File name → text, in the order they are listed. */
export type DeployFiles = ReadonlyArray<readonly [string, string]>;

function resourceText(r: DeployResource): string {
  const lines: string[] = [];
  for (const n of r.notes) lines.push(...hclComment(noteText(n)));
  lines.push(`${r.mode === 'data' ? 'data' : 'resource'} ${hclString(r.type)} ${hclString(r.name)} {`);
  if (r.count !== undefined) lines.push(`  count = ${r.count}`, '');
  lines.push(...hclBody(r.args, r.blocks, '  '));
  lines.push('}');
  return lines.join('\n');
}

/** main.tf: every resource, in apply order, under a comment per phase. */
export function mainTf(m: DeployModel): string {
  const head = [
    ...hclComment(`Built from the OCI Storage Planner's plan "${m.source.name}" (${m.source.services.join(', ')}).`),
    ...hclComment('Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.'),
  ];
  const parts: string[] = [head.join('\n')];
  let phase = 0;
  for (const r of m.resources) {
    if (r.phase !== phase) {
      phase = r.phase;
      parts.push(`# ---- Phase ${phase}`);
    }
    parts.push(resourceText(r));
  }
  return parts.join('\n\n') + '\n';
}

function variableText(v: DeployVariable): string {
  const lines = [`variable ${hclString(v.name)} {`, `  type        = ${v.type}`, `  description = ${hclString(variableWords[v.about])}`];
  if (v.default !== undefined) lines.push(`  default     = ${typeof v.default === 'string' ? hclString(v.default) : String(v.default)}`);
  if (v.allowed) {
    lines.push('', '  validation {');
    lines.push(`    condition     = contains([${v.allowed.map(hclString).join(', ')}], var.${v.name})`);
    lines.push(`    error_message = ${hclString(`One of ${v.allowed.join(', ')}.`)}`);
    lines.push('  }');
  }
  lines.push('}');
  return lines.join('\n');
}

/** variables.tf: the tenancy's choices (compartment, AD, subnet, CIDR, keys) and the step switch. */
export function variablesTf(m: DeployModel): string {
  return m.variables.map(variableText).join('\n\n') + '\n';
}

/** outputs.tf: mount commands, client assignment, ids. */
export function outputsTf(m: DeployModel): string {
  return (
    m.outputs
      .map((o) =>
        [`output ${hclString(o.name)} {`, `  description = ${hclString(outputWords[o.about])}`, `  value       = ${hclExpr(o.value, '  ')}`, '}'].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

/** versions.tf: the provider pinned to the version whose documentation the names were checked against. */
export function versionsTf(m: DeployModel): string {
  return [
    'terraform {',
    // Nothing here needs a newer Terraform; Resource Manager offers 1.x versions.
    '  required_version = ">= 1.0.0"',
    '  required_providers {',
    '    oci = {',
    '      source  = "oracle/oci"',
    `      version = ${hclString(m.providerVersion)}`,
    '    }',
    '  }',
    '}',
    '',
    '# Credentials come from the environment (~/.oci/config, or Resource Manager itself): none is written here.',
    'provider "oci" {}',
    '',
  ].join('\n');
}

/** Every file of the Terraform configuration. */
export function terraformFiles(m: DeployModel): DeployFiles {
  return [
    ['main.tf', mainTf(m)],
    ['variables.tf', variablesTf(m)],
    ['outputs.tf', outputsTf(m)],
    ['versions.tf', versionsTf(m)],
    ...m.cloudInit.map((c) => [c.file, cloudInitText(c)] as const),
    ['README.md', readmeText(m)],
  ];
}
