/**
 * Calibration with the real fio: for one documented scenario of each service, the generated
 * jobs run for 2 seconds against scratch files, the JSON fio wrote is read back and adopted as
 * the scenario's calibration, and the scenario is planned again. The plan then uses the
 * latency fio measured for the design it tested, and changes exactly what follows from that
 * latency: no design, price or stored capacity moves, and the only limit whose capacity moves
 * is the clients' concurrency (Little's law).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedPaths } from '../fixtures/changedPaths.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationFromRun, fioPlanOf, readFioResults } from '../../src/engine/fio/index.ts';
import { planned, writeBundle } from './bundle.ts';
import { findFio, runFio } from './fio.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/scenarios');

let dir = '';
beforeAll(() => {
  findFio();
  dir = mkdtempSync(join(tmpdir(), 'fio-calibration-'));
}, 600_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a real fio run adopted as the calibration', () => {
  it.each(['fss-recommend.json', 'bv-recommend.json', 'dio-recommend.json', 'lustre-recommend.json'])(
    '%s',
    async (fixture) => {
      const { scenario, result } = planned(JSON.parse(readFileSync(join(FIXTURES, fixture), 'utf8')));
      const { work, bundle } = writeBundle(dir, fixture.replace('.json', ''), scenario, result);
      const job = bundle.jobs[0]!;
      if (job.target.kind === 'directory') mkdirSync(job.target.path, { recursive: true });
      await runFio(job.file, job.resultFile, work, job.target.readOnly ? ['--readonly'] : []);
      const read = readFioResults(scenario, result, [{ name: job.resultFile, text: readFileSync(join(work, job.resultFile), 'utf8') }]);
      if (!read.ok) throw new Error(JSON.stringify(read.problems));

      const calibration = calibrationFromRun(read.comparison);
      expect(calibration).not.toBeNull();
      expect(calibration!.latencyUs).toBeCloseTo(read.comparison.measured.latencyUs.mean, 0);
      expect(calibration!.service).toBe(read.comparison.design.service);
      // As a link or an export carries it: through the schema.
      const again = planned(JSON.parse(JSON.stringify({ ...scenario, calibration })));
      const use = again.result.calibration!;
      expect(use).toMatchObject({ status: 'applied', latencyUs: calibration!.latencyUs, design: calibration!.design, currentDesign: calibration!.design });

      // The plan's latency is the measured one: the next bundle's jobs are sized with it.
      const next = fioPlanOf(again.scenario, again.result);
      if (!next.ok) throw new Error(next.problem.code);
      expect(next.plan.latencyUs).toBeCloseTo(calibration!.latencyUs, 6);

      const changed = changedPaths(result, { ...again.result, calibration: undefined });
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.filter((p) => /(^|\.)(design|cost|monthlyUSD)(\.|$)/.test(p))).toEqual([]);
      for (const p of changed.filter((x) => /(^|\.)(limits|loads)\.\d+\.capacity$/.test(x))) {
        const limit = p
          .split('.')
          .slice(0, -1)
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], again.result) as { id: string };
        expect(limit.id).toBe('concurrency');
      }
      expect(JSON.stringify(again.result)).not.toMatch(/NaN|Infinity/);
    },
    60_000,
  );
});
