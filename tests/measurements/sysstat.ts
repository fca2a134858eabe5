/** The real `iostat` (Debian's sysstat package) for the measurement tests, found or installed as any system tool the tests run (`tests/setup/systemTool.ts`). */
import { execFileSync } from 'node:child_process';
import { findSystemTool } from '../setup/systemTool.ts';

/** The path of iostat, installing Debian's `sysstat` package if none is present and this process may. */
export const findIostat = (): string =>
  findSystemTool({ program: 'iostat', envVar: 'IOSTAT_PATH', debianPackage: 'sysstat', neededBy: 'the measurement tests' });

/** Runs `iostat -x <unit> [-t] 1 <reports>` and returns what it printed. */
export function runIostat(args: readonly string[], env: Record<string, string> = {}): string {
  return execFileSync(findIostat(), [...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, LC_ALL: 'C', ...env } });
}
