import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedFunctions } from './docComments.ts';

describe('doc comments on the engine', () => {
  it('every exported function in src/engine and src/catalog says what it takes and gives', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const missing = [...undocumentedFunctions(path.join(root, 'engine')), ...undocumentedFunctions(path.join(root, 'catalog'))];
    expect(missing).toEqual([]);
  });

  it('finds a function without one, and accepts one with one (declaration or arrow)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-'));
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      [
        '/** Doubled. */',
        'export function twice(x: number) { return 2 * x; }',
        'export function bare() { return 1; }',
        '// not a doc comment',
        'export const arrow = () => 1;',
        '/** Halved. */',
        'export const half = (x: number) => x / 2;',
        'function inner() { return 0; }',
        'export const value = 3;',
      ].join('\n'),
    );
    expect(undocumentedFunctions(dir)).toEqual(['a.ts: bare', 'a.ts: arrow']);
    fs.rmSync(dir, { recursive: true });
  });
});
