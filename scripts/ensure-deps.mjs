#!/usr/bin/env node
/**
 * Makes sure node_modules matches package-lock.json, running `npm ci` when it does not.
 *
 * Fast path (nothing to do): node_modules/.package-lock.json exists and is at least as new as
 * package-lock.json. A node_modules that is a symbolic link (shared with another checkout) is
 * never reinstalled through the link. The fast path prints nothing. An install announces itself and shows npm's
 * output on stderr, so `npm run --silent plan` keeps a clean stdout; `--quiet` also turns npm's
 * log level down to errors.
 *
 * Node built-ins only: this runs before any dependency exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');
const lockFile = join(root, 'package-lock.json');
const modules = join(root, 'node_modules');
const installedLock = join(modules, '.package-lock.json');

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function reason() {
  if (!existsSync(modules)) return 'node_modules is missing';
  const installed = mtime(installedLock);
  if (installed === undefined) return 'node_modules/.package-lock.json is missing';
  const wanted = mtime(lockFile);
  if (wanted !== undefined && wanted > installed) return 'package-lock.json is newer than node_modules';
  return undefined;
}

const why = reason();
if (why === undefined) process.exit(0);

// A node_modules that is a symbolic link belongs to another checkout (a git worktree sharing
// it): `npm ci` through the link would empty that checkout's install. Leave it alone and say so.
if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) {
  process.stderr.write(
    `ensure-deps: ${why}, but node_modules is a symbolic link to another checkout's install; not running npm ci through it (install there, or replace the link with an install of this checkout's own)\n`,
  );
  process.exit(existsSync(installedLock) ? 0 : 1);
}

// An install always says so (on stderr), even with --quiet: it takes a while.
process.stderr.write(`ensure-deps: ${why}; running npm ci\n`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const args = ['ci', '--no-audit', '--no-fund'];
if (quiet) args.push('--loglevel=error');
const result = spawnSync(npm, args, {
  cwd: root,
  // Keep stdout clean for `npm run --silent plan`: npm's own output goes to stderr.
  stdio: ['inherit', 2, 'inherit'],
  shell: process.platform === 'win32',
});
if (result.error) {
  process.stderr.write(`ensure-deps: could not run npm: ${result.error.message}\n`);
  process.exit(1);
}
if (result.status !== 0) {
  process.stderr.write(`ensure-deps: npm ci failed with exit code ${result.status ?? result.signal}\n`);
  process.exit(result.status ?? 1);
}
