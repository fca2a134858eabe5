/**
 * Japanese, every view: no English UI word left on screen. Proper nouns may stay in English:
 * the service names (the Japanese UI uses Oracle's English product names throughout), shape and
 * SKU names, units and protocol names, and the titles, places and addresses of the documents
 * cited (they are English documents). The allow-list below is all of it. The catalog's notes on
 * its figures and the model check's rows are read too: they have Japanese words, and where a
 * note quotes its English source it marks the quotation as the original (原文「…」).
 *
 * Depends on the Japanese fonts (fonts-noto-cjk, found or installed by tests/setup/japaneseFonts.ts:
 * without them Chromium draws boxes, and the layout is not the one a Japanese reader sees), and
 * pins the browser's locale (ja-JP) and time zone (Asia/Tokyo), so the dates of the saved-scenarios
 * menu are written the same way on every machine.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalog from '../../src/catalog/index.ts';
import { instanceShapes, priceBook, sources } from '../../src/catalog/index.ts';
import { ensureJapaneseFonts } from '../setup/japaneseFonts.ts';
import { expectClean, firstChartDrawn, loadLazy, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

/** What a reader in Japan has: the browser's language and clock. */
const JAPAN = { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' } as const;

let h: Harness;
beforeAll(async () => {
  ensureJapaneseFonts();
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

/** Product, protocol, unit and file-format names, and abbreviations, kept as they are. */
const ALLOWED_WORDS = new Set(
  (
    'OCI Oracle File Storage Block Volume Dense Lustre with NVMe HPMT RAID IOPS SLA UHP VPU VPUs OCPU OCPUs NFS NFSv3 TLS ' +
    'JSON CSV SVG PNG URL fio nconnect iSCSI LVM ASM MGS FS_NAME MGS_IP AMD NVIDIA Intel Arm Linux Windows Kubernetes CSI ' +
    'cloudharmony rsync FREE_ALL RDMA GPU NIC NICs Ubuntu stunnel oci-fss-utils rsize wsize Gb GB TB TiB MB KiB MiB KB Gbps MBps P95 Balanced Lower Cost Higher Performance Ultra High ' +
    'Standard Flex Mount Target ERP AI ML PAYG USD SKU API CLI TCP GbE NLM NLMFREEALL NFSv ' +
    // NFSv3 operations, named as the protocol names them.
    'ACCESS COMMIT CREATE FSINFO FSSTAT GETATTR LINK LOOKUP MKDIR MKNOD PATHCONF READ READDIR READDIRPLUS READLINK REMOVE RENAME RMDIR SETATTR SYMLINK WRITE ' +
    // Oracle products in the examples' names, and fio's own words (its options, its README, the .zip).
    'E-Business Suite Database OLTP README numjobs iodepth zip MountTargetIOPS Characteristics ' +
    // The tools whose output the measurement import reads, named as they name themselves.
    'Monitoring iostat nfsiostat sysstat ' +
    // Infrastructure as code: the tool, Oracle's service and pricing names, the provider (oracle/oci) and the file (main.tf) as they are named.
    'Terraform Resource Manager Universal Credits oracle oci main ' +
    // Oracle's price list as Oracle names it: the Annual Universal Credits model, the Cost Estimator and its products API.
    'Annual Cost Estimator products ' +
    // What is deployed (issue 42): OCI's Resource Discovery, HashiCorp's HCL parser and the WebAssembly it is built as.
    'Resource Discovery HashiCorp HCL WebAssembly ' +
    // The language switch names English in English.
    'English'
  ).split(' '),
);

/** Strings from the catalog that are names or citations of English documents. */
function citedStrings(): string[] {
  const out: string[] = [];
  for (const s of Object.values(sources))
    out.push(s.title, s.publisher, ...(s.url ? [s.url, s.url.replace(/^https:\/\//, '')] : []), ...(s.via ? [s.via] : []), ...(s.file ? [s.file] : []));
  for (const p of Object.values(priceBook)) if (p && typeof p === 'object' && 'name' in p) out.push(String((p as { name: string }).name));
  for (const shape of instanceShapes) out.push(shape.id, ...(shape.gpus ? [shape.gpus] : []));
  // Where in its document each figure is (a table, a section, a row as the document names it).
  const seen = new Set<object>();
  const visit = (v: unknown): void => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    const r = v as Record<string, unknown>;
    if (typeof r.source === 'string' && typeof r.where === 'string') out.push(r.where);
    Object.values(r).forEach(visit);
  };
  Object.values(catalog).forEach(visit);
  return out.sort((a, b) => b.length - a.length);
}

/** Visible text of the page (text nodes, option labels, placeholders), one string per node. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const joined = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // A long name with break opportunities (<wbr>, softBreaks.tsx) is one name in several text nodes: read it whole.
      const whole = el?.querySelector(':scope > wbr') ? el : null;
      if (whole && joined.has(whole)) continue;
      if (whole) joined.add(whole);
      const text = ((whole ?? n).textContent ?? '').trim();
      if (!text || !el || el.closest('script, style, noscript, code, pre')) continue;
      if (el.closest('option') || !el.checkVisibility({ checkVisibilityCSS: true })) {
        if (!el.closest('option')) continue;
      }
      out.push(text);
    }
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) if (input.checkVisibility()) out.push(input.placeholder);
    return out;
  });
}

/** English words left in the texts, after the cited names and the allowed words are taken out. */
function englishWords(texts: readonly string[], cited: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    // A source's own English, quoted and marked as the original (原文「…」).
    let text = raw.replace(/原文「[^」]*」/g, ' ');
    for (const c of cited) if (c && text.includes(c)) text = text.split(c).join(' ');
    // Shape names (VM.Standard.E5.Flex, BM.GPU.H100.8), mount-target types (HPMT-80), ids and sizes.
    text = text.replace('npm run --silent validate', ' ').replace('-- --json', ' ');
    // The commands whose output the deployed section reads, and the one that reads .tf files (issue 42).
    text = text
      .replace(/terraform show -json/g, ' ')
      .replace(/oci (?:fs|bv|compute|lfs) [\w-]+ list/g, ' ')
      .replace(/npm run --silent plan -- SCENARIO --deployed \*\.tf/g, ' ');
    // Catalog edition and source ids, e.g. (fss-current), S-BVBAL, nfs-blog.
    text = text.replace(/\b(?:fss|bv|dio|lustre|oci|nfs)-[\w-]+/g, ' ').replace(/\bS-[A-Z0-9-]+/g, ' ');
    text = text
      .replace(/\b(?:VM|BM)\.[\w.-]+/g, ' ')
      .replace(/\bHPMT-\d+\b/g, ' ')
      .replace(/\b[\w-]+\.(?:fio|sh|json|md|txt|csv|svg)\b/g, ' ');
    for (const word of text.match(/[A-Za-z][A-Za-z'’_-]*[A-Za-z]/g) ?? []) {
      if (word.length < 3 || ALLOWED_WORDS.has(word)) continue;
      found.add(word);
    }
  }
  return [...found].sort();
}

describe('Japanese', () => {
  it('every view, its panels and its charts carry no untranslated English UI word', async () => {
    const app = await openApp(h, { context: JAPAN });
    const { page } = app;
    await page.goto(`${h.server.url}?lang=ja`, { waitUntil: 'load' });
    await page.getByRole('tab', { name: '比較', exact: true }).waitFor();
    const cited = citedStrings();
    const found: Record<string, string[]> = {};
    for (const view of ['比較', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre']) {
      await page.getByRole('tab', { name: view, exact: true }).click();
      await firstChartDrawn(page);
      await loadLazy(page, 'panels');
      // Every disclosure open: the figure tables, the notes; then (below) the saved-scenarios
      // menu opened as a reader opens it, and closed again before the next tab is clicked.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      // The model check builds its full table once opened; the figure tables carry the catalog's notes.
      const check = page.getByTestId('model-check');
      await check.waitFor();
      if ((await check.locator('table').count()) < 2) {
        // Opened by a script, the fold may not have told the panel: open it as a reader does.
        await check.locator('details').evaluate((d) => ((d as HTMLDetailsElement).open = false));
        await check.locator('details > summary').click();
      }
      await check.locator('table').nth(1).waitFor();
      const rowLabels = await check.locator('tbody th[scope="row"]').allTextContents();
      expect(rowLabels.length).toBeGreaterThan(100);
      expect(rowLabels.filter((label) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(label))).toEqual([]);
      const savedMenu = page.getByRole('button', { name: '保存したシナリオ', exact: true });
      await savedMenu.click();
      await page.getByLabel('現在のシナリオを保存する名前').waitFor();
      const texts = await visibleTexts(page);
      const words = englishWords(texts, cited);
      if (words.length > 0) found[view] = words;
      // The menu closed as a reader closes it: Escape gives the focus back to its button.
      await page.keyboard.press('Escape');
      await page.getByLabel('現在のシナリオを保存する名前').waitFor({ state: 'detached' });
      expect(await savedMenu.evaluate((b) => b === document.activeElement)).toBe(true);
    }
    expect(found).toEqual({});
    expectClean(app.problems);
    await app.close();
  });
});

describe('Japanese notices', () => {
  it('word a link’s problems in Japanese, field paths aside', async () => {
    const doc = JSON.stringify({ version: {}, mode: 'recommend', service: 'compare', requirement: { readMBps: 100, ioSizeKiB: 64 } });
    const app = await openApp(h, { hash: `#scenario=${Buffer.from(doc).toString('base64url')}&lang=ja`, context: JAPAN });
    const { page } = app;
    const notice = page.getByRole('alert').filter({ hasText: 'リンクのシナリオを読み取れませんでした' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('version: 数値を指定してください');
    expect(text).not.toMatch(/must be|could not/);
    expectClean(app.problems);
    await app.close();
  });
});
