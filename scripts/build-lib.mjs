#!/usr/bin/env node
/**
 * Builds the planning engine as a standalone ES module, for use outside the app:
 *
 *   dist-lib/oci-storage-engine.js    the engine and the catalog, one file, no React
 *   dist-lib/oci-storage-engine.d.ts  types for it (re-exports dist-lib/types/engine/index.d.ts)
 *   dist-lib/types/                   the declarations of src/engine and src/catalog
 *
 * Does nothing, silently, until src/engine/index.ts exists. Any failure (bundling, a UI
 * library in the bundle, declaration emit) exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/engine/index.ts');
const outDir = join(root, 'dist-lib');

if (!existsSync(entry)) process.exit(0);

function fail(message) {
  console.error(`build-lib: ${message}`);
  process.exit(1);
}

const { build } = await import('vite');

let result;
try {
  result = await build({
    // Not the app's vite.config.ts: no React plugin, no `base`, and never touch dist/.
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      lib: { entry, formats: ['es'], fileName: 'oci-storage-engine' },
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
    },
  });
} catch (error) {
  fail(`bundling the engine failed: ${error instanceof Error ? error.message : String(error)}`);
}

// The engine must stay free of UI libraries (ESLint checks imports; this checks the result).
const UI_LIBRARY = /[\\/]node_modules[\\/](react|react-dom|zustand|recharts|i18next|react-i18next)[\\/]/;
const outputs = Array.isArray(result) ? result : [result];
const offenders = new Set();
for (const output of outputs) {
  for (const item of output.output ?? []) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds ?? Object.keys(item.modules ?? {})) {
      if (UI_LIBRARY.test(id)) offenders.add(id);
    }
  }
}
if (offenders.size > 0) {
  fail(`the engine bundle pulls in UI libraries:\n  ${[...offenders].join('\n  ')}`);
}

const tsc = join(root, 'node_modules/typescript/bin/tsc');
const declarations = spawnSync(
  process.execPath,
  [tsc, '--declaration', '--emitDeclarationOnly', '--outDir', join(outDir, 'types'), '-p', join(root, 'tsconfig.lib.json')],
  { cwd: root, stdio: 'inherit' },
);
if (declarations.error) fail(`could not run tsc: ${declarations.error.message}`);
if (declarations.status !== 0) {
  fail(`type declaration emit failed (tsc exit code ${declarations.status ?? declarations.signal}); see the errors above.`);
}
if (!existsSync(join(outDir, 'types/engine/index.d.ts'))) {
  fail('tsc succeeded but dist-lib/types/engine/index.d.ts was not written.');
}

// Next to the bundle, so `import … from '…/oci-storage-engine.js'` is typed.
writeFileSync(join(outDir, 'oci-storage-engine.d.ts'), "export * from './types/engine/index.js';\n");

console.log('build-lib: dist-lib/oci-storage-engine.js and dist-lib/types/ written');
