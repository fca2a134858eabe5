/**
 * Deploy writers (issue 41): a plan as Terraform files and as a Resource Manager stack zip.
 * Loaded on demand by the app (it adds nothing to the first screen) and used by the CLI.
 */
import { zipSync, strToU8 } from 'fflate';
import { deployPlan, type DeployModel, type DeployOptions } from '../engine/deploy/index.ts';
import type { Scenario, ServiceId } from '../engine/index.ts';
import { schemaYaml } from './schema.ts';
import { terraformFiles, type DeployFiles } from './terraform.ts';

export { deployPlan, type DeployModel, type DeployOptions };
export { terraformFiles, mainTf, type DeployFiles } from './terraform.ts';
export { schemaYaml } from './schema.ts';

/** The stack's files: the Terraform files and schema.yaml at the root. */
export function stackFiles(m: DeployModel): DeployFiles {
  return [...terraformFiles(m), ['schema.yaml', schemaYaml(m)]];
}

/** A zip of files at its root (fixed dates, so the same plan gives the same bytes). */
export function zipFiles(files: DeployFiles): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const [name, text] of files) entries[name] = [strToU8(text), { mtime: new Date(Date.UTC(2026, 0, 1)) }];
  return zipSync(entries, { level: 6 });
}

/** The two ways a plan is handed over: Terraform files, or a Resource Manager stack (the same files with schema.yaml). */
export type DeployFormat = 'terraform' | 'stack';

/**
 * The options a scenario deploys with: its name (or `oci-storage-plan`), a plan of several
 * workloads' own document (shared hosts are planned together), the service asked, and the
 * nconnect the clients mount with (a requirement's `nconnect`). One rule for the app, the CLI and the embed protocol.
 */
export function deployOptionsOf(s: Scenario, service?: ServiceId): DeployOptions {
  const name = ('name' in s && typeof s.name === 'string' && s.name.trim()) || 'oci-storage-plan';
  return {
    name,
    ...(s.service === 'workloads' ? { scenario: s } : {}),
    ...(service ? { service } : {}),
    ...('requirement' in s && s.requirement && 'nconnect' in s.requirement && typeof s.requirement.nconnect === 'number'
      ? { nconnect: s.requirement.nconnect }
      : {}),
  };
}

/** A deployment's files in a format, zipped, with the zip's file name (from the plan's name, made safe). */
export function deployArchive(model: DeployModel, name: string, format: DeployFormat): { files: DeployFiles; fileName: string; zip: Uint8Array } {
  const files = format === 'stack' ? stackFiles(model) : terraformFiles(model);
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'oci-storage-plan';
  return { files, fileName: `${slug}-${format}.zip`, zip: zipFiles(files) };
}
