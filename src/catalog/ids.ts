/**
 * Lists of ids the whole planner shares, stated once: the mount-target types (smallest
 * first, the order the planner tries them and draws them), the RAID levels, and the edition
 * ids of each product family (oldest first). The scenario schema, the forms and the charts
 * read these lists; none keeps its own copy. A leaf: it imports nothing, so every catalog
 * module can read it (the test holds each list to its product's editions).
 */

/** File Storage mount-target types, smallest first. */
export const mountTargetTypes = Object.freeze(['standard', 'hpmt-20', 'hpmt-40', 'hpmt-80'] as const);
export type MountTargetType = (typeof mountTargetTypes)[number];

/** RAID levels a Dense I/O plan may use, in the order the forms offer them. */
export const raidLevels = Object.freeze(['0', '1', '10', '5', '6'] as const);
export type RaidLevel = (typeof raidLevels)[number];

/** Edition ids by product family, oldest first. */
export const catalogIds = Object.freeze({
  fileStorage: Object.freeze(['fss-2019-10', 'fss-2023-08', 'fss-2024-11', 'fss-current'] as const),
  blockVolume: Object.freeze(['bv-seed', 'bv-current'] as const),
  denseIo: Object.freeze(['dio-2019-10', 'dio-current'] as const),
  lustre: Object.freeze(['lustre-current'] as const),
});
