/**
 * No count meets a noun written "client(s)": every resource of every language is read as text,
 * and a word followed by "(s)" fails, so a new string uses a plural form (`_one`/`_other`) or a
 * wording without the noun instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

describe('plural nouns', () => {
  it('no resource writes a noun as "word(s)"', () => {
    const found: string[] = [];
    for (const lang of ['en', 'ja']) {
      for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.ts'))) {
        readFileSync(join(root, lang, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/[A-Za-z]\(s\)/.test(line)) found.push(`${lang}/${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
