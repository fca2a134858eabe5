/**
 * The NFS metadata operations a scenario may give rates for, by the names the 2024 paper's
 * Table 2 uses (its backend-IOPS costs live in the catalog, src/catalog/nfsOpCosts.ts).
 */
export const metadataOps = [
  'access',
  'commit',
  'fsinfo',
  'fsstat',
  'getattr',
  'readlink',
  'pathconf',
  'lookup',
  'readdir',
  'setattr',
  'create',
  'link',
  'mkdir',
  'mknod',
  'readdirplus',
  'rmdir',
  'symlink',
  'remove',
  'rename',
  'nlm',
  'nlmFreeAll',
] as const;
