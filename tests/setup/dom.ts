// Setup for the `unit-dom` project (jsdom). Vitest runs without globals, so Testing Library
// cannot register its own cleanup: unmount whatever a test rendered after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
