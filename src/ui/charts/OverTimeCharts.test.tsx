/**
 * The charts over time in the Compare view: drawn when the scenario carries growth, a step line
 * per service against the demand with the changes marked and named, the runway marked, the bill
 * monthly or cumulative, a legend entry that hides its series, and a data table with the plan's
 * figures.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { growth as growthArea, type OverTimePlan, type ServiceId } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { ChartsView } from './ChartsView.tsx';
import { useHiddenSeries } from './hiddenSeries.ts';
import { OverTimeDemandChart } from './OverTimeDemandChart.tsx';
import { demandRows } from './overTimeSeries.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { withJsdomLayout } from '../../../tests/fixtures/jsdomLayout.ts';

withJsdomLayout();
afterEach(() => act(() => useHiddenSeries.setState({ hidden: new Set() })));

// The HPMT-40 of the hand-worked runway (src/engine/growth/plan.test.ts): 40% a year of reads.
const scenario = makeScenario({ readMBps: 3200, writeMBps: undefined, capacityGB: 50_000, mountTargetType: 'hpmt-40' });
const result = planOf(scenario);
const growth = { performancePercentPerYear: 40 };
const plan: OverTimePlan = growthArea.planOverTime(scenario.requirement, growth, result);

function renderCharts(overTime: OverTimePlan | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChartsView view="compare" scenario={scenario} result={result} overTime={overTime} />
    </I18nextProvider>,
  );
}
function renderDemand(named: ServiceId) {
  return render(
    <I18nextProvider i18n={i18n}>
      <OverTimeDemandChart plan={plan} named={named} />
    </I18nextProvider>,
  );
}
const titlesOf = (figure: HTMLElement, kind: string) => Array.from(figure.querySelectorAll(`[data-mark="${kind}"] title`), (n) => n.textContent);
const figureNamed = (name: string) => screen.getByRole('figure', { name: new RegExp(`^${name}`) });

describe('the charts over time', () => {
  it('are drawn only when the scenario carries growth', () => {
    const { unmount } = renderCharts(null);
    expect(screen.queryByRole('figure', { name: /Demand against what each design carries/ })).toBeNull();
    unmount();
    renderCharts(plan);
    expect(figureNamed('Demand against what each design carries').querySelector('svg.recharts-surface')).toBeTruthy();
    expect(figureNamed('The bill over time').querySelector('svg.recharts-surface')).toBeTruthy();
  }, 30_000);

  it('the demand chart marks the changes and the runway, a legend click hides a service with its marks, and its table holds the plan’s figures', () => {
    renderDemand('file-storage');
    const figure = figureNamed('Demand against what each design carries');
    const fss = plan.services.find((s) => s.service === 'file-storage')!;
    expect(fss.runway.month).toBe(8);
    // The runway of the named service as a vertical line, with its label; each service's ringed.
    expect(figure.textContent).toContain('Runway, File Storage: month 8');
    expect(titlesOf(figure, 'runway')).toContain('File Storage: today’s design stops carrying the demand in month 8');
    // Each change of design is a mark named for the tooltip.
    expect(titlesOf(figure, 'event')).toContain('File Storage: add mount targets (Read bandwidth ran out)');
    const allTitles = () => [...titlesOf(figure, 'event'), ...titlesOf(figure, 'runway')];
    const others = allTitles().filter((x) => !x!.startsWith('File Storage:'));
    expect(others.length).toBeGreaterThan(0);
    const toggle = within(figure).getByRole('button', { name: 'File Storage carries' });
    fireEvent.click(toggle);
    expect(within(figure).getByRole('button', { name: 'File Storage carries' }).getAttribute('aria-pressed')).toBe('false');
    expect(allTitles()).toEqual(others);

    fireEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    // The header, then months 0 (today) to N, the horizon's end, as the plan lists them.
    expect(rows).toHaveLength(plan.horizonMonths + 2);
    expect(rows.slice(1).map((r) => Number((r as HTMLTableRowElement).cells[0]!.textContent))).toEqual(plan.demand.map((d) => d.month));
    // What File Storage carries in months 7 and 8, × today's reads: the HPMT-40's 4,000 MB/s at
    // its target over today's 3,200 (1.25×), then two of them (2.5×).
    const carried = demandRows(plan).map((r) => r.carried['file-storage']);
    expect(carried[7]).toBeCloseTo(4000 / 3200, 3);
    expect(carried[8]).toBeCloseTo(8000 / 3200, 3);
    expect(rows[9]!.textContent).toContain('2.5');
    expect(rows[9]!.textContent).toContain('add mount targets');
  });

  it('the bill chart shows the running total or each month, its changes marked with what they add, and a legend click hides a service', () => {
    renderCharts(plan);
    const figure = figureNamed('The bill over time');
    expect(within(figure).getByRole('radio', { name: 'Cumulative' })).toHaveProperty('checked', true);
    fireEvent.click(within(figure).getByRole('radio', { name: 'Monthly' }));
    expect(within(figure).getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    // The month File Storage adds its second HPMT-40 is marked with what it adds to the bill.
    const added = 'File Storage: add mount targets (+$9,000 a month)';
    expect(titlesOf(figure, 'event')).toContain(added);
    fireEvent.click(within(figure).getByRole('button', { name: 'File Storage' }));
    expect(within(figure).getByRole('button', { name: 'File Storage' }).getAttribute('aria-pressed')).toBe('false');
    expect(titlesOf(figure, 'event')).not.toContain(added);

    fireEvent.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const billRows = within(within(figure).getByRole('table')).getAllByRole('row');
    // Months 0 to N as the plan lists them; month N adds no bill: its running total is the horizon's.
    expect(billRows).toHaveLength(plan.horizonMonths + 2);
    const fss = plan.services.find((s) => s.service === 'file-storage')!;
    expect((billRows[plan.horizonMonths + 1] as HTMLTableRowElement).cells[0]!.textContent).toBe(String(plan.horizonMonths));
    expect(fss.months[plan.horizonMonths]!.cumulativeUSD).toBe(fss.totalUSD);
    const month8 = billRows[9]!.textContent!;
    expect(month8).toContain('24,000');
    expect(month8).toContain((8 * 15_000 + 24_000).toLocaleString('en-US'));
  });
});
