/**
 * The README of a job bundle, in the language of the words passed in: what the jobs prove,
 * how long they run, how to run them and read the results back, and (first, in bold) that a
 * write test on a device in use destroys its data.
 */
import type { FioBundle } from './jobs.ts';
import { fillTemplate, noteText, type FioWords } from './words.ts';

function safety(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.safetyTitle, '', r.safetyWarning, ''];
  if (b.scratchDir !== null) out.push(fillTemplate(r.safetyScratchDir, { path: b.scratchDir }), '');
  for (const j of b.jobs.slice(0, 1)) {
    const t = j.target;
    if (b.plan.fss) out.push(fillTemplate(r.safetyFss, { path: t.path.replace(/\/[^/]*$/, '') }));
    else if (t.kind === 'device') out.push(fillTemplate(t.readOnly ? r.safetyReadOnly : r.safetyRawWrites, { devices: t.path }));
    else out.push(fillTemplate(r.safetyScratch, { path: t.path, devices: t.devices.join(', ') }));
  }
  return [...out, ''];
}

function files(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.filesTitle, ''];
  for (const j of b.jobs) {
    out.push(`- ${j.client !== null ? fillTemplate(r.fileClientJob, { file: j.file, client: j.client, mountTarget: j.mountTarget ?? 1 }) : fillTemplate(r.fileJob, { file: j.file })}`);
  }
  if (b.plan.fss) {
    out.push(`- ${fillTemplate(r.fileSharedJob, { file: 'job.fio' })}`);
    out.push(`- ${fillTemplate(r.fileHosts, { file: 'hosts.list' })}`);
    out.push(`- ${fillTemplate(r.fileMount, { file: 'mount.sh', options: b.mountOptions ?? '' })}`);
  }
  out.push(`- ${fillTemplate(r.fileReadme, { file: 'README.md' })}`);
  return [...out, ''];
}

function howToRun(b: FioBundle, w: FioWords): string[] {
  const r = w.readme;
  const out = [r.runTitle, ''];
  const first = b.jobs[0]!;
  if (b.plan.fss) {
    out.push(`1. ${fillTemplate(r.runMount, { command: 'sudo sh mount.sh CLIENT' })}`);
    out.push(`2. ${fillTemplate(r.runEachClient, { command: first.command.replace(first.file, 'CLIENT.fio').replace(first.resultFile, 'CLIENT.json') })}`);
    out.push(`3. ${fillTemplate(r.runClientServer, { server: 'fio --server', command: b.clientServerCommand ?? '' })}`);
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
      iops: Math.round(p.iops), mbps: p.throughputMBps, readPercent: p.readPercent, bs: s.bs, rw: s.rw,
      clients: p.clients, latencyUs: p.latencyUs,
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
  lines.push(r.readBackTitle, '', fillTemplate(r.readBack, { command: `npm run --silent plan -- SCENARIO.json --fio-results ${b.plan.fss ? 'client-*.json' : b.jobs[0]!.resultFile}` }), '');
  return lines.join('\n');
}
