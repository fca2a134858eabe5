// Render counts (tests/setup/renderCounts.ts) need React's developer-tools hook before React DOM loads.
import './renderCounts.ts';
// Setup for the `unit-dom` project (jsdom). Vitest runs without globals, so Testing Library
// cannot register its own cleanup: unmount whatever a test rendered after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { availableLanguages, loadLanguage } from '../../src/ui/i18n/index.ts';

// The app fetches a language's text when it is first chosen (src/ui/i18n/lazy.test.ts covers
// that); component tests start with every language loaded, so that switching is immediate.
await Promise.all(availableLanguages.map((lng) => loadLanguage(lng)));

afterEach(() => {
  cleanup();
});
