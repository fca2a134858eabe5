/**
 * The app in Japanese: chosen by the link, the saved preference or the browser; switched in
 * the header; <html lang>, the link and the saved preference follow the switch.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultScenario } from '../../store/initialState.ts';
import { storageKeys } from '../../store/persist.ts';
import { planStore } from '../../store/planStore.ts';
import { buildHash } from '../../store/url.ts';
import { URL_WRITE_DELAY_MS } from '../../store/urlSync.ts';
import { App } from '../App.tsx';
import { applyLocale } from './index.ts';

function start(url: string) {
  window.history.replaceState(null, '', url);
  planStore.reinitialise();
  return render(<App />);
}

const link = (lang: 'en' | 'ja', view: Parameters<typeof buildHash>[1] = 'compare') => `/${buildHash(defaultScenario(), view, lang)}`;
const savedLocale = () => (JSON.parse(localStorage.getItem(storageKeys.prefs) ?? 'null') as { data?: { locale?: string } } | null)?.data?.locale;
const switchGroup = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  applyLocale('en');
});

describe('the app in Japanese', { timeout: 30_000 }, () => {
  it('opens in Japanese from `&lang=ja` after the scenario: switch, form, results and <html lang>', async () => {
    start(link('ja'));
    const group = switchGroup('言語');
    expect(within(group).getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.title).toBe('OCI ストレージ・プランナー');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('OCI ストレージ・プランナー');
    expect(screen.getByRole('heading', { level: 2, name: 'ワークロード' })).toBeTruthy();
    expect(screen.getByLabelText('読み取りスループット')).toBeTruthy();
    expect(screen.getByLabelText('読み取りスループットの単位')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'サービスの比較' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '比較' }).getAttribute('aria-selected')).toBe('true');
    // Dates through Intl in the reader's locale (the price panel loads after the first answer).
    expect(await screen.findByText(/2026年1月5日時点の定価です。/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the engine’s sentences in Japanese in a service’s answer', () => {
    start(link('ja', 'file-storage'));
    const answer = screen.getByRole('heading', { level: 2, name: 'File Storage' }).closest('section')!;
    expect(within(answer).getByRole('heading', { name: 'この構成を制限しているもの' })).toBeTruthy();
    expect(within(answer).getByTestId('recommended-design').textContent).toMatch(/^マウント・ターゲット（.+）× \d+$/);
    // The engine's sentences: the bottleneck, what lifts it, why this design, every warning.
    const after = (heading: string) => within(answer).getByRole('heading', { name: heading }).nextElementSibling?.textContent ?? '';
    const sentences = [
      after('この構成を制限しているもの'),
      after('この構成を選んだ理由'),
      ...[...answer.querySelectorAll('.warning-message')].map((el) => el.textContent ?? ''),
    ];
    expect(sentences.length).toBeGreaterThan(3);
    for (const text of sentences) {
      expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      expect(text).not.toMatch(/\b(the|mount targets?|is|are)\b/);
    }
  });

  it('switches back and forth: i18next, <html lang>, the link and the saved preference follow', async () => {
    vi.useFakeTimers();
    try {
      start(link('ja'));
      fireEvent.click(within(switchGroup('言語')).getByRole('button', { name: 'English' }));
      expect(document.documentElement.lang).toBe('en');
      expect(document.title).toBe('OCI Storage Planner');
      expect(screen.getByRole('heading', { level: 2, name: 'Workload' })).toBeTruthy();
      expect(within(switchGroup('Language')).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
      act(() => {
        vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 50);
      });
      expect(window.location.hash).toMatch(/^#scenario=[A-Za-z0-9_-]+$/);
      expect(savedLocale()).toBe('en');

      fireEvent.click(within(switchGroup('Language')).getByRole('button', { name: '日本語' }));
      expect(document.documentElement.lang).toBe('ja');
      expect(screen.getByLabelText('読み取りスループット')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 50);
      });
      expect(window.location.hash).toMatch(/^#scenario=[A-Za-z0-9_-]+&lang=ja$/);
      expect(savedLocale()).toBe('ja');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads `?lang=ja` and moves it into the hash', async () => {
    start(`/?lang=ja${buildHash(defaultScenario(), 'compare')}`);
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('heading', { level: 2, name: 'ワークロード' })).toBeTruthy();
    await vi.waitFor(() => expect(window.location.hash.endsWith('&lang=ja')).toBe(true));
    expect(window.location.search).toBe('');
  });

  it('follows the browser’s languages when nothing is saved, and the saved preference over them', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en-US']);
    const first = start('/');
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('heading', { level: 2, name: 'ワークロード' })).toBeTruthy();
    first.unmount();

    localStorage.setItem(storageKeys.prefs, JSON.stringify({ version: 1, data: { theme: 'system', locale: 'en' } }));
    start('/');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Workload' })).toBeTruthy();
  });
});

describe('a file that cannot be imported, in Japanese', { timeout: 30_000 }, () => {
  it('names the field by its Japanese label and words its error in Japanese, not "requirement.readMBps"', async () => {
    start(link('ja'));
    await screen.findByRole('group', { name: '言語' });
    act(() => {
      planStore.getState().importScenarioText(JSON.stringify({ mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 64, readMBps: -5 } }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('読み取りスループット');
    expect(alert.textContent).toContain('以上にしてください');
    expect(alert.textContent).not.toContain('requirement.readMBps');
  });

  it('names both fields of a demand stated two ways, in Japanese', async () => {
    start(link('ja'));
    await screen.findByRole('group', { name: '言語' });
    act(() => {
      planStore
        .getState()
        .importScenarioText(
          JSON.stringify({ mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, totalIops: 150_000, readSharePercent: 70, readIops: 1 } }),
        );
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('同じ負荷が 2 通りに指定されています（合計 IOPS、読み取り IOPS）');
    expect(alert.textContent).not.toContain('totalIops');
  });
});
