import { describe, expect, it } from 'vitest';
import { occurrenceKeys, sameFields, sameItems } from './sameFields.ts';

describe('sameFields', () => {
  it('compares own fields by value, not the objects', () => {
    expect(sameFields({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(sameFields({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameFields({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameFields({ a: NaN }, { a: NaN })).toBe(true);
    expect(sameFields({ a: [1] }, { a: [1] })).toBe(false);
  });

  it('lists match item by item, in order', () => {
    expect(sameItems([{ a: 1 }, { b: 2 }], [{ a: 1 }, { b: 2 }])).toBe(true);
    expect(sameItems([{ a: 1 }, { b: 2 }], [{ b: 2 }, { a: 1 }])).toBe(false);
    expect(sameItems([{ a: 1 }], [{ a: 1 }, { a: 1 }])).toBe(false);
  });
});

describe('occurrenceKeys', () => {
  it('keys an item by its identity, and a repeat by its place among its like', () => {
    expect(occurrenceKeys(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a#1', 'a#2']);
    expect(occurrenceKeys([])).toEqual([]);
  });
});
