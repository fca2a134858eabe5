import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';

describe('App', () => {
  it('shows the page heading and a main landmark', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('OCI Storage Planner');
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
