/**
 * `get-deploy` (docs/embedding.md, docs/deploy.md): the plan the planner shows (or the plan of
 * several workloads the host sent) as Terraform files or a Resource Manager stack, zipped.
 * Loaded by the bridge only when a host asks, with the generator.
 */
import { deployArchive, deployOptionsOf, deployPlan } from '../deploy/index.ts';
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
  const asked = service ?? (locked === 'compare' ? undefined : locked);
  const options = deployOptionsOf(s, asked);
  const model = deployPlan(planned.result, options);
  if (!model) return errorMessage('the plan has nothing to deploy', requestId);
  const { files, fileName, zip } = deployArchive(model, options.name ?? 'oci-storage-plan', format);
  return {
    type: 'oci-planner:deploy',
    version: PROTOCOL_VERSION,
    format,
    services: model.source.services,
    fileName,
    files: files.map(([n]) => n),
    zip,
    ...(requestId === undefined ? {} : { requestId }),
  };
}
