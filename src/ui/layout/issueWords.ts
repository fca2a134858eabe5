/**
 * A scenario's problem (a code with its params, engine/scenarioIssues.ts) in the reader's
 * language, for the notice: `common.issue.<code>`, with the variant the params call for. The
 * English is the store's own (src/store/issueText.ts, the command line's and the embed
 * protocol's words); `issueWords.test.ts` holds the two to the same text.
 */
import type { TFunction } from 'i18next';
import type { ScenarioIssue } from '../../engine/index.ts';
import { list, num } from '../../store/issueText.ts';

/** Codes whose words describe the field itself and follow its path without a colon. */
const ABOUT_FIELD: ReadonlySet<string> = new Set([
  'required',
  'wrongType',
  'notInteger',
  'tooSmall',
  'tooBig',
  'notOneOf',
  'invalid',
  'unknownService',
  'unknownMode',
]);

/** The key under `common.issue` and its variant, as the store's words choose them. */
function keyOf(issue: ScenarioIssue): string {
  const p = issue.params;
  switch (issue.code) {
    case 'wrongType':
      return ['number', 'boolean', 'string', 'object', 'array'].includes(String(p.expected)) ? `wrongType_${String(p.expected)}` : 'wrongType';
    case 'tooSmall':
      if (typeof p.orZero === 'string') return 'tooSmall_orZero';
      return p.origin === 'string' ? 'tooSmall_string' : p.inclusive === false ? 'tooSmall_exclusive' : 'tooSmall';
    case 'tooBig':
      return p.origin === 'string' ? 'tooBig_string' : p.inclusive === false ? 'tooBig_exclusive' : 'tooBig';
    case 'duplicateWorkloadName':
      return p.firstName !== undefined && p.firstName !== p.name ? 'duplicateWorkloadName_written' : 'duplicateWorkloadName';
    default:
      return issue.code;
  }
}

/** What is wrong, without the path. */
export function issueWordsIn(t: TFunction, issue: ScenarioIssue): string {
  const p = issue.params;
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) params[k] = Array.isArray(v) ? list(v) : typeof v === 'number' ? num(v) : String(v);
  if (issue.code === 'unknownFields') params.count = Array.isArray(p.keys) ? p.keys.length : 1;
  if (typeof p.orZero === 'string') params.floor = t(`common.issue.floor.${p.orZero}`);
  return t(`common.issue.${keyOf(issue)}`, params);
}

/** One issue with its path, in the reader's language ("requirement.readMBps must be at least 0"). */
export function issueTextIn(t: TFunction, issue: ScenarioIssue): string {
  const error = issueWordsIn(t, issue);
  if (!issue.path) return error;
  return t(ABOUT_FIELD.has(issue.code) ? 'common.issue.atPath' : 'common.issue.atPathSentence', { path: issue.path, error });
}
