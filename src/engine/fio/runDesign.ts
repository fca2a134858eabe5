/**
 * The design a fio run was for, as a design the user can open: the design key a run's job
 * files carry (`designKey` in calibration/index.ts: `hpmt-40x3`, `4x1000GB@higher-performance`,
 * `BM.DenseIO.E5.128/raid10`, `125MBps/TBx31.2TiB`) read back into the scenario's `chosen`
 * field for that service, checked by the same schema as any scenario.
 */
import type { ServiceId } from '../compare/types.ts';
import { chosenSchema, type Chosen } from '../scenario/compare.ts';
import { tibToGB } from '../units.ts';

/** The scenario's `chosen` key of each service. */
export const chosenKeyOf = { 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const;

/** A number written by `designKey` (digits, at most one point). */
const NUM = '(\\d+(?:\\.\\d+)?)';

function designOfKey(service: ServiceId, key: string): Record<string, unknown> | null {
  let m: RegExpExecArray | null;
  switch (service) {
    case 'file-storage':
      m = /^([a-z0-9-]+)x(\d+)$/.exec(key);
      return m ? { mountTargetType: m[1], mountTargets: Number(m[2]) } : null;
    case 'block-volume':
      m = new RegExp(`^(\\d+)x${NUM}GB@(.+)$`).exec(key);
      return m ? { volumes: Number(m[1]), volumeSizeGB: Number(m[2]), performanceLevel: m[3] } : null;
    case 'dense-io':
      m = /^(.+)\/raid(\d+)$/.exec(key);
      return m ? { shape: m[1], raid: m[2] } : null;
    case 'lustre':
      m = new RegExp(`^${NUM}MBps/TBx${NUM}TiB$`).exec(key);
      // The key's capacity is in binary TiB to three decimals; the scenario's in decimal GB.
      return m ? { performanceTierMBpsPerTB: Number(m[1]), capacityGB: Math.round(tibToGB(Number(m[2])) * 1000) / 1000 } : null;
  }
}

/**
 * The `chosen` document that opens the design a run was for: `service` (a service id) and
 * `key` (its design key, as the job files' description tag carries it). Null when the key is
 * not one the planner writes, or its design is not one the scenario can hold (the schema's
 * bounds; a name the edition lacks is set aside later, by the planner).
 */
export function chosenFromRun(service: string, key: string): Chosen | null {
  const id = Object.hasOwn(chosenKeyOf, service) ? (service as ServiceId) : null;
  if (!id || key.length > 200) return null;
  const design = designOfKey(id, key);
  if (!design) return null;
  const parsed = chosenSchema.safeParse({ [chosenKeyOf[id]]: design });
  return parsed.success ? parsed.data : null;
}
