/**
 * Deploy writers (issue 41): a plan as Terraform files and as a Resource Manager stack zip.
 * Loaded on demand by the app (it adds nothing to the first screen) and used by the CLI.
 */
import { zipSync, strToU8 } from 'fflate';
import { deployPlan, type DeployModel, type DeployOptions } from '../engine/deploy/index.ts';
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
