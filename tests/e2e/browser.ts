/**
 * Real headless Chromium for the end-to-end tests, driven by playwright-core (which never
 * downloads a browser). The browser comes from the system:
 *
 * 1. `CHROMIUM_PATH`, if set (it must exist);
 * 2. /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome;
 * 3. otherwise, when running as root on a machine with apt-get, `apt-get install chromium`
 *    once (Debian's package mirror is the one place a browser can come from here);
 * 4. otherwise a clear error saying how to provide one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a quiet, sandbox-less (containers, root) headless run that talks to no one. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function firstInstalled(): string | undefined {
  return CANDIDATES.find(isExecutable);
}

function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True while another apt/dpkg process holds the package lock (e.g. an install in progress). */
function aptBusy(): boolean {
  return (
    spawnSync('sh', ['-c', 'pgrep -x apt-get >/dev/null || pgrep -x apt >/dev/null || pgrep -x dpkg >/dev/null'], {
      stdio: 'ignore',
    }).status === 0
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

let installAttempted = false;

/**
 * The path of a Chromium (or Chrome) binary, installing Debian's `chromium` package if none is
 * present and this process may do so. Throws with instructions otherwise.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but that is not an executable file.`);
    }
    return fromEnv;
  }

  let found = firstInstalled();
  if (found) return found;

  // Another process (a provisioning script) may be installing packages right now: wait for it
  // rather than starting a second apt-get, which would fail on the dpkg lock.
  if (hasAptGet() && aptBusy()) {
    console.warn('[e2e] apt/dpkg is busy (another install running?); waiting up to 10 minutes for it…');
    const deadline = Date.now() + 10 * 60_000;
    while (aptBusy() && Date.now() < deadline) sleep(2000);
    found = firstInstalled();
    if (found) return found;
  }

  if (!installAttempted && isRoot() && hasAptGet()) {
    installAttempted = true;
    console.warn('[e2e] No Chromium found; installing Debian package "chromium" with apt-get (one time)…');
    try {
      execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'] });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(`Installing Chromium with apt-get failed: ${(error as Error).message}`);
    }
    found = firstInstalled();
    if (found) return found;
  }

  throw new Error(
    [
      'No Chromium found for the end-to-end tests.',
      `Looked at $CHROMIUM_PATH (unset) and ${CANDIDATES.join(', ')}.`,
      'Install one (Debian/Ubuntu: `sudo apt-get install chromium`), or set CHROMIUM_PATH to a',
      'Chromium or Chrome binary, then run the tests again.',
    ].join('\n'),
  );
}

/** Launches headless Chromium. Close it with `browser.close()`. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
