/**
 * A run applies only to the design it was run against (issue 27 item 5): the job files carry
 * the plan's tag, and a result whose tag or job name says another service, catalog or design is
 * refused, saying what it was for.
 */
import { describe, expect, it } from 'vitest';
import { planScenario, type Scenario } from '../index.ts';
import { readFioResults } from './index.ts';
import { fioJobFiles } from './jobs.ts';

const bv: Scenario = { version: 7, mode: 'recommend', service: 'block-volume', requirement: { iops: 20_000, ioSizeKiB: 8, capacityGB: 2000, readPercent: 70 } };
const dio: Scenario = { version: 7, mode: 'recommend', service: 'dense-io', requirement: { iops: 20_000, ioSizeKiB: 8, readPercent: 70 } };
const planOf = (s: Scenario) => {
  const out = planScenario(s);
  if (!out.ok) throw new Error('not planned');
  return out.result;
};

/** A result of the bundle's first job file, with figures that agree. */
function resultOf(s: Scenario): string {
  const built = fioJobFiles(s, planOf(s), { runtimeSeconds: 2, rampSeconds: 0 });
  if (!built.ok) throw new Error(built.problem.code);
  const text = built.bundle.files.find((f) => f.name.endsWith('.fio'))!.text;
  const options = Object.fromEntries([...text.matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  const d = (ios: number) => ({
    io_bytes: ios * 8192,
    bw_bytes: (ios / 2) * 8192,
    iops: ios / 2,
    total_ios: ios,
    runtime: 2000,
    clat_ns: { mean: 500_000 },
    lat_ns: { mean: 500_000 },
  });
  return JSON.stringify({
    'fio version': 'fio-3.36',
    jobs: [{ jobname: text.match(/^\[(.+)\]$/m)![1], error: 0, 'job options': options, read: d(28_000), write: d(12_000) }],
  });
}

describe('a run and the design it was for', () => {
  it('the job files carry the plan: service, catalog and design', () => {
    expect(resultOf(bv)).toMatch(/"description":"oci-planner\/block-volume\/bv-current\/\d+x\d+GB@[a-z-]+"/);
  });

  it('read against its own plan, it compares', () => {
    expect(readFioResults(bv, planOf(bv), [{ name: 'r.json', text: resultOf(bv) }]).ok).toBe(true);
  });

  it('a Block Volume run read against a Dense I/O plan is refused, saying what it was for', () => {
    const out = readFioResults(dio, planOf(dio), [{ name: 'r.json', text: resultOf(bv) }]);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems).toEqual([
      expect.objectContaining({
        code: 'fio-other-design',
        file: 'r.json',
        params: expect.objectContaining({ service: 'block-volume', catalog: 'bv-current', plannedService: 'dense-io' }),
      }),
    ]);
  });

  it('a run of another design of the same service is refused too', () => {
    const bigger: Scenario = { ...bv, requirement: { ...bv.requirement, capacityGB: 20_000 } } as Scenario;
    const out = readFioResults(bigger, planOf(bigger), [{ name: 'r.json', text: resultOf(bv) }]);
    expect(!out.ok && out.problems[0]?.code).toBe('fio-other-design');
  });

  it('without the tag, the job name still says the service', () => {
    const untagged = resultOf(bv).replace(/"description":"[^"]*",/, '');
    const out = readFioResults(dio, planOf(dio), [{ name: 'r.json', text: untagged }]);
    expect(!out.ok && out.problems[0]).toMatchObject({ code: 'fio-other-design', params: { service: 'block-volume', design: '-' } });
  });
});
