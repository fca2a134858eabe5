/**
 * The names Oracle gives the mount-target types, as its documents print them. A name is
 * catalog data, the same in every language; the sentences around it live in src/ui/i18n.
 */
import { deepFreeze } from './freeze.ts';
import type { MountTargetType } from './types.ts';

export const mountTargetLabels: Readonly<Record<MountTargetType, string>> = deepFreeze({
  standard: 'Standard',
  'hpmt-20': 'HPMT-20',
  'hpmt-40': 'HPMT-40',
  'hpmt-80': 'HPMT-80',
});
