/**
 * What can be wrong with a scenario document, as codes with their figures, and how a schema
 * issue becomes one. The schema is in `schema.ts`, `parseScenario` in `parse.ts`.
 */
import type { $ZodIssue } from 'zod/v4/core';

/**
 * What is wrong with a scenario, by code. `params` carry the figures and ids the words need
 * (`tooSmall`: `minimum`, `inclusive`; `notOneOf`: `allowed`; `unknownFields`: `keys`; …); the
 * words are the reader's: the store, the UI and the command line word them (src/store/issueText.ts,
 * src/ui/i18n).
 */
export const issueCodes = [
  'notObject',
  'forbiddenKey',
  'unsupportedVersion',
  'unknownService',
  'unknownMode',
  'unknownFields',
  'required',
  'wrongType',
  'notInteger',
  'tooSmall',
  'tooBig',
  'notOneOf',
  'invalid',
  'unknownShape',
  'needsCapacity',
  'noMountTargetType',
  'noPerformanceLevel',
  'noShape',
  'demandBothWays',
  /** Two workloads of one plan share a name (case and surrounding spaces ignored): `name`, `first` and `second` (their indexes), `firstNumber` and `secondNumber` (counted from 1). Version 6. */
  'duplicateWorkloadName',
  /** A growth step in a month the horizon does not plan: `month`, `horizonMonths` (months 0, today, to horizonMonths are planned; a step falls in a whole month from 1 to horizonMonths). */
  'stepOutsideHorizon',
] as const;

export type IssueCode = (typeof issueCodes)[number];

export type IssueParams = Readonly<Record<string, number | string | boolean | readonly (string | number)[]>>;

export interface ScenarioIssue {
  /** Dotted path to the field, e.g. `requirement.readMBps`; empty for the whole document. */
  readonly path: string;
  readonly code: IssueCode;
  readonly params: IssueParams;
}

export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Keys that reach an object's prototype: refused wherever a scenario comes from (link, file, storage, message). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first forbidden key at any depth (own keys only), or null. Depth is bounded: a scenario is shallow. */
export function forbiddenKeyPath(value: unknown, path: string, depth: number): { path: string; key: string } | null {
  if (typeof value !== 'object' || value === null || depth > 16) return null;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return { path: path, key };
    const inner = forbiddenKeyPath((value as Record<string, unknown>)[key], here, depth + 1);
    if (inner) return inner;
  }
  return null;
}

function valueAt(doc: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = doc;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** A zod issue as a code with its figures: the bounds and the allowed values come from the schema itself. */
export function toIssue(issue: $ZodIssue, doc: unknown): ScenarioIssue {
  const path = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return { path, code: 'unknownFields', params: { keys: issue.keys } };
    case 'too_small':
      return { path, code: 'tooSmall', params: { minimum: Number(issue.minimum), inclusive: issue.inclusive ?? true, origin: issue.origin } };
    case 'too_big':
      return { path, code: 'tooBig', params: { maximum: Number(issue.maximum), inclusive: issue.inclusive ?? true, origin: issue.origin } };
    case 'invalid_value':
      return { path, code: 'notOneOf', params: { allowed: issue.values.map((v) => (typeof v === 'number' ? v : String(v))) } };
    case 'invalid_type':
      if (issue.expected === 'int') return { path, code: 'notInteger', params: {} };
      return valueAt(doc, issue.path) === undefined
        ? { path, code: 'required', params: {} }
        : { path, code: 'wrongType', params: { expected: issue.expected } };
    case 'invalid_key': {
      // A record's key refused by its own schema: the key's first issue, at the key's path.
      const inner = issue.issues[0];
      return inner ? toIssue({ ...inner, path: [...issue.path, ...inner.path] } as $ZodIssue, doc) : { path, code: 'invalid', params: { zodCode: issue.code } };
    }
    case 'custom': {
      // The schema's own refinements carry the issue they stand for (`fields.ts`).
      const p = (issue.params ?? {}) as Record<string, unknown>;
      if (p.issue === 'tooSmall' && typeof p.minimum === 'number') {
        return { path, code: 'tooSmall', params: { minimum: p.minimum, inclusive: true, origin: 'number', orZero: String(p.orZero) } };
      }
      if (p.issue === 'notOneOf' && Array.isArray(p.allowed)) return { path, code: 'notOneOf', params: { allowed: p.allowed.map(String) } };
      return { path, code: 'invalid', params: { zodCode: issue.code } };
    }
    default:
      return { path, code: 'invalid', params: { zodCode: issue.code } };
  }
}

/**
 * One line per issue for logs and tests, `path: code {params}`: codes, not words (the store and
 * the command line word issues for people: src/store/issueText.ts).
 */
export function formatIssues(issues: readonly ScenarioIssue[]): string {
  return issues.map((i) => `${i.path ? `${i.path}: ` : ''}${i.code}${Object.keys(i.params).length > 0 ? ` ${JSON.stringify(i.params)}` : ''}`).join('\n');
}
