/**
 * The app's entry. Its modules are evaluated in stages, each in a task of its own, so that no
 * single task holds the main thread while the prerendered answer is already on screen (a long
 * task there delays the first tap and counts as blocking time, docs/performance.md). Each stage
 * imports what the next ones build on; a module already evaluated is not evaluated again.
 */
import { nextTask } from './boot/nextTask.ts';

// zod's setting first, before any schema is built (see the module); React with it.
await import('./boot/stageReact.ts');
await nextTask();
await import('./ui/i18n/index.ts');
await nextTask();
// The engine in three: its catalogs, the scenario's schema (zod builds it as it is evaluated),
// then the rest.
await import('./catalog/index.ts');
await nextTask();
await import('./engine/scenario/schema.ts');
await nextTask();
await import('./engine/index.ts');
await nextTask();
const [{ planStore }, { selectPlan }] = await Promise.all([import('./store/planStore.ts'), import('./store/planCache.ts')]);
await nextTask();
// The first answer's plan, in a task of its own (the first render then reads it from the cache).
selectPlan(planStore.getState().scenario);
await nextTask();
// The number formats the answer writes with, one a task (the first loads the locale's data).
const { formatWarmUp } = await import('./ui/results/format.ts');
for (const step of formatWarmUp(planStore.getState().locale)) {
  step();
  await nextTask();
}
const { start } = await import('./start.tsx');
await nextTask();
await start();
