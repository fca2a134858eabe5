/**
 * One service's design as deploy parts: the builder of its service with names made valid
 * for each resource, and the plan's warnings that the deployment must carry.
 */
import { dioEdition } from '../dio/index.ts';
import { bvParts } from './bv.ts';
import { flat, note, warningNotes } from './common.ts';
import type { PlanToBuild } from './design.ts';
import { dioParts } from './dio.ts';
import { fssParts, type ServiceParts } from './fss.ts';
import { lustreParts } from './lustre.ts';
import type { CloudInit, DeployNote } from './model.ts';

export interface Naming {
  readonly tfName: string;
  readonly slug: string;
  readonly workloads: readonly string[];
  /** Block Volume: the host's Terraform name (shared hosts share it). */
  readonly host?: string;
  /** Lustre: the file system name, valid and unique. */
  readonly lustreName?: string;
}

export interface Extras {
  readonly nconnect?: number | undefined;
  /** Block Volume: auto-tune's default and maximum VPUs/GB when the plan chose auto-tune. */
  readonly autotune?: { readonly defaultVpusPerGB: number; readonly maxVpusPerGB: number } | null;
}

/** The parts of one plan, or null where the catalog no longer knows its Dense I/O shape. */
export function serviceParts(plan: PlanToBuild, naming: Naming, extras: Extras = {}): (ServiceParts & { cloudInit?: CloudInit }) | null {
  const d = plan.design;
  const notes: DeployNote[] = warningNotes(plan.warnings, d.service);
  if (!plan.feasible) notes.push(note('not-feasible', { service: d.service }));
  switch (d.service) {
    case 'file-storage': {
      for (const w of plan.warnings) if (w.id === 'hpmt-commitment') notes.push(note('hpmt-commitment', flat(w.params)));
      if (d.capacityScaled) notes.push(note('fss-capacity-scaled', {}));
      const advised = plan.warnings.find((w) => w.id === 'mount-options')?.params?.nconnect;
      const nconnect = extras.nconnect ?? (typeof advised === 'number' ? advised : null);
      return fssParts({
        tfName: naming.tfName,
        slug: naming.slug,
        mountTargetType: d.mountTargetType,
        mountTargets: d.mountTargets,
        fileSystems: [{ tfName: naming.tfName, slug: naming.slug, workloads: naming.workloads }],
        nconnect,
        clients: d.clients,
        notes,
      });
    }
    case 'block-volume':
      return bvParts({
        tfName: naming.tfName,
        slug: naming.slug,
        design: d.design,
        autotune: extras.autotune ?? null,
        host: naming.host ?? naming.tfName,
        workloads: naming.workloads,
        notes,
      });
    case 'dense-io': {
      const shape = dioEdition(d.catalog)?.shapes.find((s) => s.id === d.shape);
      if (!shape) return null;
      return dioParts({ tfName: naming.tfName, slug: naming.slug, shape, raid: d.raid, instances: d.instances, workloads: naming.workloads, notes });
    }
    case 'lustre':
      return lustreParts({
        tfName: naming.tfName,
        slug: naming.slug,
        fileSystemName: naming.lustreName ?? 'lustre',
        design: d.design,
        workloads: naming.workloads,
        notes,
      });
  }
}
