import { describe, expect, it } from 'vitest';
import { workloadPresets } from '../../store/presets.ts';
import en from './en/form.ts';

describe('workload presets in words', () => {
  it.each(workloadPresets.map((p) => p.id))('%s has a name and a description', (id) => {
    const texts = en.presets as Record<string, { name: string; description: string }>;
    expect(texts[id]?.name).toBeTruthy();
    expect(texts[id]?.description).toBeTruthy();
  });
});
