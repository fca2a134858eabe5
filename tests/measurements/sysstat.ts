/**
 * The real `iostat` (Debian's sysstat package) for the measurement tests, found or installed
 * the way the fio tests find fio (tests/fio/fio.ts):
 *
 * 1. `IOSTAT_PATH`, if set (it must exist);
 * 2. /usr/bin/iostat, /usr/local/bin/iostat;
 * 3. otherwise, when running as root on a machine with apt-get, `apt-get install sysstat` once
 *    (after an `apt-get update` if the first attempt fails: the package lists may be stale);
 * 4. otherwise a clear error saying how to provide one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/iostat', '/usr/local/bin/iostat'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
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

function aptInstall(): void {
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'sysstat'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let installAttempted = false;

/** The path of iostat, installing Debian's `sysstat` package if none is present and this process may. */
export function findIostat(): string {
  const fromEnv = process.env.IOSTAT_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`IOSTAT_PATH is set to ${fromEnv}, but that is not an executable file.`);
    return fromEnv;
  }
  let found = CANDIDATES.find(isExecutable);
  if (found) return found;
  if (hasAptGet() && aptBusy()) {
    console.warn('[iostat] apt/dpkg is busy; waiting up to 10 minutes for it…');
    const deadline = Date.now() + 10 * 60_000;
    while (aptBusy() && Date.now() < deadline) sleep(2000);
    found = CANDIDATES.find(isExecutable);
    if (found) return found;
  }
  if (!installAttempted && isRoot() && hasAptGet()) {
    installAttempted = true;
    console.warn('[iostat] No iostat found; installing Debian package "sysstat" with apt-get (one time)…');
    try {
      aptInstall();
    } catch {
      try {
        execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'] });
        aptInstall();
      } catch (error) {
        throw new Error(`Installing sysstat with apt-get failed: ${(error as Error).message}`);
      }
    }
    found = CANDIDATES.find(isExecutable);
    if (found) return found;
  }
  throw new Error(
    [
      'No iostat found for the measurement tests.',
      `Looked at $IOSTAT_PATH (unset) and ${CANDIDATES.join(', ')}.`,
      'Install it (Debian/Ubuntu: `sudo apt-get install sysstat`), or set IOSTAT_PATH, then run the tests again.',
    ].join('\n'),
  );
}

/** Runs `iostat -x <unit> [-t] 1 <reports>` and returns what it printed. */
export function runIostat(args: readonly string[], env: Record<string, string> = {}): string {
  return execFileSync(findIostat(), [...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, LC_ALL: 'C', ...env } });
}
