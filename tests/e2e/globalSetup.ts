/**
 * Once per e2e run, before any test file: one headless Chromium for every file and worker
 * (tests/e2e/browser.ts's `launchBrowser()` connects to it), closed when the run ends.
 *
 * A file's `launchBrowser()` then costs a connection instead of a browser start, and each file
 * still works in contexts of its own. The static servers stay per file (tests/e2e/server.ts):
 * they start in a millisecond, and a file may override what one serves or take it down.
 */
import { launchBrowserServer, SHARED_BROWSER_ENV } from './browser.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  // The workers start after this and inherit the environment.
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[SHARED_BROWSER_ENV];
    await server.close();
  };
}
