import { describe, expect, it } from 'vitest';
import { bvEditions, catalogIds, dioEditions, fssEditions, lustreEditions } from '../../catalog/index.ts';
import { i18n, loadLanguage } from './index.ts';
import { editionTitle } from './editionTitle.ts';

const titles: Record<string, string> = Object.fromEntries(
  [...Object.values(fssEditions), ...Object.values(bvEditions), ...Object.values(dioEditions), ...Object.values(lustreEditions)].map((e) => [e.id, e.title]),
);
const ids = Object.values(catalogIds).flat();

describe('catalog edition titles in the reader’s language', () => {
  it('in English, each is the catalog’s own title', () => {
    const t = i18n.getFixedT('en');
    for (const id of ids) expect(editionTitle(t, id), id).toBe(titles[id]);
  });

  it('in Japanese, each is translated (no key, no English sentence), "undated" included', async () => {
    await loadLanguage('ja');
    const t = i18n.getFixedT('ja');
    for (const id of ids) {
      const ja = editionTitle(t, id);
      expect(ja, id).not.toContain('common.editions');
      expect(ja, id).not.toBe(titles[id]);
      expect(ja, id).not.toMatch(/\b(current|documentation|undated|deck|pages|retrieved)\b/);
    }
  });
});
