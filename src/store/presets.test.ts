import { describe, expect, it } from 'vitest';
import { compareServices, parseScenario } from '../engine/index.ts';
import { matchMetadataMix, matchPreset, metadataMixes, workloadPresets } from './presets.ts';

describe('workload presets', () => {
  it.each(workloadPresets.map((p) => [p.id, p] as const))('%s is a valid compare scenario that the form recognises', (id, p) => {
    const parsed = parseScenario({ version: 1, mode: 'recommend', service: 'compare', requirement: p.requirement });
    expect(parsed.ok).toBe(true);
    expect(matchPreset(p.requirement)).toBe(id);
  });

  it('give different recommendations', () => {
    const designs = (r: ReturnType<typeof compareServices>) => JSON.stringify([r.fileStorage.design, r.blockVolume.design, r.denseIo.design, r.lustre.design]);
    const summaries = new Set(workloadPresets.map((p) => designs(compareServices(p.requirement))));
    expect(summaries.size).toBeGreaterThan(4);
  });
});

describe('metadata mixes', () => {
  it('are recognised from their rates, and anything else is custom', () => {
    for (const m of metadataMixes) expect(matchMetadataMix(m.rates)).toBe(m.id);
    expect(matchMetadataMix({ getattr: 1 })).toBe('custom');
    expect(matchMetadataMix({})).toBe('none');
  });
});
