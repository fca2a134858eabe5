/**
 * Figures in the engine's words: a Lustre capacity keeps the tenth of a TiB its steps are
 * counted in (291.2 TiB is a valid capacity; 291 is not), and a unit price keeps its digits
 * ($0.0625 a GB-month, not $0.06), in English and in Japanese.
 */
import { describe, expect, it } from 'vitest';
import { lustre } from '../../engine/index.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { lustreDesignText } from './designText.ts';
import { warningText } from './engineText.ts';
import { makeFormatters } from './format.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

// 30,000 MB/s at 80% of the 125 tier needs 300,000 GB: the next valid step is 291.2 TiB.
const plan = lustre.recommendLustre(undefined, { readMBps: 30_000, ioSizeKiB: 1024, performanceTierMBpsPerTB: 125 });

describe('engine figures in words', () => {
  for (const lng of ['en', 'ja'] as const) {
    const t = i18n.getFixedT(lng) as unknown as Translate;
    const f = makeFormatters(lng);

    it(`${lng}: a Lustre capacity to the tenth of a TiB, in the design and in every warning`, () => {
      expect(plan.design.capacityTiB).toBe(291.2);
      expect(lustreDesignText(t, f, plan.design)).toContain('291.2');
      const rounded = plan.warnings.find((w) => w.id === 'lustre-capacity-rounded')!;
      expect(warningText(t, f, rounded)).toContain('291.2');
      const grows = plan.warnings.find((w) => w.id === 'lustre-grow-only')!;
      expect(warningText(t, f, grows)).toContain('124.8');
    });

    it(`${lng}: a unit price keeps its digits`, () => {
      const unit = plan.warnings.find((w) => w.id === 'lustre-performance-unit-inferred')!;
      expect(unit.params.perGBMonthUSD).toBeCloseTo(0.0625, 9);
      expect(warningText(t, f, unit)).toContain('0.0625');
    });
  }
});
