/**
 * Concurrency and latency in the forward model, by Little's law: a client with `outstanding`
 * operations in flight, each taking `latency`, completes at most outstanding / latency
 * operations per second, so it moves at most outstanding × I/O size / latency.
 *
 * Outstanding operations per client = threads (fio's numjobs) × I/Os in flight per thread (its
 * iodepth). The per-operation latency is the service's stated bound (File Storage: under 1 ms
 * for most NFS operations, fss-2024-11 "I/O Latency"; Block Volume: sub-millisecond at P95,
 * bv-seed), or the user's own figure.
 */
import { littlesLaw } from '../../catalog/latency.ts';
import type { Cited, SourceId } from '../../catalog/types.ts';
import { ceilSafe, finite } from '../units.ts';

/** What a scenario says about concurrency (all optional). */
export interface ConcurrencyInput {
  /** Threads (fio jobs) per client. */
  readonly threads?: number | undefined;
  /** I/Os in flight per thread (fio iodepth). */
  readonly queueDepth?: number | undefined;
  /** Per-operation latency, ms, overriding the service's stated figure. */
  readonly latencyMs?: number | undefined;
}

export interface Concurrency {
  /** Per-operation latency used, ms. */
  readonly latencyMs: number;
  /** Where it comes from: the service's stated figure, or the user. */
  readonly latencySource: SourceId | 'user';
  /** Operations in flight per client (threads × queue depth), or null when not given. */
  readonly outstandingPerClient: number | null;
  /** Threads and queue depth as used (a missing one of the two counts as 1). */
  readonly threads: number | null;
  readonly queueDepth: number | null;
  /** Operations per second one client can complete, or null when not checked. */
  readonly opsPerClient: number | null;
}

/** The concurrency of a client from what the scenario gives, with the service's latency as fallback. */
export function clientConcurrency(input: ConcurrencyInput, serviceLatency: Cited): Concurrency {
  const fromUser = input.latencyMs !== undefined && input.latencyMs > 0;
  const latencyMs = fromUser ? input.latencyMs! : serviceLatency.value;
  const given = input.threads !== undefined || input.queueDepth !== undefined;
  const threads = given ? (input.threads ?? 1) : null;
  const queueDepth = given ? (input.queueDepth ?? 1) : null;
  const outstanding = threads !== null && queueDepth !== null ? threads * queueDepth : null;
  return {
    latencyMs,
    latencySource: fromUser ? 'user' : serviceLatency.source,
    outstandingPerClient: outstanding,
    threads,
    queueDepth,
    opsPerClient: outstanding === null ? null : opsFromConcurrency(outstanding, latencyMs),
  };
}

/**
 * The figure behind a concurrency bound: the service's stated latency, or, for the user's own
 * latency, Little's law with that latency as its value (basis inferred).
 */
export function latencyCited(c: Concurrency, serviceLatency: Cited): Cited {
  if (c.latencySource !== 'user') return serviceLatency;
  return { ...littlesLaw.msPerSecond, value: c.latencyMs };
}

/** Little's law: operations per second from operations in flight and latency (ms). */
export function opsFromConcurrency(outstanding: number, latencyMs: number): number {
  return latencyMs > 0 ? finite((outstanding * 1000) / latencyMs) : 0;
}

/** Little's law the other way: operations in flight needed for `opsPerSecond` at `latencyMs`. */
export function outstandingNeeded(opsPerSecond: number, latencyMs: number): number {
  return finite((opsPerSecond * latencyMs) / 1000);
}

/** What a requirement needs in flight, in total and per client (whole operations, rounded up). */
export interface ConcurrencyNeed {
  readonly latencyMs: number;
  readonly latencySource: SourceId | 'user';
  /** Operations in flight across all clients. */
  readonly outstanding: number;
  /** Per client, when the number of clients is known. */
  readonly perClient: number | null;
  /** What the clients have in flight, when the scenario says. */
  readonly available: number | null;
}

/**
 * Operations in flight a requirement of `opsPerSecond` (IOPS) needs at the latency `c` uses (ms),
 * by Little's law: in total, per client (`clients`, null when not given), and what the clients
 * have in flight (threads × queue depth × clients, missing clients counting as 1).
 */
export function concurrencyNeed(opsPerSecond: number, clients: number | undefined, c: Concurrency): ConcurrencyNeed {
  const total = outstandingNeeded(opsPerSecond, c.latencyMs);
  const n = clients ?? 1;
  return {
    latencyMs: c.latencyMs,
    latencySource: c.latencySource,
    outstanding: ceilSafe(total),
    perClient: clients === undefined ? null : ceilSafe(total / n),
    available: c.outstandingPerClient === null ? null : c.outstandingPerClient * n,
  };
}
