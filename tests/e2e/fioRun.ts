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
