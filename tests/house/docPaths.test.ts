import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every file of the repository below the given folders, as paths from the root. */
function repoFiles(dirs: readonly string[]): string[] {
  const walk = (d: string): string[] =>
    fs.readdirSync(path.join(root, d), { withFileTypes: true }).flatMap((e) => {
      const p = path.posix.join(d, e.name);
      return e.isDirectory() ? walk(p) : [p];
    });
  return dirs.flatMap(walk);
}

const files = repoFiles(['src', 'tests', 'bench', 'scripts', 'docs', 'public', '.ci']);
/** Files the build writes (under dist/ or dist-lib/, or named in a string of the build's code), not kept in the repository. */
const buildCode = ['vite.config.ts', ...files.filter((f) => f.startsWith('scripts/'))].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n');
const built = (name: string) => /^dist(-lib)?\//.test(name) || buildCode.includes(`'${name}'`) || buildCode.includes(`/${name}'`);
/** The project's shared source documents (`reference/…`, `seeds/…`) live outside the repository. */
const shared = (name: string) => /^(reference|seeds)\//.test(name);
const known = (name: string) => files.some((f) => f === name || f.endsWith('/' + name)) || fs.existsSync(path.join(root, name)) || built(name) || shared(name);

/** File names written in backticks (`engine/plan.ts`, `schema.ts`) in a text. */
const named = (text: string) => [...text.matchAll(/`([A-Za-z0-9_./-]+\.(?:ts|tsx|mjs|json|md))`/g)].map((m) => m[1]!.replace(/^\.\//, ''));

describe('the words about files are true', () => {
  it('every file README and docs/ name in backticks exists (by its path, or its path below src/)', () => {
    const docs = [
      'README.md',
      ...fs
        .readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const missing = docs.flatMap((d) =>
      named(fs.readFileSync(path.join(root, d), 'utf8'))
        .filter((n) => !known(n) && !known(`src/${n}`))
        .map((n) => `${d}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('every file a comment in src/ names in backticks exists somewhere in the repository', () => {
    const sources = files.filter((f) => f.startsWith('src/') && /\.(ts|tsx)$/.test(f));
    const missing = sources.flatMap((f) =>
      named(fs.readFileSync(path.join(root, f), 'utf8'))
        .filter((n) => !known(n) && !known(`src/${n}`))
        .map((n) => `${f}: ${n}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the check finds a name that is gone', () => {
    expect(named('see `engine/plan.ts` and `gone/nowhere.ts`').filter((n) => !known(n) && !known(`src/${n}`))).toEqual(['gone/nowhere.ts']);
  });
});
