/**
 * Latency and concurrency figures: the blog's worked numbers for a serial NFS client (one
 * outstanding transfer, so throughput = transfer size / round-trip time), Gigabit Ethernet
 * payload, the tar/partar comparison, and each service's latency bound.
 */
import { deepFreeze } from './freeze.ts';
import { cite } from './types.ts';

const REALARMS = 'comment 7 (realarms, 2008-05-24)';
const CLOSSON_REPLY = 'comment 6 (kevinclosson, 2008-04-11)';
const POST = 'post body (full table scan test, 2007-05)';
const TAR = 'Table 3';

/** One thread waiting for each 32 kB NFS transfer before asking for the next. */
export const nfsSerialTransfer = deepFreeze({
  transferKiB: cite(
    32,
    'KiB',
    'nfs-blog',
    REALARMS,
    'documented',
    'Written "32k" / "32kB" (the usual rsize of 32,768 B). The worked throughputs below match 32,000 B per round trip (32,000 B / 600 us = 53.3 MB/s).',
  ),
  gigabitWireTimeUs: cite(
    260,
    'us',
    'nfs-blog',
    REALARMS,
    'documented',
    'Theoretical time to move 32 kB of payload over one GbE link, before switch, server and client delays.',
  ),
  examples: [
    {
      latencyUs: cite(600, 'us', 'nfs-blog', REALARMS, 'documented', 'Round trip with switch hops and server time added to the wire time.'),
      mbps: cite(53, 'MBps', 'nfs-blog', REALARMS, 'documented', 'About 53 MB/s for a single thread.'),
    },
    {
      latencyUs: cite(2000, 'us', 'nfs-blog', REALARMS, 'documented', 'Printed 2 ms (an oversubscribed core network, "1-2 milliseconds").'),
      mbps: cite(16, 'MBps', 'nfs-blog', REALARMS, 'documented'),
    },
    {
      latencyUs: cite(5000, 'us', 'nfs-blog', REALARMS, 'documented', 'Printed 5 milliseconds of server latency per 32k request.'),
      mbps: cite(6, 'MBps', 'nfs-blog', REALARMS, 'documented'),
    },
  ],
});

/** What Gigabit Ethernet carries as NFS payload, and the blog's multi-path scan results. */
export const gigabitEthernet = deepFreeze({
  payloadMBpsLow: cite(
    114,
    'MBps',
    'nfs-blog',
    CLOSSON_REPLY,
    'documented',
    'Line speed for this kind of workload, "~114MB/s-118MB/s"; the post body also says about 114 MB/s.',
  ),
  payloadMBpsHigh: cite(118, 'MBps', 'nfs-blog', CLOSSON_REPLY, 'documented', 'Upper end of "~114MB/s-118MB/s".'),
  twoPathsMBps: cite(223, 'MBps', 'nfs-blog', POST, 'measured', '101 GB scanned in 466 seconds over two GbE paths.'),
  threePathsMBps: cite(329, 'MBps', 'nfs-blog', POST, 'measured', 'Three GbE paths; the author puts it at about 97% of linear scaling from 114 MB/s per path.'),
});

/** Serial tar against parallel partar extracting one large tarball onto File Storage. */
export const tarVersusPartar = deepFreeze({
  tar: {
    minutes: cite(39, 'min', 'fss-2024-11', TAR, 'measured'),
    iops: cite(1300, 'iops', 'fss-2024-11', TAR, 'measured', 'Column "IOPS Used"; the paper does not say whether front-end or backend.'),
  },
  partar: {
    minutes: cite(15, 'min', 'fss-2024-11', TAR, 'measured'),
    iops: cite(5100, 'iops', 'fss-2024-11', TAR, 'measured', 'Column "IOPS Used"; the paper does not say whether front-end or backend.'),
  },
});

/** Upper bounds on latency each service states, all in milliseconds for comparison. */
export const latencyFacts = deepFreeze({
  fssMs: cite(1, 'ms', 'fss-2024-11', 'section "I/O Latency"', 'documented', 'Upper bound: under one millisecond for most NFS operations.'),
  bvMs: cite(
    1,
    'ms',
    'bv-seed',
    'note "Performance Notes for Instance Types"',
    'documented',
    'Upper bound: sub-millisecond at the 95th percentile, whatever the shape or volume size.',
  ),
  nvmeMs: cite(0.1, 'ms', 'oci-2019-10', 'slide "Local NVMe Storage" (key capabilities)', 'documented', 'Upper bound: printed "<100 microseconds" (0.1 ms).'),
});

/**
 * Little's law, the rule behind every concurrency bound: operations per second = operations in
 * flight × 1000 / latency in ms. A bound whose latency is the user's own (not a document's)
 * cites it, with the user's latency as the value.
 */
export const littlesLaw = deepFreeze({
  msPerSecond: cite(
    1000,
    'ms',
    'engineering',
    "Little's law (L = λW)",
    'inferred',
    "Operations per second = operations in flight × 1000 / latency in ms; the latency is the user's own figure, not a document's.",
  ),
});

/**
 * The share of a client NIC's line rate that carries NFS data: Gigabit Ethernet moves about
 * 114 MB/s of payload against 125 MB/s on the wire (the blog's low figure). The planner bounds
 * every client by its NIC's line rate times this share.
 */
export const nicPayload = deepFreeze({
  percent: cite(
    91.2,
    'percent',
    'nfs-blog',
    CLOSSON_REPLY,
    'derived',
    '114 MB/s of payload on a 1 Gb/s (125 MB/s) link, the low end of "~114MB/s-118MB/s". Measured on Gigabit Ethernet; applied to faster NICs as the same share (planner\'s reading).',
  ),
});
