import { act } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PlanWarning } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { warningText } from './engineText.ts';
import { makeFormatters } from './format.ts';
import { sortWarnings, warningKeys, WarningsList } from './WarningsList.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

const enT = i18n.getFixedT('en') as unknown as Translate;
const enF = makeFormatters('en');

/** The list items by the code of the warning each one shows, in the list's order. */
function itemsByCode(container: HTMLElement, warnings: readonly PlanWarning[]): Map<string, HTMLLIElement> {
  const items = Array.from(container.querySelectorAll<HTMLLIElement>('li.warning'));
  expect(items).toHaveLength(warnings.length);
  return new Map(sortWarnings(warnings).map((w, i) => [w.id, items[i]!]));
}

describe('WarningsList from one plan to the next', () => {
  // 0.5 GB/s fits one HPMT-20; 5 GB/s needs an HPMT-80 and a limit increase, a warning that
  // sorts first and so moves every other one down the list.
  const small = planFor(smallRequirement({ readMBps: 500 })).fileStorage.warnings;
  const larger = planFor(smallRequirement({ readMBps: 5000 })).fileStorage.warnings;

  it('keeps the item of every warning both plans give, and says what the new plan says', () => {
    const shared = small.filter((w) => larger.some((o) => o.id === w.id)).map((w) => w.id);
    // The case has teeth: a warning came first, and a shared one now says other figures.
    expect(sortWarnings(larger)[0]!.id).toBe('limit-increase');
    expect(small.some((w) => w.id === 'limit-increase')).toBe(false);
    const before = small.find((w) => w.id === 'hpmt-commitment')!;
    const after = larger.find((w) => w.id === 'hpmt-commitment')!;
    expect(warningText(enT, enF, after)).not.toBe(warningText(enT, enF, before));

    const view = renderWithI18n(<WarningsList warnings={small} />);
    const first = itemsByCode(view.container, small);
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <WarningsList warnings={larger} />
      </I18nextProvider>,
    );
    const second = itemsByCode(view.container, larger);
    for (const id of shared) expect(second.get(id)).toBe(first.get(id));
    for (const w of larger) expect(second.get(w.id)!.querySelector('.warning-message')!.textContent).toBe(warningText(enT, enF, w));
  });

  it('follows the language, though no warning changed', async () => {
    const view = renderWithI18n(<WarningsList warnings={small} />);
    const english = view.container.querySelector('.warning-message')!.textContent;
    await act(() => i18n.changeLanguage('ja'));
    try {
      expect(view.container.querySelector('.warning-message')!.textContent).not.toBe(english);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('warningKeys', () => {
  it('keys a warning by its code, and a repeated code by its place among its like', () => {
    const [a, b] = small2();
    expect(warningKeys([a, b, a])).toEqual([a.id, b.id, `${a.id}#1`]);
  });
});

function small2(): [PlanWarning, PlanWarning] {
  const warnings = sortWarnings(planFor(smallRequirement({ readMBps: 500 })).fileStorage.warnings);
  return [warnings[0]!, warnings[1]!];
}
