import { describe, expect, it } from 'vitest';
import { createPlanStore } from './planStore.ts';
import { shareStructure } from './share.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';

describe('shareStructure', () => {
  it('keeps the last object when the next one is deep-equal', () => {
    const prev = { a: 1, b: { c: [1, 2, { d: 'x' }] } };
    const next = { a: 1, b: { c: [1, 2, { d: 'x' }] } };
    expect(shareStructure(prev, next)).toBe(prev);
  });

  it('takes the unchanged parts from the last object and the changed ones from the next', () => {
    const prev = { a: 1, pricing: { discount: 5 }, list: [{ x: 1 }, { x: 2 }] };
    const next = { a: 2, pricing: { discount: 5 }, list: [{ x: 1 }, { x: 3 }] };
    const out = shareStructure(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.pricing).toBe(prev.pricing);
    expect(out.list).not.toBe(prev.list);
    expect(out.list[0]).toBe(prev.list[0]);
    expect(out.list[1]).toBe(next.list[1]);
  });

  it('sees an added, a removed or a reordered key as a change', () => {
    const prev: Record<string, number | undefined> = { a: 1, b: 2 };
    expect(shareStructure(prev, { a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2, c: 3 });
    expect(shareStructure(prev, { a: 1 })).toEqual({ a: 1 });
    expect(Object.keys(shareStructure(prev, { b: 2, a: 1 }))).toEqual(['b', 'a']);
    expect(shareStructure(prev, { a: 1, b: 2, c: undefined })).toEqual({ a: 1, b: 2, c: undefined });
    expect('c' in shareStructure(prev, { a: 1, b: 2, c: undefined })).toBe(true);
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareStructure([1, 2, 3], [1, 2])).toEqual([1, 2]);
  });

  it('compares only plain data: another kind of object is taken from the next value', () => {
    const d1 = new Date(0);
    const d2 = new Date(0);
    expect(shareStructure({ d: d1 }, { d: d2 }).d).toBe(d2);
    expect(shareStructure<unknown>({ 0: 1 }, [1])).toEqual([1]);
    expect(shareStructure<unknown>(null, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('the store shares the scenario between changes', () => {
  const fresh = () => createPlanStore({ storage: memoryStorage(), hash: '' });

  it('keeps the pricing and catalogs objects when a workload field changes', () => {
    const store = fresh();
    store.getState().setPricing({ discountPercent: 10 });
    const before = store.getState().scenario;
    store.getState().setField('readMBps', '777');
    const after = store.getState().scenario;
    expect(after).not.toBe(before);
    expect(after.requirement.readMBps).toBe(777);
    expect(after.pricing).toBeDefined();
    expect(after.pricing).toBe(before.pricing);
    expect(after.catalogs).toBe(before.catalogs);
  });

  it('keeps the very same scenario when the new text means the same value', () => {
    const store = fresh();
    store.getState().setField('readMBps', '10');
    const before = store.getState().scenario;
    store.getState().setField('readMBps', '10.0');
    expect(store.getState().scenario).toBe(before);
    expect(store.getState().drafts.readMBps).toBe('10.0');
  });
});
