import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPreset } from './presets.ts';
import { defaultScenario } from './initialState.ts';
import { storageKeys } from './persist.ts';
import { createPlanStore } from './planStore.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';
import { exportSetAside, readSetAside } from './setAside.ts';
import { encodeScenario } from './url.ts';
import { planOf } from '../../tests/fixtures/compareScenario.ts';

const fresh = () => createPlanStore({ storage: memoryStorage(), hash: '' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('setField', () => {
  it('parses the text in the field unit and stores canonical MB/s', () => {
    const store = fresh();
    store.getState().setUnit('readMBps', 'GBps');
    store.getState().setField('readMBps', '1.5');
    const s = store.getState();
    expect(s.scenario.requirement.readMBps).toBe(1500);
    expect(s.drafts.readMBps).toBe('1.5');
    expect(s.errors.readMBps).toBeUndefined();
  });

  it('keeps the last good scenario and the typed text when the text is not a number', () => {
    const store = fresh();
    store.getState().setField('readMBps', '250');
    const good = store.getState().scenario;
    store.getState().setField('readMBps', 'abc');
    const s = store.getState();
    expect(s.scenario).toBe(good);
    expect(s.drafts.readMBps).toBe('abc');
    expect(s.errors.readMBps?.message).toBe('"abc" is not a number');
    expect(s.errors.readMBps?.code).toBe('notNumber');
  });

  it('maps an engine issue to the field: a negative throughput', () => {
    const store = fresh();
    const before = store.getState().scenario;
    store.getState().setField('readMBps', '-5');
    const s = store.getState();
    expect(s.scenario).toBe(before);
    expect(s.errors.readMBps?.message).toBe('Must be at least 0 MB/s');
    expect(s.errors.readMBps).toMatchObject({ code: 'min', limit: 0, unit: 'MB/s' });
  });

  it('clears the error once the text is good again', () => {
    const store = fresh();
    store.getState().setField('clients', '2.5');
    expect(store.getState().errors.clients?.code).toBe('integer');
    store.getState().setField('clients', '3');
    expect(store.getState().errors.clients).toBeUndefined();
    expect(store.getState().scenario.requirement.clients).toBe(3);
  });

  it('treats empty text as "not set" for an optional field and as an error for the I/O size', () => {
    const store = fresh();
    store.getState().setField('capacityGB', '');
    expect('capacityGB' in store.getState().scenario.requirement).toBe(false);
    store.getState().setField('ioSizeKiB', ' ');
    expect(store.getState().errors.ioSizeKiB?.code).toBe('required');
    expect(store.getState().scenario.requirement.ioSizeKiB).toBe(8);
  });

  it('accepts thousands separators and reports an upper bound in the canonical unit', () => {
    const store = fresh();
    store.getState().setField('writeIops', '12,500');
    expect(store.getState().scenario.requirement.writeIops).toBe(12_500);
    store.getState().setField('nconnect', '17');
    expect(store.getState().errors.nconnect?.message).toBe('Must be at most 16');
  });

  it('sets and removes one metadata rate', () => {
    const store = fresh();
    store.getState().setField('metadataOpsPerSecond.getattr', '500');
    expect(store.getState().scenario.requirement.metadataOpsPerSecond).toEqual({ getattr: 500 });
    store.getState().setField('metadataOpsPerSecond.getattr', '');
    expect(store.getState().scenario.requirement.metadataOpsPerSecond).toBeUndefined();
  });

  it('drops the OCPUs when the client shape is not a Flex shape', () => {
    const store = fresh();
    expect(store.getState().scenario.requirement.clientOcpus).toBe(16);
    store.getState().setField('clientShape', 'VM.Standard2.8');
    const s = store.getState();
    expect(s.scenario.requirement.clientShape).toBe('VM.Standard2.8');
    expect(s.scenario.requirement.clientOcpus).toBeUndefined();
    expect(s.drafts.clientOcpus).toBe('');
  });

  it('ignores an unknown field id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = fresh();
    const before = store.getState();
    store.getState().setField('nope', '1');
    expect(store.getState()).toBe(before);
    expect(warn).toHaveBeenCalled();
  });
});

describe('setUnit: the digits stay and are read in the new unit', () => {
  it('5 then GB/s is 5 GB/s (5,000 MB/s), not 0.005', () => {
    const store = fresh();
    store.getState().setField('readMBps', '5');
    expect(store.getState().scenario.requirement.readMBps).toBe(5);
    store.getState().setUnit('readMBps', 'GBps');
    const s = store.getState();
    expect(s.drafts.readMBps).toBe('5');
    expect(s.units.readMBps).toBe('GBps');
    expect(s.scenario.requirement.readMBps).toBe(5_000);
  });

  it('1 then MiB is 1 MiB (1,024 KiB), and a unit shown by an example is read the same way', () => {
    const store = fresh();
    store.getState().setField('ioSizeKiB', '1');
    store.getState().setUnit('ioSizeKiB', 'MiB');
    expect(store.getState().drafts.ioSizeKiB).toBe('1');
    expect(store.getState().scenario.requirement.ioSizeKiB).toBe(1024);
    expect(store.getState().drafts.capacityGB).toBe('2');
    store.getState().setUnit('capacityGB', 'GB');
    expect(store.getState().drafts.capacityGB).toBe('2');
    expect(store.getState().scenario.requirement.capacityGB).toBe(2);
  });

  it('re-reads text that did not validate in the new unit, and leaves an empty field empty', () => {
    const store = fresh();
    store.getState().setField('readMBps', 'abc');
    store.getState().setUnit('readMBps', 'GBps');
    expect(store.getState().drafts.readMBps).toBe('abc');
    expect(store.getState().errors.readMBps?.code).toBe('notNumber');
    const before = store.getState().scenario;
    store.getState().setUnit('writeMBps', 'GBps');
    expect(store.getState().drafts.writeMBps).toBe('');
    expect(store.getState().scenario).toBe(before);
  });

  it('takes the picked unit over one typed in the text', () => {
    const store = fresh();
    store.getState().setField('readMBps', '5 GB/s');
    store.getState().setUnit('readMBps', 'MBps');
    expect(store.getState().drafts.readMBps).toBe('5');
    expect(store.getState().scenario.requirement.readMBps).toBe(5);
  });
});

describe('a unit typed in the field', () => {
  it.each([
    ['readMBps', '5 GB/s', 5_000, '5', 'GBps'],
    ['readMBps', '5gbps', 5_000, '5', 'GBps'],
    ['readMBps', '2,000 MB/s', 2_000, '2000', 'MBps'],
    ['ioSizeKiB', '1MiB', 1024, '1', 'MiB'],
    ['ioSizeKiB', '8K', 8, '8', 'KiB'],
    ['capacityGB', '200 TB', 200_000, '200', 'TB'],
    ['readIops', '1.5k', 1_500, '1500', undefined],
    ['readIops', '１５万 IOPS', 150_000, '150000', undefined],
    ['targetUtilizationPercent', '７０％', 70, '70', undefined],
  ])('%s: "%s" is %d, and reads "%s" in its unit once the field is left', (id, typed, value, settled, unit) => {
    const store = fresh();
    store.getState().setField(id, typed);
    expect(store.getState().drafts[id]).toBe(typed);
    expect(store.getState().errors[id]).toBeUndefined();
    expect((store.getState().scenario.requirement as Record<string, unknown>)[id]).toBe(value);
    const plan = store.getState().scenario;
    store.getState().settleField(id);
    expect(store.getState().drafts[id]).toBe(settled);
    if (unit) expect(store.getState().units[id]).toBe(unit);
    expect(store.getState().scenario).toBe(plan);
  });

  it('a unit of another field: a clear message, the last good plan stays', () => {
    const store = fresh();
    store.getState().setField('readMBps', '300');
    const good = store.getState().scenario;
    store.getState().setField('readMBps', '5 TB');
    const s = store.getState();
    expect(s.scenario).toBe(good);
    expect(s.drafts.readMBps).toBe('5 TB');
    expect(s.errors.readMBps).toMatchObject({ code: 'wrongUnit', typed: 'TB', allowed: 'MB/s, GB/s' });
    expect(s.errors.readMBps?.message).toBe('"TB" is not a unit of this field: use MB/s, GB/s');
  });

  it('waits while a unit is being typed, and says so if the field is left half-way', () => {
    const store = fresh();
    store.getState().setField('readMBps', '300');
    const good = store.getState().scenario;
    store.getState().setField('readMBps', '5 G');
    expect(store.getState().errors.readMBps).toBeUndefined();
    expect(store.getState().scenario).toBe(good);
    store.getState().settleField('readMBps');
    expect(store.getState().errors.readMBps?.code).toBe('wrongUnit');
    expect(store.getState().drafts.readMBps).toBe('5 G');
  });
});

describe('the demand as a total and a read share', () => {
  it('150,000 IOPS at 70% reads plans as 105,000 read and 45,000 write IOPS', () => {
    const split = fresh();
    split.getState().setField('readIops', '105000');
    split.getState().setField('writeIops', '45000');
    const total = fresh();
    expect(total.getState().setDemandWay('total')).toEqual({ ok: true });
    total.getState().setField('totalIops', '150000');
    total.getState().setField('readSharePercent', '70');
    const r = total.getState().scenario.requirement;
    expect(r).toMatchObject({ totalIops: 150_000, readSharePercent: 70 });
    expect(r.readIops).toBeUndefined();
    expect(JSON.stringify(planOf(total.getState().scenario))).toBe(JSON.stringify(planOf(split.getState().scenario)));
  });

  it('switching converts the figures both ways without losing them', () => {
    const store = fresh();
    const before = store.getState().scenario.requirement;
    expect(store.getState().setDemandWay('total')).toEqual({ ok: true });
    let s = store.getState();
    expect(s.demandWay).toBe('total');
    expect(s.scenario.requirement).toMatchObject({ totalIops: 25_000, readSharePercent: 80 });
    expect(s.drafts).toMatchObject({ totalIops: '25000', readSharePercent: '80', readIops: '', writeIops: '' });
    expect(store.getState().setDemandWay('split')).toEqual({ ok: true });
    s = store.getState();
    expect(s.demandWay).toBe('split');
    expect(s.scenario.requirement).toEqual(before);
    expect(s.drafts).toMatchObject({ readIops: '20000', writeIops: '5000', totalIops: '' });
  });

  it('keeps MB/s in GB/s when the fields were in GB/s', () => {
    const store = fresh();
    store.getState().applyPreset('ai-training');
    store.getState().setDemandWay('total');
    expect(store.getState().units.totalMBps).toBe('GBps');
    expect(store.getState().drafts.totalMBps).toBe('20.5');
  });

  it('refuses to switch when the MB/s and the IOPS have different read shares', () => {
    const store = fresh();
    store.getState().setField('readMBps', '100');
    store.getState().setField('writeMBps', '100');
    const before = store.getState().scenario;
    const result = store.getState().setDemandWay('total');
    expect(result.ok).toBe(false);
    expect(store.getState().demandWay).toBe('split');
    expect(store.getState().scenario).toBe(before);
  });

  it('a total typed before its read share waits for it; the share says it is required', () => {
    const store = fresh();
    store.getState().startFromScratch();
    store.getState().setField('ioSizeKiB', '8');
    store.getState().setDemandWay('total');
    const before = store.getState().scenario;
    store.getState().setField('totalIops', '150000');
    let s = store.getState();
    expect(s.scenario).toBe(before);
    expect(s.errors.totalIops).toBeUndefined();
    expect(s.errors.readSharePercent?.code).toBe('required');
    store.getState().setField('readSharePercent', '70');
    s = store.getState();
    expect(s.scenario.requirement).toEqual({ ioSizeKiB: 8, totalIops: 150_000, readSharePercent: 70 });
    expect(s.errors.readSharePercent).toBeUndefined();
    store.getState().setField('readSharePercent', '');
    expect(store.getState().errors.readSharePercent?.code).toBe('required');
    store.getState().setField('totalIops', '');
    s = store.getState();
    expect(s.scenario.requirement).toEqual({ ioSizeKiB: 8 });
    expect(s.errors.readSharePercent).toBeUndefined();
  });

  it('reads the way back from a link', () => {
    const store = fresh();
    store.getState().setDemandWay('total');
    const hash = '#scenario=' + encodeScenario(store.getState().scenario);
    const again = createPlanStore({ storage: memoryStorage(), hash });
    expect(again.getState().demandWay).toBe('total');
    expect(again.getState().drafts.totalIops).toBe('25000');
  });
});

describe('start from scratch, and what an example sets', () => {
  it('empties every field (Memory per client too); the I/O size says it is required', () => {
    const store = fresh();
    expect(store.getState().scenario.requirement.clientMemoryGB).toBe(256);
    store.getState().startFromScratch();
    const s = store.getState();
    expect(s.scenario.requirement).toEqual({ ioSizeKiB: 8 });
    expect(Object.values(s.drafts).every((d) => d === '')).toBe(true);
    expect(s.errors.ioSizeKiB?.code).toBe('required');
    expect(s.presetChange).toEqual({
      preset: 'scratch',
      set: [],
      cleared: ['readIops', 'writeIops', 'ioSizeKiB', 'capacityGB', 'clients', 'clientShape', 'clientOcpus', 'clientMemoryGB'],
    });
    store.getState().setField('ioSizeKiB', '16');
    expect(store.getState().scenario.requirement).toEqual({ ioSizeKiB: 16 });
  });

  it('names the fields a new example set, and the ones it cleared', () => {
    const store = fresh();
    store.getState().applyPreset('ebs-app-tier');
    expect(store.getState().presetChange).toEqual({
      preset: 'ebs-app-tier',
      set: [
        'readMBps',
        'writeMBps',
        'ioSizeKiB',
        'capacityGB',
        'clients',
        'clientShape',
        'clientOcpus',
        'clientMemoryGB',
        'sharedAccess',
        'metadataOpsPerSecond',
      ],
      cleared: ['readIops', 'writeIops'],
    });
  });
});

describe('presets, catalogs, pricing', () => {
  it('applies a preset, keeping catalogs', () => {
    const store = fresh();
    store.getState().setCatalog('fileStorage', 'fss-2024-11');
    expect(store.getState().applyPreset('ai-training')).toEqual({ ok: true });
    const s = store.getState();
    expect(s.scenario.requirement).toEqual(findPreset('ai-training')!.requirement);
    expect(s.scenario.catalogs?.fileStorage).toBe('fss-2024-11');
    expect(s.units.readMBps).toBe('GBps');
    expect(s.drafts.readMBps).toBe('20');
    expect(s.units.ioSizeKiB).toBe('MiB');
    expect(s.drafts.ioSizeKiB).toBe('1');
    expect(store.getState().applyPreset('nope').ok).toBe(false);
  });

  it('rejects an unknown catalog edition', () => {
    const store = fresh();
    const r = store.getState().setCatalog('denseIo', 'dio-1999');
    expect(r.ok).toBe(false);
    expect(store.getState().scenario.catalogs?.denseIo).toBe('dio-current');
  });

  it('sets, validates and clears pricing', () => {
    const store = fresh();
    expect(store.getState().setPricing({ discountPercent: 20 })).toEqual({ ok: true });
    expect(store.getState().setPriceOverride('hpmtGBMonth', 1.5)).toEqual({ ok: true });
    expect(store.getState().scenario.pricing).toEqual({ discountPercent: 20, overrides: { hpmtGBMonth: 1.5 } });
    expect(store.getState().setPricing({ discountPercent: 120 }).ok).toBe(false);
    expect(store.getState().scenario.pricing?.discountPercent).toBe(20);
    store.getState().setPricing({ discountPercent: null, overrides: null });
    expect(store.getState().scenario.pricing).toBeUndefined();
  });
});

describe('pinned and saved', () => {
  it('pins and unpins the current scenario', () => {
    const store = fresh();
    store.getState().pin('  first ');
    store.getState().pin('');
    const [a, b] = store.getState().pinned;
    expect(a?.name).toBe('first');
    expect(b?.name).toBe('#2');
    expect(a?.id).not.toBe(b?.id);
    store.getState().unpin(a!.id);
    expect(store.getState().pinned.map((p) => p.name)).toEqual(['#2']);
  });

  it('saves under a name, loads it back, deletes it, and persists the list', () => {
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '' });
    store.getState().setField('readMBps', '777');
    expect(store.getState().saveAs('ERP')).toEqual({ ok: true });
    expect(store.getState().saveAs('  ').ok).toBe(false);
    store.getState().applyPreset('media-processing');
    expect(store.getState().loadSaved('ERP')).toEqual({ ok: true });
    expect(store.getState().scenario.requirement.readMBps).toBe(777);
    expect(store.getState().scenario.name).toBe('ERP');
    expect(JSON.parse(storage.data.get(storageKeys.saved)!).data.saved[0].name).toBe('ERP');

    const again = createPlanStore({ storage, hash: '' });
    expect(again.getState().saved.map((s) => s.name)).toEqual(['ERP']);
    expect(again.getState().scenario.requirement.readMBps).toBe(777);
    again.getState().removeSaved('ERP');
    expect(again.getState().saved).toEqual([]);
    expect(again.getState().loadSaved('ERP').ok).toBe(false);
  });
});

describe('import and export', () => {
  it('round-trips through export and import', () => {
    const store = fresh();
    store.getState().applyPreset('home-directories');
    const text = store.getState().exportScenario();
    const other = fresh();
    expect(other.getState().importScenarioText(text)).toEqual({ ok: true });
    expect(other.getState().scenario).toEqual(store.getState().scenario);
  });

  it('keeps everything and sets a notice on a bad file', () => {
    const store = fresh();
    store.getState().setField('readMBps', '10');
    store.getState().setField('writeMBps', 'x');
    const before = store.getState();
    const r = store.getState().importScenarioText('{"version":1,"mode":"recommend","service":"compare","requirement":{"ioSizeKiB":0}}');
    expect(r.ok).toBe(false);
    const s = store.getState();
    expect(s.scenario).toBe(before.scenario);
    expect(s.drafts).toBe(before.drafts);
    expect(s.notice).toMatchObject({ kind: 'error', key: 'notice.importFailed' });
    expect(s.notice?.message).toContain('requirement.ioSizeKiB must be at least 0.5');
  });

  it('rejects text that is not JSON', () => {
    const store = fresh();
    const r = store.getState().importScenarioText('hello');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/not valid JSON/);
  });

  it('converts a Dense I/O recommend scenario', () => {
    const store = fresh();
    const r = store.getState().importScenarioText(
      JSON.stringify({
        mode: 'recommend',
        service: 'dense-io',
        requirement: { iops: 100_000, readPercent: 70, ioSizeKiB: 4, raid: '10', maxLatencyUs: 500 },
      }),
    );
    expect(r).toEqual({ ok: true });
    const req = store.getState().scenario.requirement;
    expect(req).toMatchObject({ readIops: 70_000, writeIops: 30_000, ioSizeKiB: 4, raid: '10', maxLatencyMs: 0.5 });
  });

  it('converts a Block Volume recommend scenario and names what it left out', () => {
    const store = fresh();
    const r = store.getState().importScenarioText(
      JSON.stringify({
        mode: 'recommend',
        service: 'block-volume',
        requirement: { iops: 1000, throughputMBps: 100, readPercent: 50, ioSizeKiB: 16, capacityGB: 500, attachment: 'iscsi' },
      }),
    );
    expect(r.ok).toBe(true);
    expect(store.getState().scenario.requirement).toMatchObject({ readIops: 500, writeIops: 500, readMBps: 50, writeMBps: 50, capacityGB: 500 });
    expect(store.getState().notice).toMatchObject({ kind: 'info', key: 'notice.fieldsDropped', params: { fields: 'attachment' } });
  });

  it('rejects an evaluate scenario with a reason', () => {
    const store = fresh();
    const r = store
      .getState()
      .importScenarioText(
        JSON.stringify({ mode: 'evaluate', service: 'dense-io', design: { shape: 'BM.DenseIO.E5.128' }, workload: { readPercent: 50, ioSizeKiB: 4 } }),
      );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/evaluate/);
  });
});

describe('starting state', () => {
  it('reads the scenario and view from the link', () => {
    const scenario = { ...defaultScenario(), requirement: { ioSizeKiB: 64, readMBps: 123 } };
    const store = createPlanStore({ storage: memoryStorage(), hash: `#scenario=${encodeScenario(scenario)}&view=block-volume` });
    expect(store.getState().scenario.requirement).toEqual({ ioSizeKiB: 64, readMBps: 123 });
    expect(store.getState().view).toBe('block-volume');
    expect(store.getState().notice).toBeNull();
  });

  it('falls back to the last session with a specific notice when the link is bad', () => {
    const storage = memoryStorage();
    const first = createPlanStore({ storage, hash: '' });
    first.getState().setField('readMBps', '4321');
    const bad = Buffer.from(JSON.stringify({ ...defaultScenario(), requirement: { ioSizeKiB: 8, readMBps: -1 } })).toString('base64url');
    const store = createPlanStore({ storage, hash: `#scenario=${bad}` });
    expect(store.getState().scenario.requirement.readMBps).toBe(4321);
    expect(store.getState().notice).toMatchObject({ kind: 'error', key: 'notice.linkUnreadable' });
    expect(store.getState().notice?.message).toBe("The link's scenario could not be read: requirement.readMBps must be at least 0");
  });

  it('falls back to the default preset without a session', () => {
    const store = createPlanStore({ storage: memoryStorage(), hash: '#scenario=%%%' });
    expect(store.getState().scenario).toEqual(defaultScenario());
    expect(store.getState().notice?.kind).toBe('error');
  });

  it('starts from garbage in storage, setting it aside (kept for export) with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({
      [storageKeys.prefs]: '{not json',
      [storageKeys.session]: JSON.stringify({
        version: 1,
        data: { scenario: { service: 'compare', mode: 'recommend', requirement: { ioSizeKiB: -3 } }, pinned: 'x' },
      }),
      [storageKeys.saved]: JSON.stringify({ version: 99, data: {} }),
    });
    const store = createPlanStore({ storage, hash: '' });
    const s = store.getState();
    expect(s.scenario).toEqual(defaultScenario());
    expect(s.theme).toBe('system');
    expect(s.saved).toEqual([]);
    expect(s.notice?.key).toBe('notice.storageSetAside');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(storage.data.has(storageKeys.prefs)).toBe(false);
    // Every key's text is kept, with why; the next load starts clean and says nothing.
    const kept = readSetAside(storage);
    expect(kept.map((e) => e.key).sort()).toEqual([storageKeys.prefs, storageKeys.saved, storageKeys.session].sort());
    expect(kept.find((e) => e.key === storageKeys.prefs)?.text).toBe('{not json');
    expect(JSON.parse(exportSetAside(storage)).setAside).toHaveLength(3);
    expect(createPlanStore({ storage, hash: '' }).getState().notice).toBeNull();
  });

  it('sets aside a stored session whose scenario is refused, keeps its good pinned plans, and never fails on it again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = defaultScenario();
    const session = { scenario: { ...good, mode: 'toString' }, view: 'block-volume', pinned: [{ id: 'a', name: 'A', scenario: good }] };
    const storage = memoryStorage({ [storageKeys.session]: JSON.stringify({ version: 1, data: session }) });
    const s = createPlanStore({ storage, hash: '' }).getState();
    expect(s.scenario).toEqual(good);
    expect(s.pinned.map((p) => p.name)).toEqual(['A']);
    expect(s.notice?.key).toBe('notice.storageSetAside');
    expect(s.notice?.message).toMatch(/kept for export.*mode must be one of recommend/);
    expect(JSON.parse(readSetAside(storage)[0]!.text).data.scenario.mode).toBe('toString');
    const again = createPlanStore({ storage, hash: '' }).getState();
    expect(again.notice).toBeNull();
    expect(again.pinned.map((p) => p.name)).toEqual(['A']);
  });

  it('sets aside a stored session that cannot be planned, and starts from the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const first = createPlanStore({ storage, hash: '' });
    first.getState().setField('readMBps', '4321');
    const failing = (sc: { requirement: { readMBps?: number } }) => {
      if (sc.requirement.readMBps === 4321) throw new RangeError('Invalid array length');
    };
    const s = createPlanStore({ storage, hash: '', plan: failing }).getState();
    expect(s.scenario).toEqual(defaultScenario());
    expect(s.notice?.key).toBe('notice.storageSetAside');
    expect(s.notice?.message).toMatch(/could not be planned: Invalid array length/);
    expect(readSetAside(storage)[0]?.text).toContain('4321');
    expect(error).toHaveBeenCalled();
    expect(createPlanStore({ storage, hash: '', plan: failing }).getState().notice).toBeNull();
  });

  it('opens a link that cannot be planned with a notice, on the last session', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = `#scenario=${encodeScenario({ ...defaultScenario(), requirement: { ...defaultScenario().requirement, readMBps: 999 } })}`;
    const failing = (sc: { requirement: { readMBps?: number } }) => {
      if (sc.requirement.readMBps === 999) throw new Error('boom');
    };
    const s = createPlanStore({ storage: memoryStorage(), hash: link, plan: failing }).getState();
    expect(s.scenario).toEqual(defaultScenario());
    expect(s.notice).toMatchObject({ key: 'notice.linkUnreadable', params: { reason: 'it could not be planned (boom)' } });
  });
});

describe('preferences', () => {
  it('persists theme and locale', () => {
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '' });
    store.getState().setTheme('dark');
    store.getState().setLocale('ja');
    const again = createPlanStore({ storage, hash: '' });
    expect(again.getState().theme).toBe('dark');
    expect(again.getState().locale).toBe('ja');
  });

  it('tells the user once when the browser refuses to store', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createPlanStore({ storage, hash: '' });
    store.getState().setTheme('light');
    expect(store.getState().notice?.key).toBe('notice.storageFailed');
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });
});

describe('stored lists (issue 27 item 8)', () => {
  const envelope = (data: unknown) => JSON.stringify({ version: 1, data });
  const at = '2026-01-01T00:00:00.000Z';

  it('keeps the newest 12 of 50 stored pinned plans, as pinning does, and sets the session aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pinned = Array.from({ length: 50 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, scenario: defaultScenario() }));
    const storage = memoryStorage({ [storageKeys.session]: envelope({ scenario: defaultScenario(), pinned }) });
    const s = createPlanStore({ storage, hash: '' }).getState();
    expect(s.pinned.map((p) => p.name)).toEqual(pinned.slice(-12).map((p) => p.name));
    expect(s.notice?.message).toContain('38 pinned plans beyond the 12 the planner keeps were set aside');
    expect(readSetAside(storage)[0]?.text).toContain('"P0"');
    // Pinning one more drops one, not 39.
    const again = createPlanStore({ storage, hash: '' });
    again.getState().pin('new');
    expect(again.getState().pinned).toHaveLength(12);
    expect(again.getState().pinned.at(-2)?.name).toBe('P49');
  });

  it('gives repeated pinned ids fresh ones, so Unpin removes one plan', () => {
    const pinned = [
      { id: 'same', name: 'A', scenario: defaultScenario() },
      { id: 'same', name: 'B', scenario: defaultScenario() },
    ];
    const storage = memoryStorage({ [storageKeys.session]: envelope({ scenario: defaultScenario(), pinned }) });
    const store = createPlanStore({ storage, hash: '' });
    const ids = store.getState().pinned.map((p) => p.id);
    expect(new Set(ids).size).toBe(2);
    store.getState().unpin(ids[0]!);
    expect(store.getState().pinned.map((p) => p.name)).toEqual(['B']);
  });

  it('numbers repeated saved names, so Delete removes one scenario, and keeps them numbered', () => {
    const saved = [
      { name: 'X', savedAt: at, scenario: defaultScenario() },
      { name: 'X', savedAt: at, scenario: defaultScenario() },
    ];
    const storage = memoryStorage({ [storageKeys.saved]: envelope({ saved }) });
    const store = createPlanStore({ storage, hash: '' });
    expect(store.getState().saved.map((e) => e.name)).toEqual(['X', 'X (2)']);
    expect(
      createPlanStore({ storage, hash: '' })
        .getState()
        .saved.map((e) => e.name),
    ).toEqual(['X', 'X (2)']);
    store.getState().removeSaved('X');
    expect(store.getState().saved.map((e) => e.name)).toEqual(['X (2)']);
  });

  it('refuses a saved scenario whose savedAt is no date, naming the field, and keeps the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = [
      { name: 'Bad', savedAt: 'yesterday', scenario: defaultScenario() },
      { name: 'Good', savedAt: at, scenario: defaultScenario() },
    ];
    const storage = memoryStorage({ [storageKeys.saved]: envelope({ saved }) });
    const s = createPlanStore({ storage, hash: '' }).getState();
    expect(s.saved.map((e) => e.name)).toEqual(['Good']);
    expect(s.notice?.message).toContain('Saved scenario 1 was set aside: savedAt: savedAt is not a date and time');
    expect(readSetAside(storage)[0]?.text).toContain('yesterday');
  });
});
