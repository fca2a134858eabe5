/**
 * The deploy half of the command line (issue 41, docs/deploy.md):
 * `plan -- FILE --terraform DIR` writes the Terraform files of the scenario's plan into DIR;
 * `plan -- FILE --stack FILE.zip` writes the Resource Manager stack (the same files and
 * schema.yaml) as a zip. `--service ID` picks a comparison's service (else its cheapest that
 * fits); `--name NAME` names the resources (else the plan's name, else the file's).
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { makeDirectory } from './cliFio.ts';
import { deployOptionsOf, deployPlan, stackFiles, terraformFiles, zipFiles } from './deploy/index.ts';
import type { PlanResult, Scenario } from './engine/index.ts';

export interface DeployArgs {
  terraformDir?: string;
  stackZip?: string;
  service?: string;
  name?: string;
}

const SERVICES = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
type Service = (typeof SERVICES)[number];

/** The deploy options after the scenario file, or an error for an unknown or incomplete one. */
export function deployArgs(rest: readonly string[]): DeployArgs | { error: string } {
  const out: DeployArgs = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const next = rest[i + 1];
    if (next === undefined || next.startsWith('--')) return { error: `unknown or incomplete option: ${a}` };
    if (a === '--terraform') out.terraformDir = next;
    else if (a === '--stack') out.stackZip = next;
    else if (a === '--service') out.service = next;
    else if (a === '--name') out.name = next;
    else return { error: `unknown or incomplete option: ${a}` };
    i++;
  }
  if (out.terraformDir === undefined && out.stackZip === undefined) return { error: 'give --terraform DIR or --stack FILE.zip' };
  if (out.service !== undefined && !SERVICES.includes(out.service as Service)) return { error: `unknown service: ${out.service} (${SERVICES.join(', ')})` };
  if (out.name !== undefined && (out.name.trim() === '' || out.name.length > 100)) return { error: 'give --name 1 to 100 characters' };
  return out;
}

/** Writes the Terraform files and/or the stack zip for a planned scenario. */
export function writeDeploy(file: string, scenario: Scenario, result: PlanResult, args: DeployArgs): { code: number; stdout: string; stderr: string } {
  const fromFile = file === '-' ? 'plan' : basename(file).replace(/\.[^.]*$/, '');
  const name = args.name ?? (scenario.service === 'workloads' ? scenario.name : undefined) ?? fromFile;
  const model = deployPlan(result, { ...deployOptionsOf(scenario, args.service as Service | undefined), name });
  if (!model) return { code: 2, stdout: '', stderr: 'this plan has nothing to deploy (its Dense I/O shape is not in the catalog)\n' };
  const said: string[] = [];
  if (args.terraformDir !== undefined) {
    const files = terraformFiles(model);
    const made = makeDirectory(args.terraformDir);
    if (made !== null) return { code: 2, stdout: '', stderr: `cannot write the Terraform files to ${args.terraformDir}: ${made}\n` };
    try {
      for (const [n, text] of files) writeFileSync(join(args.terraformDir, n), text);
    } catch (e) {
      return { code: 2, stdout: '', stderr: `cannot write the Terraform files to ${args.terraformDir}: ${(e as NodeJS.ErrnoException).code ?? 'error'}\n` };
    }
    said.push(`wrote ${files.length} files to ${args.terraformDir}`);
  }
  if (args.stackZip !== undefined) {
    try {
      writeFileSync(args.stackZip, zipFiles(stackFiles(model)));
    } catch (e) {
      return { code: 2, stdout: '', stderr: `cannot write the stack to ${args.stackZip}: ${(e as NodeJS.ErrnoException).code ?? 'error'}\n` };
    }
    said.push(`wrote the Resource Manager stack to ${args.stackZip}`);
  }
  const resources = model.resources.filter((r) => r.mode === 'resource').reduce((s, r) => s + (r.count ?? 1), 0);
  said.push(
    `${resources} resource${resources === 1 ? '' : 's'} (${model.source.services.join(', ')}), oracle/oci ${model.providerVersion}; read README.md for the steps done by hand`,
  );
  return { code: 0, stdout: '', stderr: said.join('\n') + '\n' };
}
