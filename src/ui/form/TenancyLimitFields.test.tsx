import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import { fss, catalog } from '../../engine/index.ts';
import '../i18n/index.ts';
import { WorkloadForm } from './WorkloadForm.tsx';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
  render(<WorkloadForm />);
});

const field = () => screen.getByLabelText('Standard mount targets per AD') as HTMLInputElement;

describe("Your tenancy's limits (File Storage options)", () => {
  it('shows the default as the placeholder and names the page it comes from', () => {
    const edition = catalog.fssEditions[catalog.defaultFssEditionId];
    if (edition.kind !== 'mount-target') throw new Error('a mount-target edition');
    const quota = fss.serviceQuotaFor(edition, 'standard')!;
    expect(field().placeholder).toBe(String(quota.value));
    const hint = document.getElementById(field().getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toContain(catalog.sources[quota.source].title);
    expect(screen.getByText(/Universal Credits/).textContent).toContain(catalog.sources['S-LIMITS'].title);
  });

  it('a whole number goes into the scenario; a bad one is refused next to the field and the scenario keeps the last good value', () => {
    fireEvent.change(field(), { target: { value: '98' } });
    expect(planStore.getState().scenario.requirement.tenancyLimits).toEqual({ mountTargetsPerAd: { standard: 98 } });
    fireEvent.change(field(), { target: { value: '2.5' } });
    expect(field().value).toBe('2.5');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(planStore.getState().scenario.requirement.tenancyLimits).toEqual({ mountTargetsPerAd: { standard: 98 } });
    fireEvent.change(field(), { target: { value: '' } });
    expect(planStore.getState().scenario.requirement.tenancyLimits).toBeUndefined();
  });
});
