import { describe, expect, it } from 'vitest';
import { renderJobFile } from './jobFile.ts';

describe('fio job file', () => {
  it('writes comments, a section and key=value lines, leaving out undefined options', () => {
    const text = renderJobFile(
      ['planned: 1 IOPS'],
      [
        {
          name: 'a-job',
          options: [
            ['rw', 'randread'],
            ['rwmixread', undefined],
            ['bs', '4k'],
          ],
        },
      ],
    );
    expect(text).toBe('# planned: 1 IOPS\n\n[a-job]\nrw=randread\nbs=4k\n');
  });

  it('refuses a value that could break the file or inject another option', () => {
    expect(() => renderJobFile([], [{ name: 'x', options: [['filename', '/tmp/a\nrw=write']] }])).toThrow();
    expect(() => renderJobFile([], [{ name: 'x]', options: [] }])).toThrow();
    expect(renderJobFile(['two\nlines'], [])).toBe('# two lines\n');
  });
});
