/**
 * `prerender()` (build only): renders the app's first screen to HTML in Node and writes it
 * into index.html's `#root`, with the fingerprint of the state it shows
 * (`data-prerender`, src/store/stateKey.ts). A first visit then paints the default answer
 * before any JavaScript has run; src/start.tsx takes the HTML over (hydration) or, for a visit
 * that starts from another state, draws afresh.
 *
 * The render runs src/prerender.tsx through a throw-away Vite server in SSR mode, so it sees
 * the same modules, resources and import.meta.glob as the browser build.
 */
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';

const ROOT = '<div id="root"></div>';

interface PrerenderModule {
  prerender(): { html: string; key: string };
  labelTables(root: ParentNode): void;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's scripts start after the first paint: the entry script and its module preloads
 * leave the HTML for `<meta name="app-scripts">`, which public/boot.js reads and loads once
 * the prerendered answer is on screen. They would otherwise share the network with the style
 * sheets the first paint waits for. `stages` are the chunks src/main.tsx imports in turn
 * (stageChunks): preloaded with the rest, so each stage is evaluated without a round trip.
 */
export function deferScripts(html: string, stages: readonly string[] = []): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const listed = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const base = entry.slice(0, entry.lastIndexOf('/assets/') + 1);
  const preloads = [...new Set([...listed, ...stages.map((file) => base + file)])].filter((url) => url !== entry);
  const meta = `\n    <meta name="app-scripts" content="${[entry, ...preloads].join(' ')}" />`;
  return html.replace(ENTRY, '').replace(PRELOAD, '').replace('</head>', `${meta}\n  </head>`);
}

/**
 * The chunks the entry imports dynamically (src/main.tsx's stages; the embed bridge and the
 * languages are imported from later modules) with every chunk they import statically, in order.
 */
export function stageChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.includes(fileName) || fileName === entry.fileName) return;
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return files;
}

export function prerender(): Plugin {
  let root = process.cwd();
  return {
    name: 'oci-planner:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!html.includes(ROOT)) this.error(`prerender: index.html has no empty ${ROOT}`);
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
          const { html: app, key } = mod.prerender();
          const { JSDOM } = await import('jsdom');
          const dom = new JSDOM(`<div id="root">${app}</div>`);
          mod.labelTables(dom.window.document);
          const labelled = dom.window.document.getElementById('root')!.innerHTML;
          const stages = ctx.chunk ? stageChunks(ctx.bundle, ctx.chunk) : [];
          return deferScripts(html.replace(ROOT, `<div id="root" data-prerender="${key}">${labelled}</div>`), stages);
        } finally {
          await server.close();
        }
      },
    },
  };
}
