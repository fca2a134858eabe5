/**
 * The README of a job bundle, in the language of the words passed in: what the jobs prove,
 * how long they run, how to run them and read the results back, and (first, in bold) that a
 * write test on a device in use destroys its data. For Lustre with large or sequential blocks it
 * also suggests striping the scratch directory (`lfs setstripe -c -1`), marked as a suggestion:
 * no planned figure assumes a striping layout.
 */
import { BYTES_PER_MIB } from '../units.ts';
import type { FioBundle } from './bundle.ts';
import { lustreMountCommand } from './mount.ts';
import { DEFAULT_LUSTRE_MOUNT_POINT, SCRATCH_SUBDIRECTORY } from './targets.ts';
import { fillTemplate, noteText, type FioWords } from './words.ts';

/** Where the clients mount the file system (File Storage, Lustre). */
const mountPointOf = (b: FioBundle) => b.mountPoint ?? DEFAULT_LUSTRE_MOUNT_POINT;

/** Blocks of 1 MiB or more, or sequential access: where Lustre striping is worth a try. */
function largeOrSequential(b: FioBundle): boolean {
  return Math.max(b.shape.readBytes, b.shape.writeBytes) >= BYTES_PER_MIB || !b.shape.rw.startsWith('rand');
}

function safety(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.safetyTitle, '', r.safetyWarning, ''];
  if (b.scratchDir !== null) out.push(fillTemplate(r.safetyScratchDir, { path: b.scratchDir }), '');
  for (const j of b.jobs.slice(0, 1)) {
    const t = j.target;
    if (b.plan.fss) out.push(fillTemplate(r.safetyFss, { path: t.path.replace(/\/[^/]*$/, '') }));
    else if (b.plan.lustre) out.push(fillTemplate(r.safetyLustre, { path: t.path.replace(/\/[^/]*$/, '') }));
    else if (t.kind === 'device') out.push(fillTemplate(t.readOnly ? r.safetyReadOnly : r.safetyRawWrites, { devices: t.path }));
    else out.push(fillTemplate(r.safetyScratch, { path: t.path, devices: t.devices.join(', ') }));
  }
  return [...out, ''];
}

function files(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.filesTitle, ''];
  for (const j of b.jobs) {
    const text =
      j.client === null
        ? fillTemplate(r.fileJob, { file: j.file })
        : j.mountTarget === null
          ? fillTemplate(r.fileLustreClientJob, { file: j.file, client: j.client })
          : fillTemplate(r.fileClientJob, { file: j.file, client: j.client, mountTarget: j.mountTarget });
    out.push(`- ${text}`);
  }
  if (b.plan.fss || b.plan.lustre) {
    out.push(`- ${fillTemplate(r.fileSharedJob, { file: 'job.fio' })}`);
    out.push(`- ${fillTemplate(r.fileHosts, { file: 'hosts.list' })}`);
    out.push(
      `- ${b.plan.fss ? fillTemplate(r.fileMount, { file: 'mount.sh', options: b.mountOptions ?? '' }) : fillTemplate(r.fileLustreMount, { file: 'mount.sh', command: lustreMountCommand(mountPointOf(b)) })}`,
    );
  }
  out.push(`- ${fillTemplate(r.fileReadme, { file: 'README.md' })}`);
  return [...out, ''];
}

function howToRun(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.runTitle, ''];
  const first = b.jobs[0]!;
  if (b.plan.fss || b.plan.lustre) {
    out.push(`1. ${fillTemplate(r.runMount, { command: 'sudo sh mount.sh CLIENT' })}`);
    out.push(`2. ${fillTemplate(r.runEachClient, { command: first.command.replace(first.file, 'CLIENT.fio').replace(first.resultFile, 'CLIENT.json') })}`);
    out.push(`3. ${fillTemplate(r.runClientServer, { server: 'fio --server', command: b.clientServerCommand ?? '' })}`);
    if (b.plan.lustre && largeOrSequential(b))
      out.push('', fillTemplate(r.lustreStriping, { command: `lfs setstripe -c -1 ${mountPointOf(b)}/${SCRATCH_SUBDIRECTORY}` }));
  } else {
    if (b.plan.dio && b.plan.dio.drives > 1) out.push(fillTemplate(r.runRaid, { raid: b.plan.dio.raid, drives: b.plan.dio.drives }), '');
    out.push(fillTemplate(r.runBlock, { command: first.command }));
  }
  return [...out, ''];
}

/** The README as markdown. */
export function renderFioReadme(b: FioBundle, w: FioWords): string {
  const r = w.readme;
  const p = b.plan;
  const s = b.shape;
  const lines = [
    fillTemplate(r.title, { service: w.services[p.service] }),
    '',
    fillTemplate(r.intro, { service: w.services[p.service], catalog: p.catalog }),
    '',
    ...safety(b, w),
    r.proveTitle,
    '',
    fillTemplate(r.prove, {
      iops: Math.round(p.iops),
      mbps: p.throughputMBps,
      readPercent: p.readPercent,
      bs: s.bs,
      rw: s.rw,
      clients: p.clients,
      latencyUs: p.latencyUs,
    }),
    '',
    fillTemplate(r.concurrency, { outstanding: p.outstandingPerClient, numjobs: s.numjobs, iodepth: s.iodepth }),
    '',
    fillTemplate(r.duration, { seconds: b.runtimeSeconds + b.rampSeconds, ramp: b.rampSeconds, runtime: b.runtimeSeconds }),
    '',
    ...files(b, w),
    ...howToRun(b, w),
  ];
  if (b.notes.length > 0) lines.push(r.assumptionsTitle, '', ...b.notes.map((n) => `- ${noteText(w, n)}`), '');
  lines.push(
    r.readBackTitle,
    '',
    fillTemplate(r.readBack, {
      command: `npm run --silent plan -- SCENARIO.json --fio-results ${b.plan.fss || b.plan.lustre ? 'client-*.json' : b.jobs[0]!.resultFile}`,
    }),
    '',
  );
  return lines.join('\n');
}
