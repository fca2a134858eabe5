import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Workers, at least two. Vitest's own default is one fewer than the cores, which on the
 * two-core machine the suite is budgeted for (docs/testing.md) is one: every file in turn,
 * one core idle. `VITEST_MAX_WORKERS` still overrides it.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);
/** The e2e files drive Chromium, itself several processes: half the cores, at least two. */
const E2E_WORKERS = Math.max(2, Math.floor(availableParallelism() / 2));
/**
 * A test's time limit, raised from vitest's 5 s: on a machine shared with other work a
 * component test that takes 1 s alone can take 10 (docs/testing.md). A limit stops a hung
 * test; it checks nothing, so a generous one loses no check.
 */
const TEST_TIMEOUT_MS = 30_000;

/**
 * Three projects:
 * - `unit`: plain Node tests, in worker threads (cheaper to start than processes) (engine, catalog, property and CLI tests): src/**\/*.test.ts,
 *   tests/property/**\/*.test.ts, tests/cli/**\/*.test.ts, tests/fio/**\/*.test.ts (the real fio,
 *   installed with apt-get when missing: tests/fio/fio.ts), tests/measurements/**\/*.test.ts (the
 *   real iostat from sysstat, installed the same way: tests/measurements/sysstat.ts).
 * - `unit-dom`: component tests in jsdom: src/**\/*.test.tsx.
 * - `e2e`: real headless Chromium against the built dist/ (tests/e2e/**\/*.e2e.ts), two files
 *   at a time, each worker running its files in one process. Run `vite build` first (`npm test`
 *   does).
 *
 * `npm test` (scripts/test.mjs) runs lint, types and the build side by side, then
 * `--project unit --project unit-dom`, then `--project e2e`; docs/testing.md has the budgets.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: WORKERS,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            pool: 'threads',
            maxWorkers: WORKERS,
            testTimeout: TEST_TIMEOUT_MS,
            setupFiles: ['./tests/setup/fastCheck.ts'],
            include: [
              'src/**/*.test.ts',
              'tests/property/**/*.test.ts',
              'tests/cli/**/*.test.ts',
              'tests/fio/**/*.test.ts',
              'tests/house/**/*.test.ts',
              'tests/measurements/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-dom',
            environment: 'jsdom',
            maxWorkers: WORKERS,
            testTimeout: TEST_TIMEOUT_MS,
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // expect.poll waits for a state; vitest gives up after 1 s, which a framed planner
            // can take to answer on a busy machine. Waiting longer for it checks the same thing.
            expect: { poll: { timeout: 10_000 } },
            maxWorkers: E2E_WORKERS,
            // A worker runs its files one after another in one process (each file still opens
            // its own server and contexts): no process start and no playwright import per file.
            isolate: false,
          },
        },
      ],
    },
  }),
);
