/**
 * Test helpers for the results panels: render inside the app's i18next instance, and build
 * real engine results from a small requirement.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { compareServices, type Catalogs, type CompareRequirement, type CompareResult, type Pricing } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';

export function renderWithI18n(ui: ReactElement): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** A small mixed workload every service can carry. */
export function smallRequirement(overrides: Partial<CompareRequirement> = {}): CompareRequirement {
  return { readMBps: 500, writeMBps: 100, ioSizeKiB: 64, capacityGB: 2000, clients: 4, ...overrides };
}

export function planFor(requirement: CompareRequirement = smallRequirement(), catalogs: Catalogs = {}, pricing?: Pricing): CompareResult {
  return compareServices(requirement, catalogs, pricing);
}
