import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { planStore } from '../../store/planStore.ts';
import '../i18n/index.ts';
import ResultsPanel from '../results/ResultsPanel.tsx';
import { WorkloadForm } from './WorkloadForm.tsx';

function start() {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  planStore.reinitialise();
  return render(
    <>
      <WorkloadForm />
      <ResultsPanel view="file-storage" />
    </>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const design = () => screen.getByTestId('recommended-design').textContent;

/** The element that the field's aria-describedby points at and that holds its error. */
function errorOf(field: HTMLElement): HTMLElement | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert') ?? null;
}

beforeEach(() => {
  start();
});

describe('WorkloadForm', { timeout: 20_000 }, () => {
  it('shows an error next to a field, keeps the text and keeps the last good result', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const read = input('Read throughput');
    await user.clear(read);
    await user.type(read, '4000');
    const good = design();
    expect(good).toBeTruthy();

    await user.type(read, 'x');
    expect(read.value).toBe('4000x');
    expect(design()).toBe(good);

    fireEvent.change(read, { target: { value: '-5' } });
    expect(read.value).toBe('-5');
    expect(read.getAttribute('aria-invalid')).toBe('true');
    const error = errorOf(read);
    expect(error?.textContent).toContain('Must be at least 0 MB/s.');
    expect(read.closest('.field')?.contains(error)).toBe(true);
    expect(design()).toBe(good);

    fireEvent.change(read, { target: { value: 'abc' } });
    expect(read.value).toBe('abc');
    expect(errorOf(read)?.textContent).toContain('Enter a number');
    expect(design()).toBe(good);

    await user.clear(read);
    await user.type(read, '100');
    expect(read.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(read)).toBeNull();
  });

  it('labels every input and select of the form', () => {
    const form = document.querySelector('.workload-form')!;
    for (const control of form.querySelectorAll('input, select')) {
      const id = control.getAttribute('id');
      const labelled = control.getAttribute('aria-label') || (id && document.querySelector(`label[for="${id}"]`));
      expect(labelled, control.outerHTML.slice(0, 80)).toBeTruthy();
    }
  });

  it('shows the value again in a new unit', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const read = input('Read throughput');
    await user.clear(read);
    await user.type(read, '1500');
    await user.selectOptions(screen.getByLabelText('Read throughput unit'), 'GBps');
    expect(read.value).toBe('1.5');
    expect(planStore.getState().scenario.requirement.readMBps).toBe(1500);
    await user.selectOptions(screen.getByLabelText('Capacity unit'), 'GB');
    expect(input('Capacity').value).toBe('2000');
    await user.selectOptions(screen.getByLabelText('I/O size unit'), 'MiB');
    expect(input('I/O size').value).toBe('0.0078125');
  });

  it('changes the recommendation when a preset is applied', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const before = design();
    await user.selectOptions(screen.getByLabelText('Start from an example'), 'ai-training');
    expect(design()).not.toBe(before);
    expect(input('Read throughput').value).toBe('20');
    expect((screen.getByLabelText('Read throughput unit') as HTMLSelectElement).value).toBe('GBps');
    expect(screen.getByText(/Illustrative workload example, not an OCI figure/)).toBeTruthy();
  });

  it('fills the metadata rates from a mix', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.selectOptions(screen.getByLabelText('Metadata mix'), 'home-directories');
    expect(input('GETATTR').value).toBe('3000');
    fireEvent.change(input('GETATTR'), { target: { value: '10' } });
    expect((screen.getByLabelText('Metadata mix') as HTMLSelectElement).value).toBe('custom');
  });

  it('shows OCPUs only for a Flex client shape, with its network bandwidth', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(screen.getByLabelText('OCPUs per client')).toBeTruthy();
    expect(screen.getByText(/Network per client: 16 Gb\/s \(2,000 MB\/s\)/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Client shape'), 'VM.Standard2.8');
    expect(screen.queryByLabelText('OCPUs per client')).toBeNull();
    expect(screen.getByText(/Network per client: 8.2 Gb\/s/)).toBeTruthy();
  });

  it('plans File Storage on Table 1, the measurements or the lower of the two (File Storage options)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const basis = screen.getByLabelText('File Storage figures') as HTMLSelectElement;
    expect(basis.value).toBe('');
    expect([...basis.options].map((o) => o.textContent)).toEqual([
      'Lower of documented and measured (default)',
      'Documented (Table 1)',
      'Measured (2024 paper)',
      'Lower of the two',
    ]);
    await user.selectOptions(basis, 'documented');
    expect((planStore.getState().scenario as { requirement: { fssBasis?: string } }).requirement.fssBasis).toBe('documented');
    await user.selectOptions(basis, '');
    expect((planStore.getState().scenario as { requirement: { fssBasis?: string } }).requirement.fssBasis).toBeUndefined();
  });

  it('changes the catalog edition', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.selectOptions(screen.getByLabelText('File Storage edition'), 'fss-2019-10');
    expect(planStore.getState().scenario.catalogs?.fileStorage).toBe('fss-2019-10');
    expect(design()).toMatch(/2019/);
  });
});
