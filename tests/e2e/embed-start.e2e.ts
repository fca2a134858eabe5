/**
 * The portal use under `npm start`, in real Chromium, with the default build (dist/, built
 * without VITE_EMBED_ALLOWED_ORIGINS): the origins come from where the planner is served.
 *
 * - out of the box, the demo host page npm start serves from its second origin frames the
 *   planner, sends a scenario, and receives the plan and the planner's height;
 * - a portal named in EMBED_ALLOWED_ORIGINS (origin A, another server) does the same;
 * - a third origin (C) cannot frame the planner (the demo there says no answer came), and its
 *   messages to a planner framed by A are ignored.
 */
import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountTargetLabels } from '../../src/catalog/index.ts';
import { SCENARIO_VERSION, compareServices, type CompareScenario, type FssRecommendation } from '../../src/engine/index.ts';
import { launchBrowser } from './browser.ts';
import { freePort, startNpmStart } from './npmStart.ts';
import { startServer, type StaticServer } from './server.ts';

interface Seen {
  readonly origin: string;
  readonly data: { type?: string; requestId?: unknown; height?: unknown; result?: unknown; scenario?: unknown };
}

const RECORD_MESSAGES = `(() => {
  const seen = (window.__messages = []);
  window.addEventListener('message', (e) => seen.push({ origin: e.origin, data: e.data }));
})();`;

const WAIT = { timeout: 30_000, interval: 100 };

let browser: Browser;
let child: ChildProcess;
let plannerOrigin: string;
let demoUrl: string;
let portal: StaticServer; // A: allowed by EMBED_ALLOWED_ORIGINS
let stranger: StaticServer; // C: allowed by nothing

beforeAll(async () => {
  portal = await startServer();
  stranger = await startServer();
  const port = await freePort();
  const started = await startNpmStart({ PORT: String(port), DEMO_PORT: String(await freePort()), EMBED_ALLOWED_ORIGINS: portal.origin });
  child = started.child;
  plannerOrigin = started.url;
  demoUrl = started.demoUrl!;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  child?.kill();
  await Promise.all([portal?.close(), stranger?.close()]);
});

const scenario: CompareScenario = {
  version: SCENARIO_VERSION,
  mode: 'recommend',
  service: 'compare',
  name: 'From the portal',
  requirement: { readMBps: 9000, writeMBps: 3000, ioSizeKiB: 256, clients: 64, capacityGB: 20000 },
};

function designWords(s: CompareScenario): string {
  const d = (compareServices(s.requirement, s.catalogs, s.pricing).fileStorage as FssRecommendation).design;
  return `${d.mountTargets} × ${mountTargetLabels[d.mountTargetType]} mount target${d.mountTargets === 1 ? '' : 's'}`;
}

async function newContext(): Promise<{ context: BrowserContext; warnings: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(RECORD_MESSAGES);
  const allowed = new Set([plannerOrigin, new URL(demoUrl).origin, portal.origin, stranger.origin]);
  await context.route(
    (url) => !allowed.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  const warnings: string[] = [];
  const errors: string[] = [];
  context.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, warnings, errors };
}

const fromPlanner = (page: Page): Promise<Seen[]> =>
  page.evaluate((origin) => (window as unknown as { __messages: Seen[] }).__messages.filter((m) => m.origin === origin), plannerOrigin);

/** Sends the scenario from a demo host page and checks the whole round trip. */
async function roundTrip(hostPage: Page): Promise<void> {
  await expect.poll(async () => (await fromPlanner(hostPage)).some((m) => m.data.type === 'oci-planner:ready'), WAIT).toBe(true);
  await expect.poll(async () => Number(await hostPage.locator('#planner').getAttribute('data-height')), WAIT).toBeGreaterThan(300);
  const height = (await fromPlanner(hostPage)).find((m) => m.data.type === 'oci-planner:height');
  expect(height?.data.height).toEqual(expect.any(Number));

  await hostPage.locator('#scenario').fill(JSON.stringify(scenario));
  await hostPage.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => hostPage.locator('#status').textContent(), WAIT).toBe('The planner answered scenario #1.');
  const plan = (await fromPlanner(hostPage)).find((m) => m.data.type === 'oci-planner:plan' && m.data.requestId === 'demo-1');
  expect(plan?.data.scenario).toEqual(scenario);
  expect(await hostPage.locator('#design').textContent()).toBe(designWords(scenario));
  await expect.poll(() => hostPage.frameLocator('#planner').getByTestId('recommended-design').textContent(), WAIT).toBe(designWords(scenario));
}

describe('npm start: the planner embedded across origins', () => {
  it('prints the planner and the demo, on two origins, and allows the demo and the portal', async () => {
    expect(new URL(demoUrl).origin).not.toBe(plannerOrigin);
    const csp = (await fetch(`${plannerOrigin}/`)).headers.get('content-security-policy');
    expect(csp).toContain(`frame-ancestors 'self' ${portal.origin} ${new URL(demoUrl).origin}`);
    expect(await (await fetch(`${plannerOrigin}/embed-origins.json`)).json()).toEqual({ allowedOrigins: [portal.origin, new URL(demoUrl).origin] });
  });

  it("out of the box, npm start's demo frames the planner, sends a scenario and gets the plan and the height", async () => {
    const { context, errors } = await newContext();
    const page = await context.newPage();
    await page.goto(demoUrl);
    expect(new URL(page.url()).origin).toBe(new URL(demoUrl).origin);
    await roundTrip(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the demo's first Send, of the scenario the planner already shows, gets the plan; and the same again gets it again", async () => {
    const { context, errors } = await newContext();
    const page = await context.newPage();
    await page.goto(demoUrl);
    await expect.poll(async () => (await fromPlanner(page)).some((m) => m.data.type === 'oci-planner:plan'), WAIT).toBe(true);
    const shown = JSON.parse(await page.locator('#scenario').inputValue()) as CompareScenario;
    for (const n of [1, 2]) {
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.locator('#status').textContent(), WAIT).toBe(`The planner answered scenario #${n}.`);
      const plan = (await fromPlanner(page)).find((m) => m.data.type === 'oci-planner:plan' && m.data.requestId === `demo-${n}`);
      expect(plan?.data.scenario).toMatchObject({ requirement: shown.requirement });
    }
    expect(await page.locator('#status').getAttribute('class')).not.toBe('status-error');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the planner\'s own "/embed-demo.html" leads to the demo on its second origin', async () => {
    const { context } = await newContext();
    const page = await context.newPage();
    await page.goto(`${plannerOrigin}/embed-demo.html`);
    expect(new URL(page.url()).origin).toBe(new URL(demoUrl).origin);
    await context.close();
  });

  it('a portal named in EMBED_ALLOWED_ORIGINS drives it; a third origin cannot frame it, and its messages are ignored', async () => {
    const { context, warnings } = await newContext();
    // C opens A's host page and keeps a reference to it, as any page that opened another can.
    const strangerPage = await context.newPage();
    await strangerPage.goto(`${stranger.url}robots.txt`);
    const [hostPage] = await Promise.all([
      context.waitForEvent('page'),
      strangerPage.evaluate(
        (url) => {
          (window as unknown as { __host: Window | null }).__host = window.open(url, 'host');
        },
        `${portal.url}embed-demo.html?planner=${encodeURIComponent(`${plannerOrigin}/`)}`,
      ),
    ]);
    await roundTrip(hostPage);

    const plansBefore = (await fromPlanner(hostPage)).filter((m) => m.data.type === 'oci-planner:plan').length;
    await strangerPage.evaluate(() => {
      const host = (window as unknown as { __host: Window }).__host;
      host[0]!.postMessage(
        { type: 'oci-planner:set-scenario', version: 1, scenario: { mode: 'recommend', service: 'compare', requirement: { readMBps: 1, ioSizeKiB: 4 } } },
        '*',
      );
    });
    await expect.poll(() => warnings.some((w) => w.includes(`origin ${stranger.origin} is not allowed`)), WAIT).toBe(true);
    await hostPage.getByRole('button', { name: 'Get plan' }).click();
    await expect.poll(() => hostPage.locator('#status').textContent(), WAIT).toBe('The planner answered plan request #2.');
    const plans = (await fromPlanner(hostPage)).filter((m) => m.data.type === 'oci-planner:plan');
    expect(plans.length).toBe(plansBefore + 1); // the answer to Get plan, nothing for C's message
    expect(plans.at(-1)!.data.scenario).toEqual(scenario);

    // C's own host page: the planner's frame-ancestors refuses it.
    const refused = await context.newPage();
    const blocked: string[] = [];
    refused.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
    });
    await refused.goto(`${stranger.url}embed-demo.html?planner=${encodeURIComponent(`${plannerOrigin}/`)}`);
    await expect.poll(() => refused.locator('#status').textContent(), WAIT).toContain('No answer from the planner');
    expect(blocked.length).toBeGreaterThan(0);
    expect(await refused.frameLocator('#planner').getByTestId('recommended-design').count()).toBe(0);
    expect(await fromPlanner(refused)).toEqual([]);
    await context.close();
  });
});
