import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planScenario } from '../plan.ts';
import { parseScenario } from '../scenario/index.ts';
import { fioJobFiles } from './jobs.ts';

const planned = (doc: unknown) => {
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const out = planScenario(parsed.value);
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return [parsed.value, out.result] as const;
};
const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../tests/fixtures/scenarios', name), 'utf8')) as unknown;
const option = (text: string, key: string) => text.match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1];

describe('fio job bundles', () => {
  it('File Storage: a job per client in its own directory, a shared job, hosts list and mount script', () => {
    const out = fioJobFiles(...planned(fixture('fss-recommend.json')));
    if (!out.ok) throw new Error(out.problem.code);
    const names = out.bundle.files.map((f) => f.name);
    expect(names.filter((n) => /^client-\d+\.fio$/.test(n))).toHaveLength(40);
    expect(names).toEqual(expect.arrayContaining(['job.fio', 'hosts.list', 'mount.sh']));
    const c1 = out.bundle.files.find((f) => f.name === 'client-01.fio')!.text;
    expect(option(c1, 'directory')).toBe('/mnt/fss/fio-scratch/client-01');
    for (const [k, v] of [
      ['rw', 'randrw'],
      ['rwmixread', '75'],
      ['bs', '64k'],
      ['direct', '1'],
      ['ioengine', 'libaio'],
      ['time_based', '1'],
      ['group_reporting', '1'],
    ])
      expect(option(c1, k!)).toBe(v);
    expect(out.bundle.clientServerCommand).toBe('fio --output-format=json --output=results.json --client=hosts.list job.fio');
    expect(out.bundle.jobs.every((j) => j.command.includes('--output-format=json'))).toBe(true);
  });

  it('Dense I/O with writes: a scratch file by default, the RAID set only when raw writes are asked for', () => {
    const [s, r] = planned(fixture('dio-recommend.json'));
    const safe = fioJobFiles(s, r);
    const raw = fioJobFiles(s, r, { rawDeviceWrites: true });
    if (!safe.ok || !raw.ok) throw new Error('no bundle');
    expect(option(safe.bundle.files[0]!.text, 'filename')).toBe('/mnt/fio-scratch/dense-io.dat');
    expect(option(safe.bundle.files[0]!.text, 'size')).toBe('10240m');
    expect(safe.bundle.notes.map((n) => n.code)).toContain('fio-scratch-targets');
    expect(option(raw.bundle.files[0]!.text, 'filename')).toBe('/dev/md0');
    expect(raw.bundle.notes.map((n) => n.code)).toContain('fio-raw-device-writes');
  });

  it('a read-only Block Volume job reads every volume under --readonly', () => {
    const doc = { mode: 'evaluate', service: 'block-volume', design: { volumeSizeGB: 1000, volumes: 2 }, workload: { readPercent: 100, ioSizeKiB: 1024 } };
    const out = fioJobFiles(...planned(doc), { runtimeSeconds: 5, rampSeconds: 1 });
    if (!out.ok) throw new Error(out.problem.code);
    const text = out.bundle.files[0]!.text;
    expect(option(text, 'filename')).toBe('/dev/oracleoci/oraclevdb:/dev/oracleoci/oraclevdc');
    expect(option(text, 'size')).toBeUndefined();
    expect(option(text, 'runtime')).toBe('5');
    expect(out.bundle.jobs[0]!.command).toBe('fio --readonly --output-format=json --output=block-volume.json block-volume.fio');
  });

  it('Lustre: a job per client in its own directory on the mount, a shared job, hosts list and a Lustre mount script', () => {
    const doc = { mode: 'recommend', service: 'lustre', requirement: { readMBps: 3000, writeMBps: 1000, ioSizeKiB: 1024, clients: 12 } };
    const out = fioJobFiles(...planned(doc));
    if (!out.ok) throw new Error(out.problem.code);
    const b = out.bundle;
    const names = b.files.map((f) => f.name);
    expect(names.filter((n) => /^client-\d+\.fio$/.test(n))).toHaveLength(12);
    expect(names).toEqual(expect.arrayContaining(['job.fio', 'hosts.list', 'mount.sh']));
    expect(b.jobs.map((j) => j.target.path)).toEqual(b.jobs.map((j) => `/mnt/lustre/fio-scratch/${j.client}`));
    expect(b.jobs.every((j) => j.target.kind === 'directory' && j.mountTarget === null && !j.target.readOnly)).toBe(true);
    const c1 = b.files.find((f) => f.name === 'client-01.fio')!.text;
    for (const [k, v] of [
      ['rw', 'randrw'],
      ['rwmixread', '75'],
      ['bs', '1024k'],
      ['direct', '1'],
      ['size', '1024m'],
    ])
      expect(option(c1, k!)).toBe(v);
    expect(option(b.files.find((f) => f.name === 'job.fio')!.text, 'directory')).toBe('/mnt/lustre/fio-scratch');
    const mount = b.files.find((f) => f.name === 'mount.sh')!.text;
    expect(mount).toContain('mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre\n');
    expect(mount).not.toMatch(/nfs|MOUNT_TARGET/);
    expect(b.mountOptions).toBeNull();
    expect(b.mountPoint).toBe('/mnt/lustre');
    expect(b.clientServerCommand).toBe('fio --output-format=json --output=results.json --client=hosts.list job.fio');
    expect(b.notes.map((n) => n.code)).toContain('fio-lustre-client');
    expect(
      b.files
        .filter((f) => f.name.endsWith('.fio'))
        .map((f) => f.text)
        .join('\n'),
    ).not.toMatch(/\/dev\//);
  });

  it('Lustre: the mount point and the scratch directory follow the options', () => {
    const doc = {
      mode: 'evaluate',
      service: 'lustre',
      design: { performanceTierMBpsPerTB: 250, capacityGB: 40000 },
      workload: { readPercent: 0, ioSizeKiB: 256, clients: 2 },
    };
    const moved = fioJobFiles(...planned(doc), { mountPoint: '/lfs' });
    const scratch = fioJobFiles(...planned(doc), { scratchDir: '/tmp/x' });
    if (!moved.ok || !scratch.ok) throw new Error('no bundle');
    expect(moved.bundle.jobs[1]!.target.path).toBe('/lfs/fio-scratch/client-02');
    expect(moved.bundle.files.find((f) => f.name === 'mount.sh')!.text).toContain('" /lfs\nmkdir -p /lfs/fio-scratch/"$1"\n');
    expect(scratch.bundle.jobs[1]!.target.path).toBe('/tmp/x/client-02');
    expect(scratch.bundle.files.find((f) => f.name === 'mount.sh')!.text).not.toContain('fio-scratch');
    expect(option(scratch.bundle.files[0]!.text, 'rw')).toBe('randwrite');
  });

  it('refuses more clients than it writes job files for', () => {
    const doc = { mode: 'recommend', service: 'file-storage', requirement: { readMBps: 100, ioSizeKiB: 64, clients: 5000 } };
    const out = fioJobFiles(...planned(doc));
    expect(!out.ok && out.problem).toEqual({ code: 'fio-too-many-clients', params: { clients: 5000, limit: 1000 } });
    const lustre = fioJobFiles(...planned({ mode: 'recommend', service: 'lustre', requirement: { readMBps: 100, ioSizeKiB: 1024, clients: 1001 } }));
    expect(!lustre.ok && lustre.problem).toEqual({ code: 'fio-too-many-clients', params: { clients: 1001, limit: 1000 } });
  });
});
