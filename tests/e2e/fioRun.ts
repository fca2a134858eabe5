/**
 * A design's fio job, run by the real fio on a scratch file, for the browser tests that read a
 * result back: the first job file of the bundle the planner writes for `plan`, run for a few
 * seconds in a temporary folder (the folders its `directory=` lines name made first), and the
 * JSON fio wrote. The folder is removed before this returns.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFioJobs, type FioWords } from '../../src/engine/fio/index.ts';
import type { planFor } from '../../src/ui/fio/testBundle.ts';
import en from '../../src/ui/i18n/en/fio.ts';
import { findFio, runFio } from '../fio/fio.ts';

type Planned = Extract<ReturnType<typeof planFor>, { ok: true }>;

export async function runDesignFio(plan: Planned, options: { runtimeSeconds?: number; sizeMiB?: number } = {}): Promise<Buffer> {
  findFio(); // installs Debian's fio when it is missing, as the fio tests do
  const scratch = mkdtempSync(join(tmpdir(), 'oci-planner-fio-e2e-'));
  try {
    const built = buildFioJobs(plan.scenario, plan.result, en as FioWords, {
      scratchDir: scratch,
      runtimeSeconds: options.runtimeSeconds ?? 2,
      rampSeconds: 0,
      sizeMiB: options.sizeMiB ?? 16,
    });
    if (!built.ok) throw new Error(built.problem.code);
    const job = built.bundle.files.find((f) => f.name.endsWith('.fio'))!;
    writeFileSync(join(scratch, job.name), job.text);
    // A file-system job works in its client's folder, as the README tells the runner.
    for (const [, dir] of job.text.matchAll(/^directory=(.+)$/gm)) mkdirSync(dir!, { recursive: true });
    await runFio(job.name, 'result.json', scratch);
    return readFileSync(join(scratch, 'result.json'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A fio result for a design's first job file without running fio: figures that agree (the rate
 * is the count over a 2 s runtime, bytes per operation the block size), as fio writes them;
 * `over` replaces figures of the read side (absurd ones, for the tests that expect a refusal).
 */
export function syntheticFioResult(plan: Planned, over: Record<string, unknown> = {}): Buffer {
  const built = buildFioJobs(plan.scenario, plan.result, en as FioWords, { runtimeSeconds: 2, rampSeconds: 0 });
  if (!built.ok) throw new Error(built.problem.code);
  const text = built.bundle.files.find((f) => f.name.endsWith('.fio'))!.text;
  const options = Object.fromEntries([...text.matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  const bs = Number(/^(\d+)/.exec(options.bs ?? '4096')?.[1] ?? 4096) * (/k$/i.test(options.bs ?? '') ? 1024 : 1);
  const read = Number(options.rwmixread ?? (options.rw?.endsWith('read') ? 100 : 0));
  const side = (ios: number) => ({
    io_bytes: ios * bs,
    bw_bytes: (ios / 2) * bs,
    iops: ios / 2,
    total_ios: ios,
    runtime: 2000,
    clat_ns: { mean: 400_000 },
    lat_ns: { mean: 400_000 },
  });
  const job = {
    jobname: text.match(/^\[(.+)\]$/m)![1],
    error: 0,
    'job options': options,
    read: { ...side(100 * read), ...over },
    write: side(100 * (100 - read)),
  };
  return Buffer.from(JSON.stringify({ 'fio version': 'fio-3.36', timestamp: 1_760_000_000, jobs: [job] }));
}
