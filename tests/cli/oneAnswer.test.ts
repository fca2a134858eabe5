/**
 * One plan, one answer on the command line (issue 20, item 7): 5,000 MB/s of 1 MiB reads from
 * four 8-OCPU VM.Standard.E5.Flex clients, which move about 3,648 MB/s of NFS payload. The JSON's
 * top-level `feasible` and `evaluation.feasible` agree, the reason says nothing fits, and the
 * remedies name the fewest clients and the client size that would carry it. The same for the
 * one-host database of item 6: the closest design is an HPMT-80, not the cheapest Standard.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'fss-one-answer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function plan(requirement: Record<string, unknown>): Record<string, unknown> & { evaluation: Record<string, unknown> } {
  const file = join(dir, `${Object.values(requirement).join('-')}.json`);
  writeFileSync(file, JSON.stringify({ version: 5, mode: 'recommend', service: 'file-storage', requirement }));
  const out = run([file]);
  expect(out.code, out.stderr).toBe(0);
  return JSON.parse(out.stdout) as Record<string, unknown> & { evaluation: Record<string, unknown> };
}

describe('plan FILE: a File Storage plan that does not carry its requirement says so in every field', () => {
  it('5,000 MB/s from four 8-OCPU E5.Flex clients: feasible and evaluation.feasible are both false, with remedies', () => {
    const out = plan({ readMBps: 5000, ioSizeKiB: 1024, clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 });
    expect(out.feasible).toBe(false);
    expect(out.evaluation.feasible).toBe(false);
    expect((out.reason as { code: string }).code).toBe('fss-none');
    const remedies = out.remedies as { code: string; params: Record<string, unknown> }[];
    // 5,000 MB/s over 912 MB/s of payload per 8-OCPU client (8 Gb/s × 91.2%): six clients.
    expect(remedies.find((r) => r.code === 'more-clients')?.params.clients).toBe(6);
    // 1,250 MB/s each: 11 OCPUs (11 Gb/s × 125 × 91.2% = 1,254 MB/s).
    expect(remedies.find((r) => r.code === 'larger-client')?.params).toMatchObject({ mbpsPerClient: 1250, ocpus: 11 });
  });

  it('the same requirement from six clients is feasible, with no remedies', () => {
    const out = plan({ readMBps: 5000, ioSizeKiB: 1024, clients: 6, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 });
    expect(out.feasible).toBe(true);
    expect(out.evaluation.feasible).toBe(true);
    expect(out.remedies).toEqual([]);
  });

  it('one database host, 150,000 IOPS at 70% reads of 8 KiB: the closest design is 1 × HPMT-80, not 1 × Standard', () => {
    const out = plan({ readIops: 105_000, writeIops: 45_000, ioSizeKiB: 8, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16 });
    expect(out.feasible).toBe(false);
    expect(out.evaluation.feasible).toBe(false);
    expect(out.design).toEqual({ mountTargetType: 'hpmt-80', mountTargets: 1 });
    expect((out.reason as { code: string }).code).toBe('fss-none');
    expect((out.remedies as { code: string }[]).map((r) => r.code)).toContain('more-clients');
  });
});
