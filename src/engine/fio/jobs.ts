/**
 * The job bundle a customer runs to prove a plan on their own tenancy: fio job files that
 * reproduce the planned workload (shape.ts) against the design's targets (targets.ts), the
 * commands that run them with `--output-format=json`, for File Storage and Lustre a job per
 * client, a hosts list and a mount script, and a README in the language whose words are passed in (readme.ts).
 */
import { planTag } from './design.ts';
import type { PlanResult } from '../plan.ts';
import { BYTES_PER_MIB } from '../units.ts';
import type { Scenario } from '../scenario/schema.ts';
import { note, type FioNote, type FioProblem } from './codes.ts';
import { renderJobFile, type FioJobSection } from './jobFile.ts';
import { fssMountScript, lustreMountScript, mountOptions } from './mount.ts';
import { fioPlanOf, type FioPlan } from './plan.ts';
import { renderFioReadme } from './readme.ts';
import type { FioWords } from './words.ts';
import { DEFAULT_MAX_JOBS, fioShape, type FioPattern, type FioShape } from './shape.ts';
import { blockTarget, DEFAULT_FSS_MOUNT_POINT, DEFAULT_LUSTRE_MOUNT_POINT, fssTarget, lustreTarget, type FioTarget, type FioTargetOptions } from './targets.ts';

export const DEFAULT_RUNTIME_SECONDS = 60;
export const DEFAULT_RAMP_SECONDS = 10;
/** One job file per client; beyond this many clients a bundle would be unreadable. */
export const MAX_CLIENT_JOB_FILES = 1000;

export interface FioJobOptions extends FioTargetOptions {
  readonly runtimeSeconds?: number;
  readonly rampSeconds?: number;
  /** Random or sequential access; the scenario does not say, so random unless given. */
  readonly pattern?: FioPattern;
  readonly maxJobsPerClient?: number;
}

export type { FioBundle, FioBundleOutcome, FioFile, FioJobSpec } from './bundle.ts';
import type { FioBundleOutcome, FioFile, FioJobSpec } from './bundle.ts';

/** fio's spelling of a size: whole MiB as `1024m`, else bytes. */
const sizeText = (bytes: number) => (bytes % BYTES_PER_MIB === 0 ? `${bytes / BYTES_PER_MIB}m` : String(bytes));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function section(name: string, shape: FioShape, target: FioTarget, runtime: number, ramp: number, tag: string): FioJobSection {
  return {
    name,
    options: [
      ['description', tag],
      [target.kind === 'directory' ? 'directory' : 'filename', target.path],
      ['size', target.sizeBytes === null ? undefined : sizeText(target.sizeBytes)],
      ['rw', shape.rw],
      ['rwmixread', shape.rwmixread ?? undefined],
      ['bs', shape.bs],
      ['direct', 1],
      ['ioengine', 'libaio'],
      ['numjobs', shape.numjobs],
      ['iodepth', shape.iodepth],
      ['runtime', runtime],
      ['ramp_time', ramp],
      ['time_based', 1],
      ['group_reporting', 1],
    ],
  };
}

function command(file: string, result: string, readOnly: boolean): string {
  return `fio${readOnly ? ' --readonly' : ''} --output-format=json --output=${result} ${file}`;
}

function planComments(plan: FioPlan, shape: FioShape): string[] {
  return [
    `oci-storage-planner fio job: ${plan.service} (${plan.catalog})`,
    `planned: ${Math.round(plan.iops)} IOPS, ${Math.round(plan.throughputMBps)} MB/s, read ${Math.round(plan.readPercent)}%, bs ${shape.bs}, latency ${plan.latencyUs} us`,
    `in flight per client: ${plan.outstandingPerClient} needed; numjobs ${shape.numjobs} x iodepth ${shape.iodepth}`,
  ];
}

/** What one way of running the plan contributes to the bundle: its files, jobs and notes. */
interface JobParts {
  readonly files: FioFile[];
  readonly jobs: FioJobSpec[];
  readonly notes: FioNote[];
  readonly clientServerCommand: string | null;
  readonly mountOptions: string | null;
  readonly mountPoint: string | null;
}

/** Fixed for every job in one bundle: the plan, its shape, the job's name, comments and times. */
interface JobContext {
  readonly plan: FioPlan;
  readonly shape: FioShape;
  readonly jobName: string;
  readonly comments: readonly string[];
  readonly runtime: number;
  readonly ramp: number;
  readonly options: FioJobOptions;
}

const sectionOf = (c: JobContext, target: FioTarget) => section(c.jobName, c.shape, target, c.runtime, c.ramp, planTag(c.plan));

/**
 * File Storage and Lustre: a job file per client (each on its mount target), one job for fio's
 * client/server mode, a hosts list and a mount script.
 */
function clientJobs(c: JobContext): JobParts | FioProblem {
  const { plan, options, comments, jobName } = c;
  if (plan.clients > MAX_CLIENT_JOB_FILES) return note('fio-too-many-clients', { clients: plan.clients, limit: MAX_CLIENT_JOB_FILES });
  const files: FioFile[] = [];
  const jobs: FioJobSpec[] = [];
  const notes: FioNote[] = [];
  const width = Math.max(2, String(plan.clients).length);
  const fss = plan.fss;
  const names = Array.from({ length: fss ? fss.clientMountTarget.length : plan.clients }, (_, i) => `client-${pad(i + 1, width)}`);
  const targetOf = fss ? fssTarget : lustreTarget;
  names.forEach((client, i) => {
    const mt = fss ? fss.clientMountTarget[i]! : null;
    const target = targetOf(client, options);
    const file = `${client}.fio`;
    const resultFile = `${client}.json`;
    const where = fss
      ? `client ${client}: mount target ${mt} of ${fss.mountTargets}`
      : `client ${client}: the Lustre file system mounted at ${options.mountPoint ?? DEFAULT_LUSTRE_MOUNT_POINT}`;
    files.push({ name: file, text: renderJobFile([...comments, where], [sectionOf(c, target)]) });
    jobs.push({ file, jobName, client, mountTarget: mt, target, command: command(file, resultFile, false), resultFile });
  });
  // One job for fio's client/server mode: fio prefixes each client's files with its address (unique_filename).
  const shared = targetOf('', options);
  const sharedTarget: FioTarget = { ...shared, path: shared.path.replace(/\/$/, '') };
  files.push({ name: 'job.fio', text: renderJobFile([...comments, 'all clients: fio --client=hosts.list job.fio'], [sectionOf(c, sharedTarget)]) });
  files.push({ name: 'hosts.list', text: names.join('\n') + '\n' });
  const makeScratch = options.scratchDir === undefined;
  const mountPoint = options.mountPoint ?? (fss ? DEFAULT_FSS_MOUNT_POINT : DEFAULT_LUSTRE_MOUNT_POINT);
  let mount: string | null = null;
  if (fss) {
    mount = mountOptions(fss);
    files.push({ name: 'mount.sh', text: fssMountScript(fss, names, options.mountPoint, makeScratch) });
    if (fss.inTransitEncryption) notes.push(note('fio-tls-mount'));
  } else {
    files.push({ name: 'mount.sh', text: lustreMountScript(names, options.mountPoint, makeScratch) });
    notes.push(note('fio-lustre-client'));
  }
  const clientServerCommand = 'fio --output-format=json --output=results.json --client=hosts.list job.fio';
  return { files, jobs, notes, clientServerCommand, mountOptions: mount, mountPoint };
}

/** Block Volume and Dense I/O: one job file on the host's devices (or a scratch file). */
function blockJob(c: JobContext): JobParts {
  const { plan, shape, options, comments, jobName } = c;
  const notes: FioNote[] = [];
  const writes = shape.rw !== 'randread' && shape.rw !== 'read';
  const file = `${plan.service}.fio`;
  const target = blockTarget(plan, writes, `${plan.service}.dat`, options);
  const resultFile = `${plan.service}.json`;
  const raidComment =
    plan.dio && plan.dio.drives > 1 && options.scratchDir === undefined ? [`RAID ${plan.dio.raid} set /dev/md0 over ${target.devices.join(' ')}`] : [];
  const text = renderJobFile([...comments, ...raidComment, `devices: ${target.devices.join(' ')}`], [sectionOf(c, target)]);
  const job: FioJobSpec = { file, jobName, client: null, mountTarget: null, target, command: command(file, resultFile, target.readOnly), resultFile };
  if (target.kind === 'file' && options.scratchDir === undefined) notes.push(note('fio-scratch-targets', { path: target.path }));
  if (target.kind === 'device' && !target.readOnly) notes.push(note('fio-raw-device-writes', { devices: target.path }));
  return { files: [{ name: file, text }], jobs: [job], notes, clientServerCommand: null, mountOptions: null, mountPoint: null };
}

/** The job files and commands, without the README (see `buildFioJobs`). */
export function fioJobFiles(scenario: Scenario, result: PlanResult, options: FioJobOptions = {}): FioBundleOutcome {
  const planned = fioPlanOf(scenario, result);
  if (!planned.ok) return planned;
  const plan = planned.plan;
  const shape = fioShape(plan, options.pattern, options.maxJobsPerClient ?? DEFAULT_MAX_JOBS);
  const runtime = options.runtimeSeconds ?? DEFAULT_RUNTIME_SECONDS;
  const ramp = options.rampSeconds ?? DEFAULT_RAMP_SECONDS;
  const context: JobContext = { plan, shape, jobName: `${plan.service}-${shape.rw}`, comments: planComments(plan, shape), runtime, ramp, options };
  const parts = plan.fss || plan.lustre ? clientJobs(context) : blockJob(context);
  if (!('files' in parts)) return { ok: false, problem: parts };
  const { files, jobs, clientServerCommand, mountOptions: mount, mountPoint } = parts;
  const notes: FioNote[] = [...plan.assumptions, ...shape.notes, ...parts.notes];
  return {
    ok: true,
    bundle: {
      plan,
      shape,
      jobs,
      clientServerCommand,
      mountOptions: mount,
      mountPoint,
      runtimeSeconds: runtime,
      rampSeconds: ramp,
      scratchDir: options.scratchDir ?? null,
      notes,
      files,
    },
  };
}

/**
 * The whole bundle, README included, in the language of `words` (the UI's `fio` resources:
 * `src/ui/i18n/<lang>/fio.ts`). `result` is `planScenario(scenario)`'s result.
 */
export function buildFioJobs(scenario: Scenario, result: PlanResult, words: FioWords, options: FioJobOptions = {}): FioBundleOutcome {
  const out = fioJobFiles(scenario, result, options);
  if (!out.ok) return out;
  return { ok: true, bundle: { ...out.bundle, files: [...out.bundle.files, { name: 'README.md', text: renderFioReadme(out.bundle, words) }] } };
}
