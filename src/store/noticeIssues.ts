/**
 * A scenario's problems carried in a notice's params (which hold text), so the UI can word each
 * one in the reader's language instead of showing the engine's English paths.
 */
import * as z from 'zod/mini';
import { scenario, type ScenarioIssue } from '../engine/index.ts';

const param = z.union([z.number(), z.string(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const issuesSchema = z.array(z.strictObject({ path: z.string(), code: z.enum(scenario.issueCodes), params: z.record(z.string(), param) }));

/** At most this many issues travel with a notice. */
const MAX_ISSUES = 10;

export function encodeIssues(issues: readonly ScenarioIssue[]): string {
  return JSON.stringify(issues.slice(0, MAX_ISSUES).map(({ path, code, params }) => ({ path, code, params })));
}

/** The issues of a notice's `issues` param, or null when it holds none (or anything else). */
export function decodeIssues(text: string | number | undefined): ScenarioIssue[] | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = issuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
