/**
 * NFSv3 (and NLM) operation costs in File Storage backend IOPS: Table 2 of both performance
 * papers. The two editions print the same numbers; each keeps its own citation, and the
 * current edition carries the 2024 table because today's documentation does not publish one.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Basis, type MetadataOp, type NfsOpCostTable, type SourceId } from './types.ts';

/** Backend IOPS per operation, grouped as the table groups them. */
const METADATA_COSTS: Readonly<Record<MetadataOp, number>> = {
  access: 1,
  commit: 1,
  fsinfo: 1,
  fsstat: 1,
  getattr: 1,
  readlink: 1,
  pathconf: 1,
  lookup: 2,
  readdir: 2,
  setattr: 2,
  create: 4,
  link: 4,
  mkdir: 4,
  mknod: 4,
  readdirplus: 4,
  rmdir: 4,
  symlink: 4,
  remove: 8,
  rename: 8,
  nlm: 4,
  nlmFreeAll: 8,
};

function opCostTable(source: SourceId, where: string, basis: Basis, note?: string): NfsOpCostTable {
  const c = (value: number, extra?: string) => cite(value, 'backendIops', source, where, basis, [note, extra].filter(Boolean).join(' ') || undefined);
  const metadata = Object.fromEntries(
    (Object.keys(METADATA_COSTS) as MetadataOp[]).map((op) => {
      const extra = op === 'nlm' ? 'Every NLM (lock manager) operation other than FREE_ALL.' : op === 'nlmFreeAll' ? 'NLM FREE_ALL.' : undefined;
      return [op, c(METADATA_COSTS[op], extra)];
    }),
  ) as Record<MetadataOp, ReturnType<typeof c>>;
  return deepFreeze({
    metadata,
    readBase: c(2, 'A READ of up to 32 KiB.'),
    readStep: c(1, 'Added for each further 32 KiB of READ size (over 32 and up to 64 KiB costs 3).'),
    writeBase: c(4, 'A WRITE of up to 32 KiB.'),
    writeStep: c(2, 'Added for each further 32 KiB of WRITE size.'),
    stepKiB: cite(32, 'KiB', source, where, basis, note),
  });
}

/** fss-2024-11, Table 2 "NFS Operations to IOPS Mapping". */
export const nfsOpCosts2024: NfsOpCostTable = opCostTable('fss-2024-11', 'Table 2', 'documented');

/** fss-2023-08, 表2 (Table 2), same figures in the Japanese edition. */
export const nfsOpCosts2023: NfsOpCostTable = opCostTable('fss-2023-08', 'Table 2 (表2. NFS操作とIOPSの対応)', 'documented');

/** The current docs publish no mapping; the 2024 paper's table is carried forward. */
export const nfsOpCostsCurrent: NfsOpCostTable = opCostTable(
  'fss-2024-11',
  'Table 2',
  'carried',
  'Current OCI documentation publishes no operation-to-IOPS table; carried from the November 2024 paper.',
);
