/**
 * One chunk per stage of the first load (src/main.tsx): each module a stage evaluates goes into
 * that stage's chunk, the stage that first reaches it through static imports. Left to itself,
 * the bundler cut the modules the stages share with the lazy panels into dozens of small chunks
 * (55 scripts on a first load): each one a request, a module compiled and a load event in a task
 * of its own, and work for the service worker's first fill. Modules only the lazy panels reach
 * are chunked as before.
 */
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

type Group = { name: string; test: (id: string) => boolean; priority: number };

export function stageChunks(root: string): { plugin: Plugin; groups: Group[] } {
  const main = resolve(root, 'src/main.tsx');
  /** Module id → the stage chunk it belongs to, worked out once the module graph is known. */
  const stageOf = new Map<string, string>();
  const names: string[] = [];
  const plugin: Plugin = {
    name: 'oci-planner:stage-chunks',
    apply: 'build',
    buildEnd() {
      stageOf.clear();
      const info = this.getModuleInfo(main);
      if (!info) return;
      // What the entry imports itself stays in the entry's chunk.
      const taken = new Set<string>([main, ...info.importedIds]);
      info.dynamicallyImportedIds.forEach((entry, i) => {
        const name = `stage${i}-${basename(entry).replace(/\.[^.]+$/, '')}`;
        names[i] = name;
        const queue = [entry];
        while (queue.length > 0) {
          const id = queue.shift()!;
          if (taken.has(id)) continue;
          taken.add(id);
          stageOf.set(id, name);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      });
    },
  };
  // One group per stage, earlier stages first (a higher priority is chunked first), so a later
  // stage never takes a module of an earlier one with it.
  const groups: Group[] = Array.from({ length: 16 }, (_, i) => ({
    name: `stage${i}`,
    priority: 100 - i,
    test: (id: string) => stageOf.get(id)?.startsWith(`stage${i}-`) === true,
  }));
  return { plugin, groups };
}
