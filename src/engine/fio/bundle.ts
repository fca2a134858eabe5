/** What a job bundle holds: its job files, the commands that run them, and the files around them. */
import type { FioNote, FioProblem } from './codes.ts';
import type { FioPlan } from './plan.ts';
import type { FioShape } from './shape.ts';
import type { FioTarget } from './targets.ts';

export interface FioFile {
  readonly name: string;
  readonly text: string;
}

/** One job file: who runs it, against what, and the command that runs it. */
export interface FioJobSpec {
  readonly file: string;
  readonly jobName: string;
  /** File Storage and Lustre: the client's name in hosts.list; File Storage: its 1-based mount target. */
  readonly client: string | null;
  readonly mountTarget: number | null;
  readonly target: FioTarget;
  /** Runs the job on the machine it is copied to and writes `<file>.json`. */
  readonly command: string;
  readonly resultFile: string;
}

export interface FioBundle {
  readonly plan: FioPlan;
  readonly shape: FioShape;
  readonly jobs: readonly FioJobSpec[];
  /** File Storage and Lustre: all clients at once in fio's client/server mode (`fio --server` on each client). */
  readonly clientServerCommand: string | null;
  /** File Storage: the NFS mount options the plan assumes. */
  readonly mountOptions: string | null;
  /** File Storage and Lustre: where each client mounts the file system. */
  readonly mountPoint: string | null;
  /** Measured time and warm-up (ramp) of one run, seconds. */
  readonly runtimeSeconds: number;
  readonly rampSeconds: number;
  /** The directory every target was redirected into (`scratchDir`), if any. */
  readonly scratchDir: string | null;
  /** What was assumed or rounded, and how targets were chosen. */
  readonly notes: readonly FioNote[];
  readonly files: readonly FioFile[];
}

export type FioBundleOutcome = { readonly ok: true; readonly bundle: FioBundle } | { readonly ok: false; readonly problem: FioProblem };
