import { describe, expect, it } from 'vitest';
import { parseFioBs, parseFioSize } from './size.ts';

describe('fio sizes', () => {
  it('reads binary multiples as fio does', () => {
    expect(parseFioSize('4k')).toBe(4096);
    expect(parseFioSize('1M')).toBe(1_048_576);
    expect(parseFioSize('4096')).toBe(4096);
    expect(parseFioSize('8KiB')).toBe(8192);
    expect(parseFioSize('lots')).toBeNull();
  });

  it('splits bs=read,write', () => {
    expect(parseFioBs('64k,32k')).toEqual({ read: 65536, write: 32768 });
    expect(parseFioBs('16k')).toEqual({ read: 16384, write: 16384 });
    expect(parseFioBs('x,4k')).toBeNull();
  });
});
