import { describe, expect, it } from 'vitest';
import { findField } from './fields.ts';
import { readUnitText, withoutTypedUnit } from './unitText.ts';

const spec = (id: string) => findField(id)!;

describe('readUnitText: a number and the unit typed after it', () => {
  it.each([
    ['readMBps', '5 GB/s', { kind: 'number', number: 5, unitId: 'GBps', typed: true }],
    ['readMBps', '5GBPS', { kind: 'number', number: 5, unitId: 'GBps', typed: true }],
    ['readMBps', '2,000 MB/s', { kind: 'number', number: 2000, unitId: 'MBps', typed: true }],
    ['readMBps', '1.5k', { kind: 'number', number: 1500, typed: true }],
    ['readMBps', '1.5k GB/s', { kind: 'number', number: 1500, unitId: 'GBps', typed: true }],
    ['readMBps', '２,０００', { kind: 'number', number: 2000, typed: false }],
    ['ioSizeKiB', '1MiB', { kind: 'number', number: 1, unitId: 'MiB', typed: true }],
    ['ioSizeKiB', '8k', { kind: 'number', number: 8, unitId: 'KiB', typed: true }],
    ['capacityGB', '200 tb', { kind: 'number', number: 200, unitId: 'TB', typed: true }],
    ['totalIops', '15万', { kind: 'number', number: 150_000, typed: true }],
    ['readMBps', '5 G', { kind: 'partial', typed: 'G' }],
    ['readMBps', '5 TB', { kind: 'wrongUnit', typed: 'TB' }],
    ['capacityGB', '5 GB/s', { kind: 'wrongUnit', typed: 'GB/s' }],
    ['readMBps', '5 apples', { kind: 'notNumber' }],
    ['readMBps', 'GB/s', { kind: 'notNumber' }],
  ])('%s: %s', (id, text, expected) => {
    expect(readUnitText(spec(id), text)).toEqual(expected);
  });

  it('drops a typed unit for a newly picked one, keeping a multiplier', () => {
    expect(withoutTypedUnit(spec('readMBps'), '5 GB/s')).toBe('5');
    expect(withoutTypedUnit(spec('readMBps'), '1.5k GB/s')).toBe('1.5k');
    expect(withoutTypedUnit(spec('readMBps'), '1.5k')).toBe('1.5k');
    expect(withoutTypedUnit(spec('ioSizeKiB'), '8k')).toBe('8');
    expect(withoutTypedUnit(spec('readMBps'), 'abc')).toBe('abc');
  });
});
