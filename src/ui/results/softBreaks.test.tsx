import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { softBreaks } from './softBreaks.tsx';

describe('softBreaks', () => {
  it('lets a machine name wrap after its dots, and keeps its text', () => {
    const { container } = render(<p>{softBreaks('10 × VM.DenseIO.E4.Flex.32, RAID 10')}</p>);
    expect(container.textContent).toBe('10 × VM.DenseIO.E4.Flex.32, RAID 10');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('leaves decimals and text without names alone', () => {
    expect(softBreaks('93.6 TiB (102,914 GB)')).toBe('93.6 TiB (102,914 GB)');
    expect(softBreaks('under 1 ms')).toBe('under 1 ms');
  });
});
