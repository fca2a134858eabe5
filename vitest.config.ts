import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Three projects:
 * - `unit`: plain Node tests (engine, catalog, property and CLI tests): src/**\/*.test.ts,
 *   tests/property/**\/*.test.ts, tests/cli/**\/*.test.ts, tests/fio/**\/*.test.ts (the real fio,
 *   installed with apt-get when missing: tests/fio/fio.ts), tests/measurements/**\/*.test.ts (the
 *   real iostat from sysstat, installed the same way: tests/measurements/sysstat.ts).
 * - `unit-dom`: component tests in jsdom: src/**\/*.test.tsx.
 * - `e2e`: real headless Chromium against the built dist/ (tests/e2e/**\/*.e2e.ts), one file
 *   at a time. Run `vite build` first (`npm test` does).
 *
 * `npm test` runs `--project unit --project unit-dom`, then builds, then `--project e2e`.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
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
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
