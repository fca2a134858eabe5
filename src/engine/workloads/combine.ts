/**
 * Several workloads' requirements summed into one, for what they share: one Block Volume or
 * Dense I/O host (its per-instance limits, S-BVPERF; its drives), or one Lustre file system (its
 * throughput per TB and capacity, S-LFSCAP). A planner rule; no catalog figure.
 */
import type { CompareRequirement, MetadataRates } from '../scenario/schema.ts';
import { compareOps, splitDemand } from '../scenario/demand.ts';
import { opsToMBps } from '../units.ts';
import { finite } from '../units.ts';

function sumMetadata(rs: readonly CompareRequirement[]): MetadataRates | undefined {
  let out: Record<string, number> | undefined;
  for (const r of rs) {
    for (const [op, v] of Object.entries(r.metadataOpsPerSecond ?? {})) {
      out ??= {};
      out[op] = (out[op] ?? 0) + (v ?? 0);
    }
  }
  return out as MetadataRates | undefined;
}

const sum = (rs: readonly CompareRequirement[], f: (r: CompareRequirement) => number | undefined) => rs.reduce((s, r) => s + (f(r) ?? 0), 0);

/**
 * One requirement carrying all of `rs` (at least one): reads and writes as operations per
 * second summed (each the larger of its IOPS and MB/s at its I/O size, `compareOps`), with the
 * MB/s they move summed too, so the I/O size is their operation-weighted mean (KiB); capacity
 * (GB) and metadata rates summed; the strictest target utilization and latency ceiling; the
 * first workload's clients, shape and options for the rest. One requirement comes back as it is.
 * `sumClients`: Lustre's clients are each workload's own (summed); a host's are the host (kept).
 */
export function combineRequirements(rs: readonly CompareRequirement[], sumClients: boolean): CompareRequirement {
  if (rs.length === 1) return rs[0]!;
  const first = splitDemand(rs[0]!);
  let readOps = 0;
  let writeOps = 0;
  let readMBps = 0;
  let writeMBps = 0;
  for (const r of rs) {
    const ops = compareOps(r);
    readOps += ops.readOps;
    writeOps += ops.writeOps;
    readMBps += opsToMBps(ops.readOps, r.ioSizeKiB);
    writeMBps += opsToMBps(ops.writeOps, r.ioSizeKiB);
  }
  const totalOps = readOps + writeOps;
  const ioSizeKiB =
    totalOps > 0
      ? Math.min(
          16_384,
          Math.max(
            0.5,
            finite(
              sum(rs, (r) => {
                const o = compareOps(r);
                return (o.readOps + o.writeOps) * r.ioSizeKiB;
              }) / totalOps,
              first.ioSizeKiB,
            ),
          ),
        )
      : first.ioSizeKiB;
  const {
    readIops: _ri,
    writeIops: _wi,
    readMBps: _rm,
    writeMBps: _wm,
    readIoSizeKiB: _rio,
    writeIoSizeKiB: _wio,
    ...rest
  } = first as CompareRequirement & { readIoSizeKiB?: number; writeIoSizeKiB?: number };
  const targets = rs.map((r) => r.targetUtilizationPercent).filter((t): t is number => t !== undefined);
  const ceilings = rs.map((r) => r.maxLatencyMs).filter((t): t is number => t !== undefined);
  const capacities = rs.filter((r) => r.capacityGB !== undefined);
  const metadata = sumMetadata(rs);
  const clients = sum(rs, (r) => r.clients);
  const out: CompareRequirement = {
    ...rest,
    ioSizeKiB,
    ...(readOps > 0 ? { readIops: readOps, readMBps } : {}),
    ...(writeOps > 0 ? { writeIops: writeOps, writeMBps } : {}),
    ...(capacities.length > 0 ? { capacityGB: sum(capacities, (r) => r.capacityGB) } : {}),
    ...(metadata ? { metadataOpsPerSecond: metadata } : {}),
    ...(targets.length > 0 ? { targetUtilizationPercent: Math.min(...targets) } : {}),
    ...(ceilings.length > 0 ? { maxLatencyMs: Math.min(...ceilings) } : {}),
    ...(sumClients && clients > 0 ? { clients } : {}),
  };
  return out;
}
