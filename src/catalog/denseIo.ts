/**
 * Dense I/O (local NVMe) editions, and what OCI does (nothing) to protect the data on them.
 */
import { dio2019Shapes } from './denseIo2019.ts';
import { dioCurrentShapes } from './denseIoCurrent.ts';
import { deepFreeze } from './freeze.ts';
import { cite, type DioEdition, type SourceId } from './types.ts';

export type DioEditionId = DioEdition['id'];

const LATENCY_WHERE = 'slide "Local NVMe Storage" (key capabilities)';

const dio2019: DioEdition = {
  id: 'dio-2019-10',
  title: 'Dense I/O local NVMe (OCI storage deck, October 2019)',
  date: '2019-10',
  sources: ['oci-2019-10', 'S-SHAPES-NEW'],
  shapes: dio2019Shapes,
  latencyUs: cite(100, 'us', 'oci-2019-10', LATENCY_WHERE, 'documented', 'An upper bound ("<100 microseconds").'),
  slaDefinition:
    'Minimum supported IOPS per shape, tested with 4k blocks and 100% random writes on drives in steady state, ' +
    'using third-party benchmark suites (cloudharmony block-storage) on Oracle Linux.',
};

const dioCurrent: DioEdition = {
  id: 'dio-current',
  title: 'Dense I/O local NVMe, current OCI documentation (shapes page 2025 or later; NVMe performance page 2024-06-03)',
  date: '2024-06-03',
  sources: ['S-SHAPES-NEW', 'S-NVMEPERF', 'S-NVMEINFO', 'oci-2019-10'],
  shapes: dioCurrentShapes,
  latencyUs: cite(
    100,
    'us',
    'oci-2019-10',
    LATENCY_WHERE,
    'carried',
    'Current docs give no NVMe latency figure; the 2019 deck\'s "<100 microseconds" is carried.',
  ),
  slaDefinition:
    'Minimum IOPS per shape from an FIO test with 4k blocks and 100% random writes, drives in steady state (S-NVMEPERF). ' +
    'The 2019 deck describes the same kind of test but lists higher minimums; these are the figures that apply now.',
};

export const dioEditions: Readonly<Record<DioEditionId, DioEdition>> = deepFreeze({
  'dio-2019-10': dio2019,
  'dio-current': dioCurrent,
});

export const defaultDioEditionId: DioEditionId = 'dio-current';

/**
 * Local NVMe has no OCI-side protection: no RAID, backup, snapshot or image. The planner must
 * say so and leave redundancy (RAID, replication, copies elsewhere) to the user.
 */
export const nvmeDurability = deepFreeze({
  sources: ['S-NVMEINFO', 'oci-2019-10'] as readonly SourceId[],
  ociRedundancyDrives: cite(
    0,
    'drives',
    'S-NVMEINFO',
    'statement on NVMe device protection',
    'inferred',
    'OCI neither RAIDs nor backs up local NVMe devices, so it keeps no redundant drive; the customer must add RAID or copies.',
  ),
  copyOffNetworkGbps: cite(
    10,
    'Gbps',
    'oci-2019-10',
    'slide "What to do when an NVMe Device Fails"',
    'documented',
    "The deck's advice after a device failure: start a new instance and copy the data off (rsync) over the full 10 Gb/s between instances. A 2019 figure.",
  ),
});
