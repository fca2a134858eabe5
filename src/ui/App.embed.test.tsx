import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../store/planStore.ts';
import { App } from './App.tsx';
import { applyLocale } from './i18n/index.ts';

function start(embed: Parameters<typeof App>[0]['embed']) {
  window.history.replaceState(null, '', '/?embed=1');
  planStore.reinitialise();
  return render(<App embed={embed} />);
}

beforeEach(() => {
  localStorage.clear();
});

describe('App embedded (?embed=1)', { timeout: 60_000 }, () => {
  it('has a slim bar instead of the page header and footer, and keeps the tabs', () => {
    const { container } = start({ embed: true, service: null });
    expect(container.querySelector('.app-header')).toBeNull();
    expect(container.querySelector('.app-footer')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('OCI Storage Planner');
    expect(screen.getByRole('tablist')).toBeTruthy();
    const open = screen.getByRole('link', { name: /Open in the full planner/ });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('href')).toMatch(/^\/#scenario=[A-Za-z0-9_-]+$/);
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeTruthy();
  });

  it('opens the full planner in the language the embed shows', () => {
    start({ embed: true, service: null });
    act(() => planStore.getState().setLocale('ja'));
    const open = screen.getByRole('link', { name: /完全版のプランナーで開く/ });
    expect(open.getAttribute('href')).toMatch(/^\/#scenario=[A-Za-z0-9_-]+&lang=ja$/);
    act(() => planStore.getState().setLocale('en'));
    applyLocale('en');
  });

  it("locks the view a host asks for: no tabs, that service's answer", () => {
    planStore.getState().setView('compare');
    start({ embed: true, service: 'block-volume' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Block Volume' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'File Storage' })).toBeNull();
  });

  it('locks the Lustre view (service=lustre)', () => {
    planStore.getState().setView('compare');
    start({ embed: true, service: 'lustre' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'File Storage with Lustre' })).toBeTruthy();
    expect(screen.getByTestId('recommended-design').textContent).toMatch(/TiB .* MB\/s per TB$/);
  });
});
