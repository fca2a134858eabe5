/**
 * Vite plugins for the app shell (docs/offline.md, docs/security.md):
 *
 * - `appShell()` (build): gives each build an id, a hash of index.html, every emitted file and
 *   every public file, so the same sources give the same id. It writes the id into
 *   `<meta name="build-id">` of index.html and writes `precache-manifest.json`: the id and the
 *   URLs the service worker (public/sw.js) caches for offline use.
 * - `devWithoutCsp()` (dev server only): drops index.html's Content-Security-Policy meta, which
 *   would block the dev server's inline scripts and styles (hot reload). Built files keep it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

export const PRECACHE_MANIFEST = 'precache-manifest.json';

/**
 * Files that are not part of the app shell: the worker itself, its list, the embed demo, the
 * embed origins (read from the server each time, never cached), and the tab icon, which the
 * built page carries inline (`inlineIcon`).
 */
const NOT_SHELL = /^(sw\.js|precache-manifest\.json|robots\.txt|favicon\.svg|embed-demo\.\w+|embed-origins\.json)$/;

const ICON_LINK = /href="(?:\.?\/)?favicon\.svg"/;

/**
 * The built page's tab icon as a data: URL (the CSP's img-src takes data:): the browser fetches
 * a linked icon itself, into a cache the service worker cannot reuse, so a linked icon was
 * downloaded twice on a first visit. The file stays in public/ (the PNG icons are drawn from it).
 */
export function inlineIcon(html: string, svg: string): string {
  return html.replace(ICON_LINK, `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`);
}

export interface PrecacheManifest {
  readonly version: 1;
  readonly buildId: string;
  /** Relative to the folder the app is served from, e.g. `./`, `index.html`, `assets/index-….js`. */
  readonly urls: readonly string[];
}

interface PublicFile {
  readonly name: string;
  readonly content: Buffer;
}

function listPublic(dir: string | false): PublicFile[] {
  if (!dir) return [];
  const out: PublicFile[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (name.startsWith('.')) continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push({ name: relative(dir, path).split(sep).join('/'), content: readFileSync(path) });
    }
  };
  walk(dir);
  return out;
}

function contentOf(item: OutputBundle[string]): string | Uint8Array {
  return item.type === 'chunk' ? item.code : item.source;
}

/** 16 hex digits of SHA-256 over the page, the emitted files and the public files. */
export function computeBuildId(html: string, bundle: OutputBundle, publicFiles: readonly PublicFile[]): string {
  const hash = createHash('sha256').update(html);
  for (const name of Object.keys(bundle).sort()) {
    if (name === 'index.html' || name === PRECACHE_MANIFEST) continue;
    hash.update(`\0${name}\0`).update(contentOf(bundle[name]!));
  }
  for (const file of publicFiles) hash.update(`\0public/${file.name}\0`).update(file.content);
  return hash.digest('hex').slice(0, 16);
}

export function appShell(): Plugin {
  let config: ResolvedConfig;
  let buildId: string | null = null;
  return {
    name: 'oci-planner:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const icon = config.publicDir ? join(config.publicDir, 'favicon.svg') : '';
        const page = icon && existsSync(icon) ? inlineIcon(html, readFileSync(icon, 'utf8')) : html;
        buildId = computeBuildId(page, ctx.bundle, listPublic(config.publicDir));
        return { html: page, tags: [{ tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head' }] };
      },
    },
    generateBundle(_options, bundle) {
      if (!buildId || !bundle['index.html']) {
        this.error('app-shell: index.html was not built before the precache manifest (plugin order?)');
      }
      const emitted = Object.keys(bundle)
        .filter((name) => name !== 'index.html' && !name.endsWith('.map') && !NOT_SHELL.test(name))
        .sort();
      const publicUrls = listPublic(config.publicDir)
        .map((f) => f.name)
        .filter((name) => !NOT_SHELL.test(name));
      const manifest: PrecacheManifest = { version: 1, buildId: buildId!, urls: ['./', 'index.html', ...emitted, ...publicUrls] };
      this.emitFile({ type: 'asset', fileName: PRECACHE_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

const CSP_META = /\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;

export function devWithoutCsp(): Plugin {
  return {
    name: 'oci-planner:dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(CSP_META, ''),
  };
}
