import { describe, expect, it } from 'vitest';
import { NO_REMEDIES, withRemedies } from './lazyRemedies.ts';
import type { Remedy } from './parts.ts';

describe('withRemedies', () => {
  const remedy: Remedy = { code: 'more-clients', params: { clients: 3 } };

  it('a plan that fits keeps its empty list and never works remedies out', () => {
    let calls = 0;
    const plan = withRemedies({ feasible: true, remedies: NO_REMEDIES }, true, () => {
      calls++;
      return [remedy];
    });
    expect(plan.remedies).toEqual([]);
    expect(calls).toBe(0);
  });

  it('a plan that does not fit works them out on first read, once, and every reader sees them', () => {
    let calls = 0;
    const plan = withRemedies({ feasible: false, remedies: NO_REMEDIES, after: 1 }, false, () => {
      calls++;
      return [remedy];
    });
    expect(calls).toBe(0);
    expect(JSON.parse(JSON.stringify(plan))).toEqual({ feasible: false, remedies: [remedy], after: 1 });
    expect(Object.keys(plan)).toEqual(['feasible', 'remedies', 'after']);
    expect(structuredClone(plan).remedies).toEqual([remedy]);
    expect({ ...plan }.remedies).toEqual([remedy]);
    expect(calls).toBe(1);
  });
});
