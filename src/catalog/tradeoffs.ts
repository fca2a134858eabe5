/**
 * What each service gives up besides money, for the comparison: durability, protocol and the
 * software a client needs, each with the page that says it, or the search that found nothing.
 * The words are the UI's (`results.engine.tradeoff.<topic>.<service>`); this module holds the
 * provenance and the one durability figure that is a number.
 */
import { deepFreeze } from './freeze.ts';
import { lustreCurrent } from './lustre.ts';
import { nvmeDurability } from './denseIo.ts';
import { cite, type Cited, type SourceId } from './types.ts';

export type TradeoffTopic = 'durability' | 'protocol' | 'clientSoftware';
export type TradeoffService = 'file-storage' | 'block-volume' | 'dense-io' | 'lustre';

/** Where a trade-off is stated, or that the stored pages are silent on it. */
export type TradeoffFact =
  { readonly stated: true; readonly source: SourceId; readonly where: string; readonly figure?: Cited } | { readonly stated: false; readonly looked: string };

const stated = (source: SourceId, where: string, figure?: Cited): TradeoffFact =>
  figure ? { stated: true, source, where, figure } : { stated: true, source, where };

const lustreSilent = (topic: string): TradeoffFact => {
  const np = lustreCurrent.notPublished.find((n) => n.topic.startsWith(topic));
  return { stated: false, looked: np?.looked ?? 'not in the stored Lustre pages' };
};

export const tradeoffs: Readonly<Record<TradeoffService, Readonly<Record<TradeoffTopic, TradeoffFact>>>> = deepFreeze({
  'file-storage': {
    durability: stated(
      'S-FSOVR',
      'overview (storage replication)',
      cite(
        5,
        'count',
        'S-FSOVR',
        'overview (storage replication)',
        'documented',
        '5-way replicated across fault domains, erasure coded; the data stays in one availability domain.',
      ),
    ),
    protocol: stated('S-FSOVR', 'overview (NFSv3 with NLM locking)'),
    clientSoftware: stated('S-FSTLS', 'in-transit encryption: oci-fss-utils (Linux), stunnel (Windows)'),
  },
  'block-volume': {
    durability: stated(
      'S-BVOVR',
      'durability objective',
      cite(99.99, 'percent', 'S-BVOVR', 'durability objective', 'documented', 'Annual durability of block and boot volumes.'),
    ),
    protocol: stated('S-BVOVR', 'attachment types (iSCSI, paravirtualized)'),
    clientSoftware: stated('S-MPATH', 'iSCSI multipath prerequisites (Oracle Cloud Agent, Block Volume Management plugin)'),
  },
  'dense-io': {
    durability: stated(nvmeDurability.ociRedundancyDrives.source, nvmeDurability.ociRedundancyDrives.where, nvmeDurability.ociRedundancyDrives),
    protocol: stated('oci-2019-10', 'slide "Local NVMe Storage"'),
    clientSoftware: stated('S-NVMEINFO', "statement on NVMe device protection (RAID is the customer's)"),
  },
  lustre: {
    durability: lustreSilent('durability'),
    protocol: stated(lustreCurrent.clientRequired.source, lustreCurrent.clientRequired.where),
    clientSoftware: stated(lustreCurrent.clientRequired.source, lustreCurrent.clientRequired.where),
  },
});
