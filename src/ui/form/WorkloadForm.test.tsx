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

describe('WorkloadForm', { timeout: 60_000 }, () => {
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

  it('reads the digits typed in the unit picked after them: 5 then GB/s is 5 GB/s', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const read = input('Read throughput');
    await user.clear(read);
    await user.type(read, '5');
    await user.selectOptions(screen.getByLabelText('Read throughput unit'), 'GBps');
    expect(read.value).toBe('5');
    expect(planStore.getState().scenario.requirement.readMBps).toBe(5_000);
    const io = input('I/O size');
    await user.clear(io);
    await user.type(io, '1');
    await user.selectOptions(screen.getByLabelText('I/O size unit'), 'MiB');
    expect(io.value).toBe('1');
    expect(planStore.getState().scenario.requirement.ioSizeKiB).toBe(1024);
  });

  it('takes a unit typed in the field, and moves it to the picker when the field is left', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const io = input('I/O size');
    await user.clear(io);
    await user.type(io, '1MiB');
    expect(planStore.getState().scenario.requirement.ioSizeKiB).toBe(1024);
    await user.tab();
    expect(io.value).toBe('1');
    expect((screen.getByLabelText('I/O size unit') as HTMLSelectElement).value).toBe('MiB');
  });

  it('names a unit that does not belong to the field, and keeps the last good plan', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const read = input('Read throughput');
    const good = design();
    await user.clear(read);
    await user.type(read, '5 TB');
    expect(read.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(read)?.textContent).toContain('“TB” is not a unit of this field: use MB/s, GB/s.');
    expect(design()).toBe(good);
  });

  it('takes the demand as a total and a read share, and plans it as the split fields', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    fireEvent.change(input('Read IOPS'), { target: { value: '105000' } });
    fireEvent.change(input('Write IOPS'), { target: { value: '45000' } });
    const split = design();
    await user.click(screen.getByLabelText('A total and a read share'));
    expect(screen.queryByLabelText('Read IOPS')).toBeNull();
    expect(input('Total IOPS').value).toBe('150000');
    expect(input('Read share').value).toBe('70');
    fireEvent.change(input('Total IOPS'), { target: { value: '1000' } });
    expect(design()).not.toBe(split);
    await user.clear(input('Total IOPS'));
    await user.type(input('Total IOPS'), '150k');
    expect(design()).toBe(split);
    expect(planStore.getState().scenario.requirement).toMatchObject({ totalIops: 150_000, readSharePercent: 70 });
    await user.click(screen.getByLabelText('Reads and writes'));
    expect(input('Read IOPS').value).toBe('105000');
    expect(input('Write IOPS').value).toBe('45000');
  });

  it('starts from scratch: every field empty, Memory per client too, and the I/O size asked for', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(input('Memory per client').value).toBe('256');
    await user.selectOptions(screen.getByLabelText('Start from an example'), 'scratch');
    expect(input('Read IOPS').value).toBe('');
    expect(input('Capacity').value).toBe('');
    expect(errorOf(input('I/O size'))?.textContent).toContain('A value is required.');
    expect(screen.queryByLabelText('Memory per client')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Client shape'), 'VM.Standard.E5.Flex');
    expect(input('Memory per client').value).toBe('');
    expect(planStore.getState().scenario.requirement.clientMemoryGB).toBeUndefined();
    expect(screen.getByRole('status', { name: 'What the example changed' }).textContent).toMatch(/Cleared: .*Memory per client\./);
  });

  it('says which fields a new example set, and which it cleared', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.selectOptions(screen.getByLabelText('Start from an example'), 'ai-training');
    const note = screen.getByRole('status', { name: 'What the example changed' }).textContent;
    expect(note).toContain('AI/ML training reads set: Read throughput, Write throughput, I/O size, Capacity, Clients,');
    expect(note).toContain('Memory per client, nconnect, Shared access needed.');
    expect(note).toContain('Cleared: Read IOPS, Write IOPS.');
  });

  it('has one target utilization in the workload section, saying what it applies to', () => {
    const target = input('Target utilization');
    expect(target.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Throughput and IOPS');
    expect(target.closest('.field')?.textContent).toMatch(/volume and instance IOPS and throughput, NVMe IOPS, Lustre tier throughput/);
    expect(target.closest('.field')?.textContent).toMatch(/\(connections, attachments, capacity\) are planned to 100%\. 80% when empty/);
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
      'Lower of the two (default)',
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
