import { describe, expect, it } from 'vitest';
import { findField } from './fields.ts';
import { fieldErrorOf } from './fieldText.ts';

describe('fieldErrorOf: bounds in the unit the field is shown in', () => {
  const read = findField('readMBps')!;

  it('says a lower bound in GB/s for a field shown in GB/s', () => {
    const e = fieldErrorOf(read, 'requirement.readMBps must be at least 0', 'GBps');
    expect(e).toMatchObject({ code: 'min', limit: 0, unit: 'GB/s' });
    expect(e.message).toBe('Must be at least 0 GB/s');
  });

  it('converts an upper bound: 5,000 MB/s reads 5 GB/s, and stays 5,000 in MB/s', () => {
    expect(fieldErrorOf(read, 'requirement.readMBps must be at most 5,000', 'GBps')).toMatchObject({ code: 'max', limit: 5, unit: 'GB/s' });
    expect(fieldErrorOf(read, 'requirement.readMBps must be at most 5,000', 'MBps')).toMatchObject({ code: 'max', limit: 5000, unit: 'MB/s' });
    expect(fieldErrorOf(read, 'requirement.readMBps must be at most 5,000')).toMatchObject({ code: 'max', limit: 5000, unit: 'MB/s' });
  });
});
