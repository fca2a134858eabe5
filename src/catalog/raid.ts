/**
 * RAID levels a user might build over local NVMe devices: minimum drives, usable share and
 * write penalty (backend writes per application write). Textbook storage engineering, not OCI
 * figures, hence the 'engineering' source.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Cited } from './types.ts';

import type { RaidLevel } from './ids.ts';
export type { RaidLevel } from './ids.ts';

export interface RaidSpec {
  readonly level: RaidLevel;
  readonly name: string;
  readonly minDrives: Cited;
  /** Largest drive count the level is modelled with, where there is one (RAID 1: a two-drive mirror). */
  readonly maxDrives?: Cited;
  /** The drive-count rule in words, for messages ("RAID 10 needs an even number (at least 4) of drives"). */
  readonly rule: string;
  /** Usable capacity in drives' worth, as a rule on the drive count n. */
  readonly usable: 'n' | '1' | 'n/2' | 'n-1' | 'n-2';
  /** Needs an even number of drives (mirrored pairs). */
  readonly evenDrives: boolean;
  readonly writePenalty: Cited;
  /** Drives that can fail without data loss (worst case). */
  readonly failuresTolerated: Cited;
}

const W = 'RAID write penalty (I/Os per application write)';
const M = 'RAID minimum drive count';
const F = 'RAID fault tolerance (worst case)';
const eng = (value: number, unit: Cited['unit'], where: string, note?: string) => cite(value, unit, 'engineering', where, 'documented', note);

export const raidLevelsCatalog: Readonly<Record<RaidLevel, RaidSpec>> = deepFreeze({
  '0': {
    level: '0',
    name: 'RAID 0 (striping)',
    usable: 'n',
    evenDrives: false,
    rule: 'at least 1',
    minDrives: eng(
      1,
      'drives',
      M,
      'A real stripe needs 2 drives; one drive is allowed as the bare device (no striping, no protection), the baseline for single-drive shapes.',
    ),
    writePenalty: eng(1, 'count', W),
    failuresTolerated: eng(0, 'drives', F, 'Any drive failure loses the array.'),
  },
  '1': {
    level: '1',
    name: 'RAID 1 (mirroring)',
    usable: '1',
    evenDrives: true,
    rule: 'exactly 2',
    minDrives: eng(2, 'drives', M),
    maxDrives: eng(2, 'drives', 'RAID 1 modelled as a two-drive mirror', 'More drives are better laid out as RAID 10.'),
    writePenalty: eng(2, 'count', W, 'Counted for a two-way mirror; every further copy adds one write.'),
    failuresTolerated: eng(1, 'drives', F, 'For two drives; an n-way mirror tolerates n - 1.'),
  },
  '10': {
    level: '10',
    name: 'RAID 10 (striped mirrors)',
    usable: 'n/2',
    evenDrives: true,
    rule: 'an even number (at least 4) of',
    minDrives: eng(4, 'drives', M),
    writePenalty: eng(2, 'count', W),
    failuresTolerated: eng(1, 'drives', F, 'Worst case: both halves of one mirror; up to n/2 if failures fall in different pairs.'),
  },
  '5': {
    level: '5',
    name: 'RAID 5 (single parity)',
    usable: 'n-1',
    evenDrives: false,
    rule: 'at least 3',
    minDrives: eng(3, 'drives', M),
    writePenalty: eng(4, 'count', W, 'Read data, read parity, write data, write parity.'),
    failuresTolerated: eng(1, 'drives', F),
  },
  '6': {
    level: '6',
    name: 'RAID 6 (double parity)',
    usable: 'n-2',
    evenDrives: false,
    rule: 'at least 4',
    minDrives: eng(4, 'drives', M),
    writePenalty: eng(6, 'count', W, 'Three reads and three writes per small write.'),
    failuresTolerated: eng(2, 'drives', F),
  },
});

/**
 * Drives' worth of usable capacity for `drives` devices at `level`: 0 below the minimum; above
 * a maximum, or with an odd count where pairs are needed, the spare drives are left out.
 */
export function usableDrives(level: RaidLevel, drives: number): number {
  const spec = raidLevelsCatalog[level];
  if (drives < spec.minDrives.value) return 0;
  const n = spec.evenDrives && drives % 2 !== 0 ? drives - 1 : drives;
  switch (spec.usable) {
    case 'n':
      return n;
    case '1':
      return 1;
    case 'n/2':
      return n / 2;
    case 'n-1':
      return n - 1;
    case 'n-2':
      return n - 2;
  }
}
