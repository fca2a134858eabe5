import { describe, expect, it } from 'vitest';
import { findField } from './fields.ts';
import { fieldErrorOf } from './fieldText.ts';
import { parseScenario, type ScenarioIssue } from '../engine/index.ts';

const path = 'requirement.readMBps';
const min = (minimum: number): ScenarioIssue => ({ path, code: 'tooSmall', params: { minimum, inclusive: true, origin: 'number' } });
const max = (maximum: number): ScenarioIssue => ({ path, code: 'tooBig', params: { maximum, inclusive: true, origin: 'number' } });

describe('fieldErrorOf: bounds in the unit the field is shown in', () => {
  const read = findField('readMBps')!;

  it('says a lower bound in GB/s for a field shown in GB/s', () => {
    const e = fieldErrorOf(read, min(0), 'GBps');
    expect(e).toMatchObject({ code: 'min', limit: 0, unit: 'GB/s' });
    expect(e.message).toBe('Must be at least 0 GB/s');
  });

  it('converts an upper bound: 5,000 MB/s reads 5 GB/s, and stays 5,000 in MB/s', () => {
    expect(fieldErrorOf(read, max(5000), 'GBps')).toMatchObject({ code: 'max', limit: 5, unit: 'GB/s' });
    expect(fieldErrorOf(read, max(5000), 'MBps')).toMatchObject({ code: 'max', limit: 5000, unit: 'MB/s' });
    expect(fieldErrorOf(read, max(5000))).toMatchObject({ code: 'max', limit: 5000, unit: 'MB/s' });
  });

  it('reads the bounds from the schema: the engine reports a negative rate as tooSmall with its minimum', () => {
    const parsed = parseScenario({ mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 4, readMBps: -1, clients: 1.5 } });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const issue = parsed.issues.find((i) => i.path === path)!;
    expect(fieldErrorOf(read, issue, 'GBps')).toMatchObject({ code: 'min', limit: 0, unit: 'GB/s' });
    const clients = parsed.issues.find((i) => i.path === 'requirement.clients')!;
    expect(fieldErrorOf(findField('clients')!, clients)).toMatchObject({ code: 'integer' });
  });
});
