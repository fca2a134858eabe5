import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { CHAT_LINK_CHARS } from '../../store/url.ts';
import '../i18n/index.ts';
import { ScenarioActions } from './ScenarioActions.tsx';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
});

/** A name that does not compress away: each character from a simple generator. */
function noisyName(i: number): string {
  let x = i * 7919 + 17;
  let name = `W${i} `;
  while (name.length < 70) {
    x = (x * 1103515245 + 12345) % 2147483648;
    name += 'abcdefghijklmnopqrstuvwxyz0123456789'[x % 36];
  }
  return name;
}

describe('ScenarioActions: the share link of a plan', () => {
  it('says nothing for a plan of one, and says to export a file when the link is too long for a chat message', async () => {
    const user = userEvent.setup();
    render(<ScenarioActions />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.queryByTestId('link-too-long')).toBeNull();
    act(() => {
      for (let i = 1; i < 50; i++) planStore.getState().addWorkload(noisyName(i));
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const note = await screen.findByTestId('link-too-long');
    const length = Number(/(\d[\d,]*) characters/.exec(note.textContent ?? '')![1]!.replace(/,/g, ''));
    expect(length).toBeGreaterThan(CHAT_LINK_CHARS);
    expect(note.textContent).toMatch(/export the plan as a file instead/);
  });
});
