import { fireEvent, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';
import { localInputOf, msOfLocalInput, windowProblems, WindowInputs, zoneName } from './WindowInputs.tsx';

const first = Date.UTC(2026, 0, 5, 9, 0);
const last = Date.UTC(2026, 0, 5, 12, 0);

describe('the window as From and To times', () => {
  it('reads and writes times in the browser’s own zone, to the minute', () => {
    const at = Date.UTC(2026, 0, 5, 10, 30);
    expect(msOfLocalInput(localInputOf(at))).toBe(at);
    expect(msOfLocalInput('')).toBeNaN();
    expect(msOfLocalInput('2026-13-45')).toBeNaN();
  });

  it('says what is wrong, field by field', () => {
    expect(windowProblems(first, last, first, last)).toEqual({});
    expect(windowProblems(last, first, first, last)).toEqual({ from: 'fromAfterTo' });
    expect(windowProblems(first - 3_600_000, last, first, last)).toEqual({ from: 'outsideData' });
    expect(windowProblems(first, last + 3_600_000, first, last)).toEqual({ to: 'outsideData' });
    expect(windowProblems(Number.NaN, last, first, last)).toEqual({ from: 'badTime' });
  });

  it('a valid time typed in moves the window; a wrong one is said next to its field and moves nothing', () => {
    const onWindow = vi.fn();
    const { rerender } = renderWithI18n(<WindowInputs fromMs={first} toMs={last} firstMs={first} lastMs={last} onWindow={onWindow} />);
    expect(screen.getByRole('group').textContent).toContain(zoneName());
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe(localInputOf(first));
    const at = Date.UTC(2026, 0, 5, 10, 0);
    fireEvent.change(from, { target: { value: localInputOf(at) } });
    expect(onWindow).toHaveBeenLastCalledWith({ fromMs: at, toMs: last });

    onWindow.mockClear();
    fireEvent.change(from, { target: { value: localInputOf(last + 60_000) } });
    expect(onWindow).not.toHaveBeenCalled();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('where the data is');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.change(from, { target: { value: localInputOf(Date.UTC(2026, 0, 5, 11, 0)) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: localInputOf(Date.UTC(2026, 0, 5, 10, 0)) } });
    expect(screen.getByRole('alert').textContent).toBe('From must be before To.');
    expect(onWindow).toHaveBeenCalledTimes(1);

    // The brush moved: the fields show its window, the message goes.
    rerender(
      <I18nextProvider i18n={i18n}>
        <WindowInputs fromMs={first + 3_600_000} toMs={last} firstMs={first} lastMs={last} onWindow={onWindow} />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('From')).toBe(from);
    expect(from.value).toBe(localInputOf(first + 3_600_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
