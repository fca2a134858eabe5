import { describe, expect, it } from 'vitest';
import { compareOps, compareServices, fssRequirementOf, lustreRequirementOf, bvRequirementOf, dioRequirementOf } from '../compare/index.ts';
import { demandIssues, demandWayOf, splitDemand } from './demand.ts';
import { parseScenario, type CompareRequirement } from './index.ts';
import { compareShape } from '../calibration/workloadShape.ts';

const oracle = { ioSizeKiB: 8, capacityGB: 2_000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16, clientMemoryGB: 256 };
const totalWay: CompareRequirement = { ...oracle, totalIops: 150_000, readSharePercent: 70 };
const splitWay: CompareRequirement = { ...oracle, readIops: 105_000, writeIops: 45_000 };

const compareDoc = (requirement: Record<string, unknown>) => ({ version: 5, mode: 'recommend', service: 'compare', requirement });

describe('splitDemand: a total and its read share as read and write fields', () => {
  it('150,000 IOPS at 70% reads is 105,000 read and 45,000 write IOPS, exactly', () => {
    expect(splitDemand(totalWay)).toEqual(splitWay);
  });

  it('splits MB/s and IOPS by the same share, and leaves a split requirement as it is', () => {
    expect(splitDemand({ ioSizeKiB: 1024, totalMBps: 5_000, totalIops: 100, readSharePercent: 90 })).toEqual({
      ioSizeKiB: 1024,
      readMBps: 4_500,
      writeMBps: 500,
      readIops: 90,
      writeIops: 10,
    });
    expect(splitDemand(splitWay)).toBe(splitWay);
    expect(demandWayOf(splitWay)).toBe('split');
    expect(demandWayOf(totalWay)).toBe('total');
  });

  it('every service plans the total way exactly as the split way', () => {
    expect(compareOps(totalWay)).toEqual(compareOps(splitWay));
    expect(fssRequirementOf(totalWay)).toEqual(fssRequirementOf(splitWay));
    expect(bvRequirementOf(totalWay)).toEqual(bvRequirementOf(splitWay));
    expect(dioRequirementOf(totalWay)).toEqual(dioRequirementOf(splitWay));
    expect(lustreRequirementOf(totalWay)).toEqual(lustreRequirementOf(splitWay));
    expect(compareShape(totalWay)).toEqual(compareShape(splitWay));
    expect(JSON.stringify(compareServices(totalWay))).toBe(JSON.stringify(compareServices(splitWay)));
  });

  it('a 5 GB/s render farm at 80% reads plans as 4,000 read and 1,000 write MB/s', () => {
    const base = { ioSizeKiB: 1024, capacityGB: 100_000, clients: 10 };
    const total = compareServices({ ...base, totalMBps: 5_000, readSharePercent: 80 });
    const split = compareServices({ ...base, readMBps: 4_000, writeMBps: 1_000 });
    expect(JSON.stringify(total)).toBe(JSON.stringify(split));
  });
});

describe('parseScenario: one way or the other', () => {
  it('accepts the total way, and keeps it as written', () => {
    const parsed = parseScenario(compareDoc(totalWay));
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.value.service === 'compare') expect(parsed.value.requirement).toEqual(totalWay);
  });

  it('refuses a total beside a split field of the same quantity, naming the fields', () => {
    const parsed = parseScenario(compareDoc({ ...totalWay, readIops: 105_000 }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues).toEqual([{ path: 'requirement.totalIops', code: 'demandBothWays', params: { fields: ['totalIops', 'readIops'] } }]);
  });

  it('refuses a read share beside split fields, and a total without a read share', () => {
    expect(demandIssues({ ioSizeKiB: 8, readMBps: 100, readSharePercent: 50 })).toEqual([
      { path: 'requirement.readSharePercent', code: 'demandBothWays', params: { fields: ['readSharePercent', 'readMBps'] } },
    ]);
    expect(demandIssues({ ioSizeKiB: 8, totalMBps: 100 })).toEqual([{ path: 'requirement.readSharePercent', code: 'required', params: {} }]);
    // A total of MB/s beside split IOPS is two quantities, each stated once; the share then
    // belongs to the total.
    expect(demandIssues({ ioSizeKiB: 8, totalMBps: 100, readSharePercent: 50, readIops: 10 })).toEqual([]);
  });
});

describe('one way to state demand on every service (parseScenario)', () => {
  const issuesOf = (service: string, { capacityGB, ...rest }: Record<string, unknown>) => {
    // Dense I/O names its capacity `usableCapacityGB`.
    const requirement = capacityGB === undefined ? rest : service === 'dense-io' ? { ...rest, usableCapacityGB: capacityGB } : { ...rest, capacityGB };
    const r = parseScenario({ mode: 'recommend', service, requirement });
    return r.ok ? [] : r.issues.map((i) => [i.path, i.code]);
  };

  it('takes the totals with a read share, or the reads and writes, on every service', () => {
    for (const service of ['file-storage', 'lustre', 'block-volume', 'dense-io']) {
      expect(issuesOf(service, { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 1000 })).toEqual([]);
      expect(issuesOf(service, { readIops: 105_000, writeIops: 45_000, ioSizeKiB: 8, capacityGB: 1000 })).toEqual([]);
    }
  });

  it('refuses a total without its share, and both ways for one quantity, on every service', () => {
    for (const service of ['file-storage', 'lustre', 'block-volume', 'dense-io']) {
      expect(issuesOf(service, { totalIops: 150_000, ioSizeKiB: 8, capacityGB: 1000 })).toEqual([['requirement.readSharePercent', 'required']]);
      expect(issuesOf(service, { totalIops: 1, readIops: 1, readSharePercent: 50, ioSizeKiB: 8, capacityGB: 1000 })).toEqual([
        ['requirement.totalIops', 'demandBothWays'],
      ]);
    }
  });

  it("refuses Block Volume's and Dense I/O's own IOPS beside the comparison's fields, and Dense I/O without any demand", () => {
    expect(issuesOf('block-volume', { iops: 100, readIops: 50, ioSizeKiB: 8, capacityGB: 100 })).toEqual([['requirement.iops', 'demandBothWays']]);
    expect(issuesOf('dense-io', { readPercent: 70, totalIops: 100, readSharePercent: 70, ioSizeKiB: 8 })).toEqual([
      ['requirement.readPercent', 'demandBothWays'],
    ]);
    expect(issuesOf('dense-io', { ioSizeKiB: 8 })).toEqual([['requirement.iops', 'required']]);
    expect(issuesOf('dense-io', { iops: 100, ioSizeKiB: 8 })).toEqual([['requirement.readPercent', 'required']]);
    expect(issuesOf('block-volume', { iops: 100, readPercent: 70, ioSizeKiB: 8, capacityGB: 100 })).toEqual([]);
  });
});
