import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import '../i18n/index.ts';
import { Header } from './Header.tsx';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
});

const field = () => screen.queryByLabelText('Save the current scenario as');

describe('the saved-scenarios menu', () => {
  it('opens with the focus in its name field, and closes on Escape (focus back on its button), on its button and on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <button type="button">Elsewhere</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Saved scenarios' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(field()).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{Escape}');
    expect(field()).toBeNull();
    expect(document.activeElement).toBe(button);

    // By keyboard: Enter on the button opens it, the field takes the typing.
    await user.keyboard('{Enter}');
    await user.keyboard('Mine');
    expect((field() as HTMLInputElement).value).toBe('Mine');
    // A click inside keeps it open; a click elsewhere closes it.
    await user.click(field()!);
    expect(field()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toBeNull();

    await user.click(button);
    await user.click(button);
    expect(field()).toBeNull();
  });
});
