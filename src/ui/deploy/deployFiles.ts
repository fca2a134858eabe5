/**
 * The Deploy section's work, loaded only when it is used (the generator and the zip library stay
 * out of the first screen): the plan of the view (a service, the comparison's chosen or cheapest
 * service) or of every workload, as Terraform files and a Resource Manager stack zip.
 */
import { deployArchive, deployOptionsOf, deployPlan, mainTf, type DeployFormat, type DeployModel } from '../../deploy/index.ts';
import { downloadText } from '../layout/download.ts';
import { parseScenario, planScenario, type ServiceId } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';
import { describeIssues } from '../../store/issueText.ts';

export type { DeployFormat };

export type DeployOutcome = { readonly ok: true; readonly model: DeployModel; readonly name: string } | { readonly ok: false; readonly message: string | null };

/**
 * The deployment of a plan document (a compare scenario, or the version-6 plan of several
 * workloads) for a view: `compare` builds the comparison's chosen or cheapest service, a
 * service's view that service's design.
 */
export function deployOf(doc: unknown, view: View | 'workloads'): DeployOutcome {
  const parsed = parseScenario(doc);
  if (!parsed.ok) return { ok: false, message: describeIssues(parsed.issues) };
  const s = parsed.value;
  const planned = planScenario(s);
  if (!planned.ok) return { ok: false, message: describeIssues(planned.issues) };
  const options = deployOptionsOf(s, view !== 'compare' && view !== 'workloads' ? (view as ServiceId) : undefined);
  const name = options.name ?? 'oci-storage-plan';
  const model = deployPlan(planned.result, options);
  return model ? { ok: true, model, name } : { ok: false, message: null };
}

/** main.tf of the deployment, for the preview. */
export function previewMainTf(model: DeployModel): string {
  return mainTf(model);
}

/** The zip of a format and its file name. */
export function deployZip(model: DeployModel, name: string, format: DeployFormat): { bytes: Uint8Array; fileName: string; resources: number } {
  const { fileName, zip } = deployArchive(model, name, format);
  const resources = model.resources.filter((r) => r.mode === 'resource').reduce((n, r) => n + (r.count ?? 1), 0);
  return { bytes: zip, fileName, resources };
}

/** Saves a zip as a file (`downloadText`, the header's own download). */
export function saveBytes(bytes: Uint8Array, fileName: string): void {
  downloadText(bytes, fileName, 'application/zip');
}
