import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './importGraph.ts';

const src = path.resolve(import.meta.dirname, '../../src');

describe('the import graph of src/', () => {
  const { graph, unresolved } = importGraph(src);

  it('reads every module and resolves every relative import (an unread import could hide a cycle)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('engine/index.ts')).toContain('engine/plan.ts');
    expect(unresolved).toEqual([]);
  });

  it('keeps the units a leaf that the catalog and the engine both import (catalog/units.ts)', () => {
    expect(graph.get('catalog/units.ts')).toEqual([]);
    expect(graph.get('engine/units.ts')).toContain('catalog/units.ts');
    expect(graph.get('catalog/fss.ts')).toContain('catalog/units.ts');
  });

  it('has no import cycle, type-only imports included', () => {
    const cycles = importCycles(graph).map((c) => c.map((m) => `${m} → ${(graph.get(m) ?? []).filter((t) => c.includes(t)).join(', ')}`));
    expect(cycles).toEqual([]);
  });
});

describe('importCycles', () => {
  const g = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('finds a loop through several modules and leaves the modules outside it out', () => {
    expect(importCycles(g({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] }))).toEqual([['a', 'b', 'c']]);
  });

  it('finds a module that imports itself, and two separate loops', () => {
    expect(importCycles(g({ a: ['a'], b: ['c'], c: ['b'], d: ['b'] }))).toEqual([['a'], ['b', 'c']]);
  });

  it('finds none in a graph that only runs one way, however deep', () => {
    const chain = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`m${i}`, i + 1 < 20_000 ? [`m${i + 1}`] : []]));
    expect(importCycles(g(chain))).toEqual([]);
    chain['m19999'] = ['m0'];
    expect(importCycles(g(chain))[0]).toHaveLength(20_000);
  });
});
