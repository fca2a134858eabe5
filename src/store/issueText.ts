/**
 * A scenario issue in plain English, from its code and params: the store's own words for the
 * messages it returns (an action's failure, a notice's fallback text) and for the command line's
 * errors. The UI words the same issues in the reader's language from the codes (NoticeBar, the
 * form's field errors); no one reads these words back.
 */
import type { ScenarioIssue } from '../engine/index.ts';

/** A list param as the words show it ("a, b, c"). */
export const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : String(v ?? ''));
/** A figure param as the words show it (grouped digits; a tiny one to three figures). */
export const num = (v: unknown): string =>
  typeof v === 'number' ? (v !== 0 && Math.abs(v) < 0.001 ? String(Number(v.toPrecision(3))) : v.toLocaleString('en-US')) : String(v ?? '');
/** What the smallest figure other than zero is, by kind (`engine/scenario/fields.ts`). */
const floorWords: Readonly<Record<string, string>> = { ops: 'one operation a day', mbps: '512 bytes a day', capacity: 'one byte' };

/** What a field of the wrong type must be, by the type the schema expected. */
const typeWords: Readonly<Record<string, string>> = {
  number: 'must be a number',
  boolean: 'must be true or false',
  string: 'must be a string',
  object: 'must be an object',
  array: 'must be an array',
};

/** What is wrong, without the path. */
export function issueWords(issue: ScenarioIssue): string {
  const p = issue.params;
  switch (issue.code) {
    case 'notObject':
      return 'a scenario must be a JSON object';
    case 'forbiddenKey':
      return `a scenario may not use the key "${String(p.key)}"`;
    case 'unsupportedVersion':
      return `version ${String(p.version)} is not supported; this planner reads versions 1 to ${num(p.latest)}`;
    case 'unknownService':
      return `must be one of ${list(p.allowed)}`;
    case 'unknownMode':
      return `must be one of ${list(p.allowed)} for ${String(p.service)}`;
    case 'unknownFields':
      return `unknown field${Array.isArray(p.keys) && p.keys.length > 1 ? 's' : ''}: ${list(p.keys)}`;
    case 'required':
      return 'is required';
    case 'wrongType':
      return Object.hasOwn(typeWords, String(p.expected)) ? typeWords[String(p.expected)]! : `must be of type ${String(p.expected)}`;
    case 'notInteger':
      return 'must be a whole number';
    case 'tooSmall':
      if (typeof p.orZero === 'string' && Object.hasOwn(floorWords, p.orZero)) return `must be 0 or at least ${num(p.minimum)} (${floorWords[p.orZero]})`;
      return p.origin === 'string' ? 'must not be empty' : `must be ${p.inclusive === false ? 'more than' : 'at least'} ${num(p.minimum)}`;
    case 'tooBig':
      return p.origin === 'string'
        ? `must be at most ${num(p.maximum)} characters`
        : `must be ${p.inclusive === false ? 'less than' : 'at most'} ${num(p.maximum)}`;
    case 'notOneOf':
      return `must be one of ${list(p.allowed)}`;
    case 'unknownShape':
      return `no instance shape ${String(p.shape)} in the catalog; choose one of ${list(p.allowed)}`;
    case 'needsCapacity':
      return `the ${String(p.edition)} edition scales with stored data: give design.capacityGB`;
    case 'noMountTargetType':
      return `${String(p.edition)} has no ${String(p.type)} mount target; choose one of ${list(p.allowed)}`;
    case 'noPerformanceLevel':
      return `${String(p.edition)} has no performance level ${String(p.level)}; choose one of ${list(p.allowed)}`;
    case 'noShape':
      return `${String(p.edition)} has no shape ${String(p.shape)}`;
    case 'demandBothWays':
      return `states the same demand two ways (${list(p.fields)}): give a total with readSharePercent, or the read and write fields, not both`;
    case 'duplicateWorkloadName':
      // Names that differ as written (in the width or case of their letters) are both shown.
      return p.firstName !== undefined && p.firstName !== p.name
        ? `the name "${String(p.name)}" is the same as "${String(p.firstName)}", the name of workload ${String(p.firstNumber)}, but for the width or case of its letters: each workload needs its own name`
        : `the name "${String(p.name)}" is already used by workload ${String(p.firstNumber)}: each workload needs its own name`;
    case 'stepOutsideHorizon':
      return `a step in month ${String(p.month)} is outside the horizon of ${String(p.horizonMonths)} months, which plans months 0 (today) to ${String(p.horizonMonths)}: a step falls in a whole month from 1 to ${String(p.horizonMonths)}; move it, or lengthen the horizon`;
    case 'invalid':
      return 'is not valid';
  }
}

/** One issue with its path: "requirement.readMBps must be at least 0". */
export function issueText(issue: ScenarioIssue): string {
  const words = issueWords(issue);
  if (!issue.path) return words;
  // Words that describe the field itself follow its path; a sentence of its own follows a colon.
  const aboutField = /^(is|must)\b/.test(words) || issue.code === 'unknownService' || issue.code === 'unknownMode';
  return aboutField ? `${issue.path} ${words}` : `${issue.path}: ${words}`;
}

/** Issues on one line: "requirement.readMBps must be at least 0; version …". */
export function describeIssues(issues: readonly ScenarioIssue[]): string {
  return issues.map(issueText).join('; ');
}
