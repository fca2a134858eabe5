/**
 * What a result is made of, for the engine's `results` namespace: limits and their use,
 * warnings, cost lines, bottlenecks and reasons, each with the list of its codes (the words
 * for every code live in the UI's resources, never here).
 */
export * from './parts.ts';
export * from './reasons.ts';
