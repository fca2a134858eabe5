/**
 * scripts/ensure-deps.mjs, run for real on a scratch checkout: it never runs `npm ci` through a
 * node_modules that is a symbolic link to another checkout's install (npm would empty it), and
 * says why instead. The npm on PATH is replaced by one that records being called.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/ensure-deps.mjs');
const dirs: string[] = [];

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A checkout whose package-lock.json is newer than the install node_modules holds (or points to). */
function scratch(linked: boolean): { root: string; shared: string; calls: string; run: () => ReturnType<typeof spawnSync> } {
  const base = mkdtempSync(join(tmpdir(), 'ensure-deps-'));
  dirs.push(base);
  const root = join(base, 'checkout');
  const shared = join(base, 'other-checkout-node_modules');
  mkdirSync(join(root, 'scripts'), { recursive: true });
  copyFileSync(SCRIPT, join(root, 'scripts/ensure-deps.mjs'));
  mkdirSync(shared);
  writeFileSync(join(shared, '.package-lock.json'), '{}');
  writeFileSync(join(shared, 'marker'), 'installed');
  const old = new Date(Date.now() - 3_600_000);
  utimesSync(join(shared, '.package-lock.json'), old, old);
  if (linked) symlinkSync(shared, join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  // A stand-in npm that only records its arguments.
  const bin = join(base, 'bin');
  mkdirSync(bin);
  const calls = join(base, 'npm-calls');
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$@" >> "${calls}"\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  const run = () =>
    spawnSync(process.execPath, [join(root, 'scripts/ensure-deps.mjs'), '--quiet'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
    });
  return { root, shared, calls, run };
}

describe('ensure-deps', () => {
  it('leaves a symbolically linked node_modules alone, and says why', () => {
    const s = scratch(true);
    const out = s.run();
    expect(out.status).toBe(0);
    expect(out.stderr).toMatch(/package-lock\.json is newer than node_modules, but node_modules is a symbolic link/);
    expect(existsSync(s.calls)).toBe(false);
    expect(existsSync(join(s.shared, 'marker'))).toBe(true);
  });

  it('installs when node_modules is its own and older than the lock file', () => {
    const s = scratch(false);
    const out = s.run();
    expect(out.stderr).toMatch(/node_modules is missing; running npm ci/);
    expect(existsSync(s.calls)).toBe(true);
  });
});
