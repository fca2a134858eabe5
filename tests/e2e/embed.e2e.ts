/**
 * Embedding across origins, in real Chromium: the demo host page (public/embed-demo.html) on
 * origin A embeds the planner on origin B, a build that allows A (VITE_EMBED_ALLOWED_ORIGINS,
 * built here with Vite's API into a temporary folder, served under the CSP header a deployment
 * sends, frame-ancestors A). Origin C is a foreign page holding a reference to the host window.
 *
 * - the host gets `ready`, `height` (the iframe grows) and `plan` messages;
 * - a scenario sent from the host is planned as the engine plans it in Node;
 * - an invalid scenario gets an `error` reply; a foreign origin's message is ignored (with a
 *   console.warn in the planner) and changes nothing;
 * - the default build (dist/, no allowed origin) says nothing to any host, and the demo says
 *   that no answer came.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION, compareServices, type CompareScenario, type FssRecommendation } from '../../src/engine/index.ts';
import { mountTargetLabels } from '../../src/catalog/index.ts';
import { readCompareScenario } from '../../src/store/convert.ts';
import { launchBrowser } from './browser.ts';
import { cspHeader, RECORD_VIOLATIONS, type Violation } from './policy.ts';
import { startServer, type StaticServer } from './server.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

interface Seen {
  readonly origin: string;
  readonly data: { type?: string; requestId?: unknown; [key: string]: unknown };
}

/** Every frame keeps the messages it receives in `window.__messages`. */
const RECORD_MESSAGES = `(() => {
  const seen = (window.__messages = []);
  window.addEventListener('message', (e) => seen.push({ origin: e.origin, data: e.data }));
})();`;

let browser: Browser;
let outDir: string;
let host: StaticServer; // A
let planner: StaticServer; // B
let foreign: StaticServer; // C

/** Builds the app into `dir` with `origins` allowed, as a deployment for a portal would. */
async function buildPlanner(dir: string, origins: string): Promise<void> {
  const previous = process.env.VITE_EMBED_ALLOWED_ORIGINS;
  process.env.VITE_EMBED_ALLOWED_ORIGINS = origins;
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.VITE_EMBED_ALLOWED_ORIGINS;
    else process.env.VITE_EMBED_ALLOWED_ORIGINS = previous;
  }
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'oci-planner-embed-'));
  // The host's origin must be known before the build that allows it: serve the (empty) folder
  // first, then build into it; the servers read files when asked.
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>building</title>');
  host = await startServer({ root: outDir });
  await buildPlanner(outDir, host.origin);
  planner = await startServer({ root: outDir, headers: cspHeader(`'self' ${host.origin}`) });
  foreign = await startServer({ root: outDir });
  foreign.override('foreign.html', '<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), planner?.close(), foreign?.close()]);
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

interface Session {
  readonly context: BrowserContext;
  readonly foreignPage: Page;
  readonly hostPage: Page;
  readonly warnings: string[];
  readonly errors: string[];
}

/**
 * A foreign page (C) opens the demo host (A) in a new window and keeps a reference to it, as
 * any page that opened another can; the host embeds the planner at `plannerUrl`.
 */
async function openDemo(plannerUrl: string, service = 'file-storage'): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(RECORD_MESSAGES);
  await context.addInitScript(RECORD_VIOLATIONS);
  const origins = new Set([host.origin, planner.origin, foreign.origin, new URL(plannerUrl).origin]);
  await context.route(
    (url) => !origins.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  const warnings: string[] = [];
  const errors: string[] = [];
  context.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  const foreignPage = await context.newPage();
  await foreignPage.goto(`${foreign.url}foreign.html`);
  const demo = `${host.url}embed-demo.html?planner=${encodeURIComponent(plannerUrl)}&service=${service}`;
  const [hostPage] = await Promise.all([
    context.waitForEvent('page'),
    foreignPage.evaluate((url) => {
      (window as unknown as { __host: Window | null }).__host = window.open(url, 'host');
    }, demo),
  ]);
  await hostPage.waitForLoadState('load');
  return { context, foreignPage, hostPage, warnings, errors };
}

function plannerMessages(page: Page): Promise<Seen[]> {
  return page.evaluate((origin) => ((window as unknown as { __messages: Seen[] }).__messages ?? []).filter((m) => m.origin === origin), planner.origin);
}

/** Waits for a message from the planner of `type` (matching `test`, if given), and returns it. */
async function waitForMessage(page: Page, type: string, test: (m: Seen) => boolean = () => true): Promise<Seen> {
  let found: Seen | undefined;
  await expect
    .poll(async () => {
      found = (await plannerMessages(page)).reverse().find((m) => m.data.type === type && test(m));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

function fssDesignOf(scenario: CompareScenario): FssRecommendation['design'] {
  const result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing);
  return (result.fileStorage as FssRecommendation).design;
}

const designWords = (d: FssRecommendation['design']) =>
  `${d.mountTargets} × ${mountTargetLabels[d.mountTargetType]} mount target${d.mountTargets === 1 ? '' : 's'}`;

async function violations(page: Page): Promise<Violation[]> {
  const all: Violation[] = [];
  for (const frame of page.frames()) all.push(...(await frame.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])));
  return all;
}

describe('embedding (postMessage, cross-origin)', () => {
  let session: Session;
  let accepted: CompareScenario;

  beforeAll(async () => {
    session = await openDemo(planner.url);
  });

  afterAll(async () => {
    await session?.context.close();
  });

  it('tells the host it is ready and how tall it is; the iframe grows with it', async () => {
    const { hostPage } = session;
    const ready = await waitForMessage(hostPage, 'oci-planner:ready');
    expect(ready.data).toEqual({ type: 'oci-planner:ready', version: 1, service: 'file-storage' });
    const height = await waitForMessage(hostPage, 'oci-planner:height');
    expect(height.data.height).toEqual(expect.any(Number));
    await expect.poll(async () => (await hostPage.locator('#planner').boundingBox())?.height ?? 0).toBeGreaterThan(300);
    // The planner is embedded without page chrome, its view locked.
    const frame = hostPage.frameLocator('#planner');
    await expect.poll(() => frame.locator('.embed-bar').count()).toBe(1);
    expect(await frame.locator('.app-footer, [role="tablist"]').count()).toBe(0);
  });

  it("plans the scenario from the link (the host's example) as the engine does", async () => {
    const { hostPage } = session;
    const example = readCompareScenario(JSON.parse(await hostPage.locator('#scenario').inputValue()));
    expect(example.ok).toBe(true);
    if (!example.ok) return;
    const plan = await waitForMessage(hostPage, 'oci-planner:plan');
    expect(plan.data.service).toBe('file-storage');
    expect((plan.data.result as FssRecommendation).design).toEqual(fssDesignOf(example.scenario));
  });

  it('plans a scenario the host sends; the recommended design matches the engine in Node', async () => {
    const { hostPage } = session;
    const scenario: CompareScenario = {
      version: SCENARIO_VERSION,
      mode: 'recommend',
      service: 'compare',
      name: 'From the host',
      requirement: { readMBps: 9000, writeMBps: 3000, ioSizeKiB: 256, clients: 64, capacityGB: 20000 },
    };
    const expected = fssDesignOf(scenario);
    const before = (await waitForMessage(hostPage, 'oci-planner:plan')).data.result as FssRecommendation;
    expect(expected, 'the new scenario needs another design').not.toEqual(before.design);

    await hostPage.locator('#scenario').fill(JSON.stringify(scenario));
    await hostPage.getByRole('button', { name: 'Send' }).click();
    const plan = await waitForMessage(hostPage, 'oci-planner:plan', (m) => m.data.requestId === 'demo-1');
    expect(plan.data.scenario).toEqual(scenario);
    expect((plan.data.result as FssRecommendation).design).toEqual(expected);
    await expect.poll(() => hostPage.locator('#design').textContent()).toBe(designWords(expected));
    // The planner itself shows it.
    await expect.poll(() => hostPage.frameLocator('#planner').getByTestId('recommended-design').textContent()).toBe(designWords(expected));
    accepted = scenario;
  });

  it('answers an invalid scenario with an error, and keeps its plan', async () => {
    const { hostPage } = session;
    await hostPage.locator('#scenario').fill(JSON.stringify({ mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 64, readMBps: -1 } }));
    await hostPage.getByRole('button', { name: 'Send' }).click();
    const error = await waitForMessage(hostPage, 'oci-planner:error', (m) => m.data.requestId === 'demo-2');
    expect(error.data.message).toContain('requirement.readMBps must be at least 0');
    await expect.poll(() => hostPage.locator('#status').textContent()).toContain('The planner refused');

    await hostPage.getByRole('button', { name: 'Get plan' }).click();
    const plan = await waitForMessage(hostPage, 'oci-planner:plan', (m) => m.data.requestId === 'demo-3');
    expect(plan.data.scenario).toEqual(accepted);
  });

  it('refuses a scenario with a "__proto__" key, as links and files do, and keeps its plan', async () => {
    const { hostPage } = session;
    // The host's page parses the text with JSON.parse: "__proto__" is then an own key of the
    // object, and survives the structured clone of postMessage.
    await hostPage
      .locator('#scenario')
      .fill('{"version":2,"mode":"recommend","service":"compare","requirement":{"readMBps":5,"ioSizeKiB":64,"__proto__":{"polluted":true}}}');
    await hostPage.getByRole('button', { name: 'Send' }).click();
    const error = await waitForMessage(hostPage, 'oci-planner:error', (m) => m.data.requestId === 'demo-4');
    expect(error.data.message).toContain('__proto__');
    // Nothing reached the planner's Object.prototype.
    expect(
      await hostPage
        .frameLocator('#planner')
        .locator('body')
        .evaluate(() => typeof ({} as Record<string, unknown>).polluted),
    ).toBe('undefined');

    await hostPage.getByRole('button', { name: 'Get plan' }).click();
    const plan = await waitForMessage(hostPage, 'oci-planner:plan', (m) => m.data.requestId === 'demo-5');
    expect(plan.data.scenario).toEqual(accepted);
  });

  it("ignores another origin's set-scenario (console.warn in the planner) and changes nothing", async () => {
    const { hostPage, foreignPage, warnings } = session;
    const plansBefore = (await plannerMessages(hostPage)).filter((m) => m.data.type === 'oci-planner:plan').length;
    await foreignPage.evaluate(() => {
      const hostWindow = (window as unknown as { __host: Window }).__host;
      // The planner is the host page's first frame; any window can post to it.
      hostWindow[0]!.postMessage(
        { type: 'oci-planner:set-scenario', version: 1, scenario: { mode: 'recommend', service: 'compare', requirement: { readMBps: 1, ioSizeKiB: 4 } } },
        '*',
      );
    });
    await expect.poll(() => warnings.some((w) => w.includes('[oci-planner embed]') && w.includes(`origin ${foreign.origin} is not allowed`))).toBe(true);

    await hostPage.getByRole('button', { name: 'Get plan' }).click();
    const plan = await waitForMessage(hostPage, 'oci-planner:plan', (m) => m.data.requestId === 'demo-6');
    expect(plan.data.scenario).toEqual(accepted);
    const plansAfter = (await plannerMessages(hostPage)).filter((m) => m.data.type === 'oci-planner:plan').length;
    expect(plansAfter).toBe(plansBefore + 1); // the get-plan answer, nothing else
  });

  it('refuses an inherited name as a mode or message type, and a version that is no number, naming the field; keeps its plan', async () => {
    const { hostPage } = session;
    await hostPage.locator('#scenario').fill(JSON.stringify({ version: {}, mode: 'toString', service: 'compare', requirement: { ioSizeKiB: 64 } }));
    await hostPage.getByRole('button', { name: 'Send' }).click();
    const error = await waitForMessage(hostPage, 'oci-planner:error', (m) => m.data.requestId === 'demo-7');
    expect(error.data.message).toBe('the scenario was not used: version must be a number');
    await hostPage.locator('#scenario').fill(JSON.stringify({ version: 5, mode: 'toString', service: 'compare', requirement: { ioSizeKiB: 64 } }));
    await hostPage.getByRole('button', { name: 'Send' }).click();
    const mode = await waitForMessage(hostPage, 'oci-planner:error', (m) => m.data.requestId === 'demo-8');
    expect(mode.data.message).toContain('mode must be one of recommend');
    // A message type named after an inherited property, posted by the host page itself.
    await hostPage.evaluate(() => {
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ type: 'oci-planner:constructor', version: 1, requestId: 'proto-type' }, new URL(frame.src).origin);
    });
    const type = await waitForMessage(hostPage, 'oci-planner:error', (m) => m.data.requestId === 'proto-type');
    expect(type.data.message).toContain('type must be one of oci-planner:set-scenario, oci-planner:get-plan');
    // The planner is alive and kept its plan.
    await hostPage.getByRole('button', { name: 'Get plan' }).click();
    const plan = await waitForMessage(hostPage, 'oci-planner:plan', (m) => m.data.requestId === 'demo-9');
    expect(plan.data.scenario).toEqual(accepted);
    expect(await hostPage.frameLocator('#planner').getByTestId('recommended-design').textContent()).not.toBe('');
  });

  it('gave no CSP violation and no console error on any page', async () => {
    const { hostPage, foreignPage, errors } = session;
    expect({ violations: [...(await violations(hostPage)), ...(await violations(foreignPage))], errors }).toEqual({ violations: [], errors: [] });
  });
});

describe('the default build', () => {
  it('allows no host: it answers nobody and warns about the message', async () => {
    const dist = await startServer();
    try {
      const session = await openDemo(dist.url);
      const { hostPage, warnings } = session;
      const frame = hostPage.frameLocator('#planner');
      await frame.getByTestId('recommended-design').waitFor();
      await hostPage.getByRole('button', { name: 'Get plan' }).click();
      await expect.poll(() => warnings.some((w) => w.includes(`origin ${host.origin} is not allowed`))).toBe(true);
      // The demo does not claim an answer it never got.
      await expect.poll(() => hostPage.locator('#status').textContent(), { timeout: 20_000 }).toContain('No answer from the planner to plan request #1');
      const fromPlanner = await hostPage.evaluate(
        (origin) => (window as unknown as { __messages: Seen[] }).__messages.filter((m) => m.origin === origin),
        dist.origin,
      );
      expect(fromPlanner).toEqual([]);
      await session.context.close();
    } finally {
      await dist.close();
    }
  });
});
