/**
 * `get-deploy` (docs/embedding.md, docs/deploy.md): the plan the planner shows (or the plan of
 * several workloads the host sent) as Terraform files or a Resource Manager stack, zipped.
 * Loaded by the bridge only when a host asks, with the generator.
 */
import { deployPlan, stackFiles, terraformFiles, zipFiles } from '../deploy/index.ts';
import { parseScenario, planScenario, type CompareScenario, type ServiceId, type WorkloadsScenario } from '../engine/index.ts';
import { errorMessage, PROTOCOL_VERSION, type DeployMessage, type EmbedService, type ErrorMessage, type GetDeployMessage } from './protocol.ts';

/** The reply to `get-deploy`: the zip, or an error saying why there is none. */
export function deployMessage(
  doc: CompareScenario | WorkloadsScenario,
  locked: EmbedService,
  format: GetDeployMessage['format'],
  service: ServiceId | undefined,
  requestId?: string | number,
): DeployMessage | ErrorMessage {
  const parsed = parseScenario(doc);
  const planned = parsed.ok ? planScenario(parsed.value) : null;
  if (!parsed.ok || !planned?.ok) return errorMessage('the plan cannot be deployed: it does not plan', requestId);
  const s = parsed.value;
  const name = ('name' in s && typeof s.name === 'string' && s.name.trim()) || 'oci-storage-plan';
  const asked = service ?? (locked === 'compare' ? undefined : locked);
  const model = deployPlan(planned.result, { name, ...(asked ? { service: asked } : {}), ...(s.service === 'workloads' ? { scenario: s } : {}) });
  if (!model) return errorMessage('the plan has nothing to deploy', requestId);
  const files = format === 'stack' ? stackFiles(model) : terraformFiles(model);
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'oci-storage-plan';
  return {
    type: 'oci-planner:deploy',
    version: PROTOCOL_VERSION,
    format,
    services: model.source.services,
    fileName: `${slug}-${format}.zip`,
    files: files.map(([n]) => n),
    zip: zipFiles(files),
    ...(requestId === undefined ? {} : { requestId }),
  };
}
