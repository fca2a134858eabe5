/**
 * What is deployed, for the app's lazily loaded section and the command line (issue 42): the
 * engine's readers and weighing (`engine/deployed/`) and their words (`report.ts`).
 */
export * from '../engine/deployed/index.ts';
export * from './report.ts';
export { terraformChangeText } from './terraformChange.ts';
