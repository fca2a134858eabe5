/**
 * A scenario's problems in a notice, in both languages: the English is the store's own words
 * (the command line and the embed protocol say the same), and every code and variant has
 * Japanese words (issue 22, item 11: a Japanese reader of a bad link saw English).
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { scenario, type ScenarioIssue } from '../../engine/index.ts';
import { issueText } from '../../store/issueText.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import { issueTextIn } from './issueWords.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

const at = (path: string, code: ScenarioIssue['code'], params: ScenarioIssue['params'] = {}): ScenarioIssue => ({ path, code, params });

/** Every code, with each variant of its words, as the schema reports them. */
const issues: readonly ScenarioIssue[] = [
  at('', 'notObject'),
  at('', 'forbiddenKey', { key: '__proto__' }),
  at('version', 'unsupportedVersion', { version: 9, latest: 5 }),
  at('service', 'unknownService', { allowed: ['fss', 'bv'] }),
  at('mode', 'unknownMode', { allowed: ['recommend', 'evaluate'], service: 'fss' }),
  at('requirement', 'unknownFields', { keys: ['x'] }),
  at('requirement', 'unknownFields', { keys: ['x', 'y'] }),
  at('requirement.readMBps', 'required'),
  at('version', 'wrongType', { expected: 'number' }),
  at('requirement.scratchData', 'wrongType', { expected: 'boolean' }),
  at('name', 'wrongType', { expected: 'string' }),
  at('requirement', 'wrongType', { expected: 'object' }),
  at('pinned', 'wrongType', { expected: 'array' }),
  at('requirement.readMBps', 'wrongType', { expected: 'bigint' }),
  at('requirement.clients', 'notInteger'),
  at('requirement.readMBps', 'tooSmall', { minimum: 0, inclusive: true, origin: 'number' }),
  at('requirement.readMBps', 'tooSmall', { minimum: 0, inclusive: false, origin: 'number' }),
  at('requirement.readIops', 'tooSmall', { minimum: 0.0000116, inclusive: true, origin: 'number', orZero: 'ops' }),
  at('requirement.readMBps', 'tooSmall', { minimum: 0.0000059, inclusive: true, origin: 'number', orZero: 'mbps' }),
  at('requirement.capacityGB', 'tooSmall', { minimum: 1e-9, inclusive: true, origin: 'number', orZero: 'capacity' }),
  at('name', 'tooSmall', { minimum: 1, inclusive: true, origin: 'string' }),
  at('requirement.readMBps', 'tooBig', { maximum: 1_000_000, inclusive: true, origin: 'number' }),
  at('requirement.readPercent', 'tooBig', { maximum: 100, inclusive: false, origin: 'number' }),
  at('name', 'tooBig', { maximum: 200, inclusive: true, origin: 'string' }),
  at('design.mountTargetType', 'notOneOf', { allowed: ['standard', 'hpmt-20'] }),
  at('calibration', 'invalid'),
  at('requirement.clientShape', 'unknownShape', { shape: 'VM.X', allowed: ['VM.Standard.E5.Flex'] }),
  at('design', 'needsCapacity', { edition: 'fss-2019-10' }),
  at('design.mountTargetType', 'noMountTargetType', { edition: 'fss-2023-08', type: 'hpmt-80', allowed: ['standard'] }),
  at('design.performanceLevel', 'noPerformanceLevel', { edition: 'bv-seed', level: 'uhp-120', allowed: ['balanced'] }),
  at('design.shape', 'noShape', { edition: 'dio-current', shape: 'BM.X' }),
  at('requirement', 'demandBothWays', { fields: ['totalMBps', 'readMBps'] }),
  at('growth.steps.0.month', 'stepOutsideHorizon', { month: 13, horizonMonths: 12 }),
  at('workloads.2.name', 'duplicateWorkloadName', { name: 'Home', firstName: 'Home', first: 0, second: 2, firstNumber: 1, secondNumber: 3 }),
  at('workloads.1.name', 'duplicateWorkloadName', { name: 'ｄｂ', firstName: 'db', first: 0, second: 1, firstNumber: 1, secondNumber: 2 }),
];

describe('scenario issues in a notice', () => {
  it('cover every code the engine reports', () => {
    expect(new Set(issues.map((i) => i.code))).toEqual(new Set(scenario.issueCodes));
  });

  it('say in English exactly what the store says', () => {
    const en = i18n.getFixedT('en') as TFunction;
    expect(issues.map((i) => issueTextIn(en, i))).toEqual(issues.map(issueText));
  });

  it('have Japanese words for every code and variant', () => {
    const ja = i18n.getFixedT('ja') as TFunction;
    const words = issues.map((i) => issueTextIn(ja, i));
    const english = issues.map(issueText);
    expect(words.filter((w, n) => w === english[n] || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(w) || w.includes('{{') || w.includes('common.issue'))).toEqual([]);
  });
});
