/**
 * A single service's plan, whatever kind it is (a recommendation or an evaluation, of any
 * edition), read as the design to build: what the deploy builders take.
 */
import type { BvDesignOut } from '../bv/evaluate.ts';
import type { CompareResult } from '../compare/types.ts';
import type { RaidLevel } from '../../catalog/ids.ts';
import type { MountTargetType } from '../../catalog/types.ts';
import type { LustreDesignOut } from '../lustre/evaluate.ts';
import type { Cost, PlanWarning } from '../results/parts.ts';

/** One service's plan as a comparison holds it (a recommendation). */
export type ServicePlan = CompareResult['fileStorage'] | CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'];

export type DesignToBuild =
  | {
      readonly service: 'file-storage';
      readonly mountTargetType: MountTargetType;
      readonly mountTargets: number;
      /** The 2019 edition plans no mount targets: one Standard mount target is built. */
      readonly capacityScaled: boolean;
      readonly clients: number | null;
    }
  | { readonly service: 'block-volume'; readonly design: BvDesignOut }
  | { readonly service: 'dense-io'; readonly catalog: string; readonly shape: string; readonly raid: RaidLevel; readonly instances: number }
  | { readonly service: 'lustre'; readonly design: LustreDesignOut };

export interface PlanToBuild {
  readonly design: DesignToBuild;
  readonly feasible: boolean;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
}

/** Any single-service result the planner returns (recommend or evaluate). */
export type SingleServiceResult = { readonly service: string; readonly cost: Cost; readonly warnings: readonly PlanWarning[] };

/**
 * The design a single-service result builds, or null for a result that is not one service's plan
 * (a comparison, a plan of several workloads). Reads only fields of the engine's public types.
 */
export function designOf(r: SingleServiceResult): PlanToBuild | null {
  const x = r as Record<string, unknown> & SingleServiceResult;
  const feasible = x.feasible !== false;
  const base = { feasible, warnings: r.warnings, cost: r.cost };
  switch (r.service) {
    case 'file-storage': {
      const d = x.design as { mountTargetType?: MountTargetType; mountTargets?: number; model?: string } | undefined;
      const assignment = x.assignment as { clients: number } | null | undefined;
      const clients = assignment ? assignment.clients : null;
      if (x.model === 'capacity-scaled' || d?.model === 'capacity-scaled')
        return { ...base, design: { service: 'file-storage', mountTargetType: 'standard', mountTargets: 1, capacityScaled: true, clients } };
      const type = d?.mountTargetType ?? (x.mountTargetType as MountTargetType | undefined);
      const n = d?.mountTargets ?? (x.mountTargets as number | undefined);
      if (type === undefined || n === undefined) return null;
      return { ...base, design: { service: 'file-storage', mountTargetType: type, mountTargets: n, capacityScaled: false, clients } };
    }
    case 'block-volume':
      return { ...base, design: { service: 'block-volume', design: x.design as BvDesignOut } };
    case 'dense-io': {
      const d = x.design as { shape: string; raid: RaidLevel };
      return {
        ...base,
        design: { service: 'dense-io', catalog: x.catalog as string, shape: d.shape, raid: d.raid, instances: (x.instances as number | undefined) ?? 1 },
      };
    }
    case 'lustre':
      return { ...base, design: { service: 'lustre', design: x.design as LustreDesignOut } };
    default:
      return null;
  }
}
