/**
 * The Block Volume answer in words: the lever matches the binding limit (issue 20, item 5), the
 * target utilization is shown beside the limits (item 4), and every remedy code has words in
 * English and Japanese (item 6).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { results } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { ResultsView } from './ResultsView.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

describe('Block Volume view: what lifts the binding limit', () => {
  it('Balanced volumes at their 25,000 IOPS cap: add volumes or raise the level, never "Grow the volumes"', () => {
    const requirement = smallRequirement({ readMBps: undefined, writeMBps: undefined, readIops: 150_000, ioSizeKiB: 4, capacityGB: 4000, clients: 1 });
    const result = planFor(requirement);
    const bv = result.blockVolume;
    expect(bv.design.performanceLevel).toBe('balanced');
    expect(bv.evaluation.bottleneck).toBe('volumeIops');
    expect(bv.evaluation.perVolumeIops).toBe(25_000);
    renderWithI18n(<ResultsView view="block-volume" result={result} requirement={requirement} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Add volumes or raise the performance level: each volume is at its level’s maximum, so growing it adds nothing.');
    expect(text).not.toContain('Grow the volumes');
  });

  it('shows the target utilization the limits were planned to', () => {
    const requirement = smallRequirement({ targetUtilizationPercent: 70 });
    renderWithI18n(<ResultsView view="block-volume" result={planFor(requirement)} requirement={requirement} />);
    const dt = screen.getAllByText('Target utilization', { selector: 'dt' });
    expect(dt).toHaveLength(1);
    expect(dt[0]!.nextElementSibling?.textContent?.trim()).toBe('70%');
  });
});

describe('remedy words', () => {
  it('every remedy code (and Block Volume variant) has words in English and Japanese', () => {
    const keys = [...results.remedyCodes.map((c) => c as string), 'larger-client_bv', 'larger-client_multipath'];
    for (const lng of ['en', 'ja'] as const) {
      for (const key of keys) expect(i18n.exists(`results.engine.remedy.${key}`, { lng }), `${lng} ${key}`).toBe(true);
    }
  });
});
