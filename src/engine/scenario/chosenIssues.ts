/**
 * A comparison's chosen designs checked against the catalog editions in use: a mount-target
 * type, a performance level or a Dense I/O shape the edition lacks is refused with the values it
 * has (`notOneOf`, the ordinary "must be one of"), never dropped. Lustre's tier and the RAID level
 * are checked by the schema itself.
 */
import { bvEditions, defaultCatalogs, dioEditions, fssEditions } from '../../catalog/index.ts';
import type { Chosen } from './compare.ts';
import type { Catalogs } from './schema.ts';
import type { ScenarioIssue } from './issues.ts';

/** The issues of `chosen` (at `path`, e.g. `chosen` or `workloads.2.chosen`) under the editions `catalogs` names. */
export function chosenIssues(chosen: Chosen | undefined, catalogs: Catalogs | undefined, path: string): ScenarioIssue[] {
  if (!chosen) return [];
  const issues: ScenarioIssue[] = [];
  const fs = chosen.fileStorage;
  if (fs) {
    const edition = fssEditions[catalogs?.fileStorage ?? defaultCatalogs.fileStorage];
    const allowed = edition.kind === 'mount-target' ? Object.keys(edition.mountTargets) : [];
    if (!allowed.includes(fs.mountTargetType)) issues.push({ path: `${path}.fileStorage.mountTargetType`, code: 'notOneOf', params: { allowed } });
  }
  const bv = chosen.blockVolume;
  if (bv) {
    const allowed = bvEditions[catalogs?.blockVolume ?? defaultCatalogs.blockVolume].levels.map((l) => l.id);
    if (!allowed.includes(bv.performanceLevel)) issues.push({ path: `${path}.blockVolume.performanceLevel`, code: 'notOneOf', params: { allowed } });
  }
  const dio = chosen.denseIo;
  if (dio) {
    const shapes = dioEditions[catalogs?.denseIo ?? defaultCatalogs.denseIo].shapes;
    if (!shapes.some((s) => s.id === dio.shape || s.shapeName === dio.shape))
      issues.push({ path: `${path}.denseIo.shape`, code: 'notOneOf', params: { allowed: shapes.map((s) => s.id) } });
  }
  return issues;
}
