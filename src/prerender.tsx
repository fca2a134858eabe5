/**
 * The first screen at build time: the app's default answer rendered to HTML in Node, so a
 * first visit shows it before any JavaScript has run (scripts/vite-prerender.ts writes it
 * into index.html; src/start.tsx takes it over). The placeholders of what loads later (the
 * form, the charts, the panels) are in it, as in the browser's own first render.
 */
import './zodConfig.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { planStore } from './store/planStore.ts';
import { stateKey } from './store/stateKey.ts';
import { App } from './ui/App.tsx';
import { renderPhase } from './ui/layout/renderPhase.ts';
import { labelCells } from './ui/results/stackedTable.ts';

export interface Prerendered {
  readonly html: string;
  /** stateKey() of the state the HTML shows. */
  readonly key: string;
}

export function prerender(): Prerendered {
  renderPhase.prerender = true;
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { html, key: stateKey(planStore.getState()) };
}

/**
 * Labels the cells of every results and data table in a document for the phone's stacked
 * layout, as the browser does once the app runs (stackedTable.ts): prerendered, a phone then
 * shows the stacked tables at once, and nothing moves when the app takes over.
 */
export function labelTables(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll<HTMLTableElement>('table.results-table, table.chart-data-table'))) labelCells(table);
}
