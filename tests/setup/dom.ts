// Render counts (tests/setup/renderCounts.ts) need React's developer-tools hook before React DOM loads.
import './renderCounts.ts';
// Setup for the `unit-dom` project (jsdom). Vitest runs without globals, so Testing Library
// cannot register its own cleanup: unmount whatever a test rendered after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { availableLanguages, loadLanguage } from '../../src/ui/i18n/index.ts';

// The app fetches a language's text when it is first chosen (src/ui/i18n/lazy.test.ts covers
// that); component tests start with every language loaded, so that switching is immediate.
await Promise.all(availableLanguages.map((lng) => loadLanguage(lng)));

// findBy… and waitFor wait for a state; Testing Library gives up after 1 s, which a component
// that draws charts in jsdom can take on a busy two-core machine (docs/testing.md). Waiting
// longer for the same state checks the same thing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
