import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from './scenario/index.ts';
import { planScenario } from './plan.ts';

const scenario = (doc: unknown): Scenario => {
  const p = parseScenario(doc);
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.value;
};

describe('planScenario: references the schema cannot check come back as issues', () => {
  it('compare with a mount-target type the chosen File Storage edition lacks (fss-2023-08 has Standard only)', () => {
    const out = planScenario(
      scenario({ mode: 'recommend', service: 'compare', catalogs: { fileStorage: 'fss-2023-08' }, requirement: { ioSizeKiB: 4, mountTargetType: 'hpmt-40' } }),
    );
    expect(out).toEqual({
      ok: false,
      issues: [{ path: 'requirement.mountTargetType', code: 'noMountTargetType', params: { edition: 'fss-2023-08', type: 'hpmt-40', allowed: ['standard'] } }],
    });
  });

  it.each([
    [
      'workload.clientShape',
      { mode: 'evaluate', service: 'file-storage', design: {}, workload: { readPercent: 100, ioSizeKiB: 64, clients: 4, clientShape: 'VM.Nope.Flex' } },
    ],
    [
      'requirement.clientShape',
      { mode: 'recommend', service: 'file-storage', requirement: { readMBps: 100, ioSizeKiB: 64, clients: 4, clientShape: 'VM.Nope.Flex' } },
    ],
    [
      'design.instanceShape',
      { mode: 'evaluate', service: 'block-volume', design: { volumes: 1, volumeSizeGB: 100, instanceShape: 'VM.Nope.Flex' }, workload: { ioSizeKiB: 4 } },
    ],
    [
      'requirement.instanceShape',
      { mode: 'recommend', service: 'block-volume', requirement: { iops: 100, ioSizeKiB: 4, capacityGB: 100, instanceShape: 'VM.Nope.Flex' } },
    ],
    ['requirement.clientShape', { mode: 'recommend', service: 'compare', requirement: { readMBps: 100, ioSizeKiB: 64, clientShape: 'VM.Nope.Flex' } }],
  ])('an unknown instance shape at %s (it would otherwise drop the client or instance checks silently)', (path, doc) => {
    // The parser refuses it (every way in, not only the command line), and planScenario too, for a caller that skips the parser.
    const parsed = parseScenario(doc);
    expect(!parsed.ok && parsed.issues[0]).toMatchObject({ path, code: 'unknownShape', params: { shape: 'VM.Nope.Flex' } });
    const out = planScenario(doc as Scenario);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.issues[0]!.path).toBe(path);
    expect(out.issues[0]).toMatchObject({ code: 'unknownShape', params: { shape: 'VM.Nope.Flex' } });
    expect(out.issues[0]!.params.allowed).toContain('VM.Standard.E5.Flex');
  });

  it('a known shape plans as before', () => {
    const out = planScenario(
      scenario({
        mode: 'recommend',
        service: 'file-storage',
        requirement: { readMBps: 100, ioSizeKiB: 64, clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 },
      }),
    );
    expect(out.ok).toBe(true);
  });
});
