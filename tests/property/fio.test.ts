/**
 * fio bundles on any accepted scenario: building one never throws and gives either a bundle or
 * one of the two codes that mean "nothing to write" (no service fits; more clients than job files
 * are written for). Every job file carries the options the issue names, with enough in flight
 * for the plan. A fio document made to the bundle's own shape (random figures) reads back as the
 * plan's workload, with no NaN or Infinity anywhere in the comparison. Lustre bundles (its own
 * scenarios, and comparisons whose cheapest fitting entry is Lustre) write a job per client in
 * its own directory under the mount, as many clients as the scenario gives (one when it gives
 * none, and says so), and mount with the Lustre client.
 */
import { MAX_JOB_BYTES_PER_SECOND } from '../../src/engine/fio/sanity.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planScenario, type CompareResult } from '../../src/engine/index.ts';
import { buildFioJobs, parseFioBs, readFioResults, type FioBundle } from '../../src/engine/fio/index.ts';
import en from '../../src/ui/i18n/en/fio.ts';
import { nonFiniteNumbers, scenarioArbs } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(60);
const REQUIRED = ['rw', 'bs', 'direct', 'ioengine', 'numjobs', 'iodepth', 'runtime', 'ramp_time', 'time_based', 'group_reporting'];

const options = (text: string) => Object.fromEntries([...text.matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));

/** A fio 3.x document for one job of the bundle, with the given figures. */
function fioDocument(bundle: FioBundle, file: string, iops: number, latencyNs: number): string {
  const text = bundle.files.find((f) => f.name === file)!.text;
  const o = options(text);
  const bs = parseFioBs(o.bs!)!;
  const read = bundle.shape.rwmixread ?? (bundle.shape.rw.endsWith('read') ? 100 : 0);
  const dir = (share: number, bytes: number) => {
    // Figures that agree, as fio's do: the rate is the count over the 2 s runtime.
    // No more than one job can move (MAX_JOB_BYTES_PER_SECOND): beyond it the result is refused.
    const ios = Math.round(Math.min((iops * share) / 100, Math.floor(MAX_JOB_BYTES_PER_SECOND / bytes)) * 2);
    const ops = ios / 2;
    return {
      io_bytes: ios * bytes,
      bw_bytes: ops * bytes,
      iops: ops,
      total_ios: ios,
      runtime: 2000,
      clat_ns: { mean: latencyNs, percentile: { '99.000000': latencyNs * 3 } },
      lat_ns: { mean: latencyNs },
    };
  };
  return JSON.stringify({
    'fio version': 'fio-3.33',
    jobs: [{ jobname: text.match(/^\[(.+)\]$/m)![1], error: 0, 'job options': o, read: dir(read, bs.read), write: dir(100 - read, bs.write) }],
  });
}

describe('fio bundles on accepted scenarios', () => {
  for (const [name, arb] of Object.entries(scenarioArbs)) {
    it(`${name}: a bundle with complete job files, or a code; results of its shape read back`, () => {
      fc.assert(
        fc.property(arb, fc.double({ min: 1, max: 1e7, noNaN: true }), fc.double({ min: 1000, max: 1e8, noNaN: true }), (scenario, iops, latencyNs) => {
          const planned = planScenario(scenario);
          if (!planned.ok) return;
          const out = buildFioJobs(scenario, planned.result, en, { runtimeSeconds: 2, rampSeconds: 0 });
          if (!out.ok) {
            expect(['fio-no-fitting-service', 'fio-too-many-clients']).toContain(out.problem.code);
            return;
          }
          const b = out.bundle;
          expect(nonFiniteNumbers(b)).toEqual([]);
          for (const f of b.files) expect(f.text).not.toMatch(/NaN|Infinity|undefined/);
          for (const j of b.jobs) {
            const o = options(b.files.find((f) => f.name === j.file)!.text);
            for (const key of REQUIRED) expect(o[key], `${j.file}: ${key}`).toBeDefined();
            expect(Number(o.numjobs) * Number(o.iodepth)).toBeGreaterThanOrEqual(b.plan.outstandingPerClient);
            if (o.rwmixread !== undefined) expect(Number(o.rwmixread)).toSatisfy((n: number) => Number.isInteger(n) && n > 0 && n < 100);
            // Safety: a job that writes never targets a device unless asked to.
            if (!['randread', 'read'].includes(o.rw!)) expect(o.filename ?? '').not.toMatch(/^\/dev\//);
          }
          // The service planned: a scenario's own, or a comparison's cheapest fitting entry.
          expect(b.plan.service).toBe(scenario.service === 'compare' ? (planned.result as CompareResult).cheapest : scenario.service);
          if (b.plan.lustre) {
            const p = b.plan;
            const given =
              scenario.service === 'lustre'
                ? scenario.mode === 'evaluate'
                  ? scenario.workload.clients
                  : scenario.requirement.clients
                : scenario.service === 'compare'
                  ? scenario.requirement.clients
                  : undefined;
            expect(p.clients).toBe(given ?? 1);
            expect(p.assumptions.map((n) => n.code)).toEqual(given === undefined ? ['fio-assumed-one-client'] : []);
            expect(b.jobs).toHaveLength(p.clients);
            // Files on the mounted file system, one directory per client; never a device.
            for (const j of b.jobs) expect(j.target).toMatchObject({ kind: 'directory', path: `/mnt/lustre/fio-scratch/${j.client}`, readOnly: false });
            expect(b.files.find((f) => f.name === 'mount.sh')!.text).toContain('mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre');
            expect(b.notes.map((n) => n.code)).toContain('fio-lustre-client');
            // Enough in flight across the clients for the planned operations at the planned latency (Little's law).
            expect(p.outstandingPerClient * p.clients).toBeGreaterThanOrEqual((p.iops * p.latencyUs) / 1e6 - 1e-6);
            // MB/s and operations describe the same throughput at the one I/O size.
            expect(Math.abs(p.throughputMBps - (p.iops * p.readIoSizeKiB * 1024) / 1e6)).toBeLessThanOrEqual(1e-9 * Math.max(1, p.throughputMBps));
          }
          const first = b.jobs[0]!;
          const read = readFioResults(scenario, planned.result, [{ name: first.resultFile, text: fioDocument(b, first.file, iops, latencyNs) }]);
          if (!read.ok) throw new Error(JSON.stringify(read.problems));
          expect(nonFiniteNumbers(read.comparison)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
