/**
 * A real system tool for the tests that run one (fio, sysstat's iostat). It comes from the
 * system:
 *
 * 1. its environment variable (`FIO_PATH`, `IOSTAT_PATH`), if set (it must exist);
 * 2. the usual places (/usr/bin, /usr/local/bin);
 * 3. otherwise, when running as root on a machine with apt-get, the Debian package installed
 *    once (after an `apt-get update` if the first attempt fails: the package lists may be stale);
 * 4. otherwise a clear error saying how to provide one.
 *
 * A tool may be a data file rather than a program (the Japanese fonts: `paths` names the files
 * looked for, which need only be readable).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export interface SystemTool {
  /** The program's name (`fio`, `iostat`). */
  readonly program: string;
  /** The environment variable that may name its path. */
  readonly envVar: string;
  /** The Debian package that installs it. */
  readonly debianPackage: string;
  /** The tests that need it, for the error message ("the fio tests"). */
  readonly neededBy: string;
  /** Where to look instead of /usr/bin and /usr/local/bin: files that need only be readable (fonts). */
  readonly paths?: readonly string[];
}

function isExecutable(path: string, mode: number = constants.X_OK): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const aptBusy = () =>
  spawnSync('sh', ['-c', 'pgrep -x apt-get >/dev/null || pgrep -x apt >/dev/null || pgrep -x dpkg >/dev/null'], { stdio: 'ignore' }).status === 0;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function aptInstall(debianPackage: string): void {
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Packages this process has tried to install (once each). */
const installAttempted = new Set<string>();

/** The path of the tool, installing its Debian package if none is present and this process may. */
export function findSystemTool(tool: SystemTool): string {
  const { program, envVar, debianPackage, neededBy } = tool;
  const candidates = tool.paths ?? [`/usr/bin/${program}`, `/usr/local/bin/${program}`];
  const usable = (path: string) => isExecutable(path, tool.paths ? constants.R_OK : constants.X_OK);
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (!usable(fromEnv)) throw new Error(`${envVar} is set to ${fromEnv}, but that is not ${tool.paths ? 'a readable' : 'an executable'} file.`);
    return fromEnv;
  }
  let found = candidates.find(usable);
  if (found) return found;
  if (hasAptGet() && aptBusy()) {
    console.warn(`[${program}] apt/dpkg is busy; waiting up to 10 minutes for it…`);
    const deadline = Date.now() + 10 * 60_000;
    while (aptBusy() && Date.now() < deadline) sleep(2000);
    found = candidates.find(usable);
    if (found) return found;
  }
  if (!installAttempted.has(debianPackage) && isRoot() && hasAptGet()) {
    installAttempted.add(debianPackage);
    console.warn(`[${program}] No ${program} found; installing Debian package "${debianPackage}" with apt-get (one time)…`);
    try {
      aptInstall(debianPackage);
    } catch {
      try {
        execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'] });
        aptInstall(debianPackage);
      } catch (error) {
        throw new Error(`Installing ${debianPackage} with apt-get failed: ${(error as Error).message}`);
      }
    }
    found = candidates.find(usable);
    if (found) return found;
  }
  throw new Error(
    [
      `No ${program} found for ${neededBy}.`,
      `Looked at $${envVar} (unset) and ${candidates.join(', ')}.`,
      `Install it (Debian/Ubuntu: \`sudo apt-get install ${debianPackage}\`), or set ${envVar}, then run the tests again.`,
    ].join('\n'),
  );
}
