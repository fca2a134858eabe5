/**
 * A plan of several workloads over the embedding protocol (issue 26): a host may send a
 * version-6 `workloads` scenario in `set-scenario`; the planner plans it (`planWorkloads`) and
 * answers with a `plan` message whose `service` is `workloads` and whose `result` is the
 * WorkloadsResult (`billOfMaterials`, `fileStorage.mountTargets`, `limits`, each workload's answer).
 */
import { parseScenario, planWorkloads, type WorkloadsResult, type WorkloadsScenario } from '../engine/index.ts';
import { describeIssues } from '../store/issueText.ts';

type RequestId = string | number;

export interface WorkloadsPlanMessage {
  readonly type: 'oci-planner:plan';
  readonly version: 1;
  readonly service: 'workloads';
  readonly scenario: WorkloadsScenario;
  readonly result: WorkloadsResult;
  /** Whether every workload is carried, and each workload's service and verdict by name. */
  readonly verdict: {
    readonly feasible: boolean;
    readonly workloads: readonly { readonly name: string; readonly service: string | null; readonly fits: boolean }[];
  };
  readonly requestId?: RequestId;
}

/** Whether a message's scenario asks for a plan of several workloads (`service: 'workloads'`). */
export function isWorkloadsDocument(scenario: unknown): boolean {
  return typeof scenario === 'object' && scenario !== null && (scenario as { service?: unknown }).service === 'workloads';
}

/** A workloads scenario as the planner reads it (`parseScenario`), or the problems in words with their paths. */
export function readWorkloadsScenario(input: unknown): { ok: true; scenario: WorkloadsScenario } | { ok: false; message: string } {
  const parsed = parseScenario(input);
  if (!parsed.ok) return { ok: false, message: describeIssues(parsed.issues) };
  if (parsed.value.service !== 'workloads') return { ok: false, message: 'service must be workloads' };
  return { ok: true, scenario: parsed.value };
}

/** The `plan` message of a workloads scenario: its plan (`planWorkloads`) and each workload's verdict. */
export function workloadsPlanMessage(scenario: WorkloadsScenario, id?: RequestId): WorkloadsPlanMessage {
  const result = planWorkloads(scenario);
  return {
    type: 'oci-planner:plan',
    version: 1,
    service: 'workloads',
    scenario,
    result,
    verdict: { feasible: result.feasible, workloads: result.workloads.map((w) => ({ name: w.name, service: w.service, fits: w.fits })) },
    ...(id === undefined ? {} : { requestId: id }),
  };
}
