import { describe, expect, it } from 'vitest';
import { createPlanStore } from './planStore.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';
import { CHAT_LINK_CHARS, buildHash, encodeScenario, readHash } from './url.ts';
import { planDocument } from './workloads.ts';
import oldLinks from '../../tests/fixtures/v4/app-links.json' with { type: 'json' };

const fresh = () => createPlanStore({ storage: memoryStorage(), hash: '' });

describe('the workloads slice', () => {
  it('starts as a plan of one workload whose link and export are today’s', () => {
    const store = fresh();
    const s = store.getState();
    expect(s.workloads).toHaveLength(1);
    expect(s.currentWorkload).toBe(0);
    expect(planDocument(s)).toBe(s.scenario);
    expect(JSON.parse(s.exportScenario())).toEqual(JSON.parse(JSON.stringify(s.scenario)));
  });

  it('the one workload’s name goes with the link, the export and the session (optional workloadName), and comes back', () => {
    const store = fresh();
    expect(store.getState().renameWorkload(0, '  Orders DB ').ok).toBe(true);
    const s = store.getState();
    const doc = planDocument(s);
    expect(doc.service).toBe('compare');
    if (doc.service !== 'compare') return;
    expect(doc.workloadName).toBe('Orders DB');
    expect(doc.requirement).toBe(s.scenario.requirement);
    // The same document while nothing changes (the link and the session compare by identity).
    expect(planDocument(store.getState())).toBe(doc);
    // The link.
    const hash = buildHash(doc, 'compare');
    const linked = createPlanStore({ storage: memoryStorage(), hash });
    expect(linked.getState().workloads.map((w) => w.name)).toEqual(['Orders DB']);
    expect('workloadName' in linked.getState().scenario).toBe(false);
    expect(planDocument(linked.getState())).toEqual(doc);
    // The exported file.
    const text = store.getState().exportScenario();
    expect(JSON.parse(text).workloadName).toBe('Orders DB');
    const other = fresh();
    expect(other.getState().importScenarioText(text).ok).toBe(true);
    expect(other.getState().workloads[0]!.name).toBe('Orders DB');
    expect(JSON.parse(other.getState().exportScenario())).toEqual(JSON.parse(text));
    // The session.
    const storage = memoryStorage();
    const first = createPlanStore({ storage, hash: '' });
    first.getState().renameWorkload(0, 'Scratch');
    expect(
      createPlanStore({ storage, hash: '' })
        .getState()
        .workloads.map((w) => w.name),
    ).toEqual(['Scratch']);
    // A second workload: the list names both, and the compare field is left out of the plan's document.
    store.getState().addWorkload('Reports');
    const plan = planDocument(store.getState());
    expect(plan.service).toBe('workloads');
    if (plan.service !== 'workloads') return;
    expect(plan.workloads.map((w) => w.name)).toEqual(['Orders DB', 'Reports']);
    expect('workloadName' in plan).toBe(false);
    // The default name is no name: a document of an unnamed workload is today's.
    expect('workloadName' in planDocument(fresh().getState())).toBe(false);
  });

  it('a daily profile on the form stays out of the plan of several workloads, whose schema has no place for it, so the plan still reads', () => {
    const store = fresh();
    expect(store.getState().setProfile({ peakHours: 8, offPeakLevelPercent: 25 }).ok).toBe(true);
    store.getState().addWorkload('Scratch');
    const doc = planDocument(store.getState());
    expect(doc.service).toBe('workloads');
    expect('profile' in doc).toBe(false);
    expect(readHash(buildHash(doc, 'compare')).scenario?.ok).toBe(true);
  });

  it('keeps both workloads’ fields when the form switches between them', () => {
    const store = fresh();
    store.getState().setField('readMBps', '111');
    store.getState().addWorkload('Scratch');
    expect(store.getState().currentWorkload).toBe(1);
    store.getState().setField('readMBps', '222');
    store.getState().selectWorkload(0);
    expect(store.getState().scenario.requirement.readMBps).toBe(111);
    expect(store.getState().drafts.readMBps).toBe('111');
    store.getState().selectWorkload(1);
    expect(store.getState().scenario.requirement.readMBps).toBe(222);
    const doc = planDocument(store.getState());
    expect(doc.service).toBe('workloads');
    if (doc.service !== 'workloads') return;
    expect(doc.workloads.map((w) => [w.name, w.requirement.readMBps])).toEqual([
      ['Workload 1', 111],
      ['Scratch', 222],
    ]);
  });

  it('keeps a field in error, as typed, in its workload while the other is open', () => {
    const store = fresh();
    store.getState().addWorkload('B');
    store.getState().setField('readMBps', 'abc');
    store.getState().selectWorkload(0);
    expect(store.getState().errors).toEqual({});
    expect(store.getState().workloads[1]!.held?.drafts.readMBps).toBe('abc');
    store.getState().selectWorkload(1);
    expect(store.getState().drafts.readMBps).toBe('abc');
    expect(store.getState().errors.readMBps?.code).toBe('notNumber');
  });

  it('refuses a name another workload has, without case or spaces, and changes nothing', () => {
    const store = fresh();
    store.getState().addWorkload('Database');
    const before = store.getState().workloads;
    const done = store.getState().renameWorkload(0, '  database ');
    expect(done.ok).toBe(false);
    expect(store.getState().workloads).toBe(before);
    expect(store.getState().renameWorkload(0, 'Home').ok).toBe(true);
    expect(store.getState().workloads.map((w) => w.name)).toEqual(['Home', 'Database']);
  });

  it('duplicates, moves and removes, the current workload staying in the form', () => {
    const store = fresh();
    store.getState().setField('readMBps', '300');
    store.getState().duplicateWorkload(0, 'Copy');
    const s = store.getState();
    expect(s.workloads.map((w) => w.name)).toEqual(['Workload 1', 'Copy']);
    expect(s.currentWorkload).toBe(1);
    expect(s.scenario.requirement.readMBps).toBe(300);
    store.getState().moveWorkload(1, 0);
    expect(store.getState().workloads.map((w) => w.name)).toEqual(['Copy', 'Workload 1']);
    expect(store.getState().currentWorkload).toBe(0);
    store.getState().removeWorkload(0);
    expect(store.getState().workloads.map((w) => w.name)).toEqual(['Workload 1']);
    expect(store.getState().removeWorkload(0).ok).toBe(false);
  });

  it('opens a version-4 link as a plan of one workload', () => {
    for (const link of oldLinks) {
      const store = createPlanStore({ storage: memoryStorage(), hash: link.hash });
      const s = store.getState();
      expect(s.notice).toBeNull();
      expect(s.workloads).toHaveLength(1);
      expect(planDocument(s)).toBe(s.scenario);
      expect(buildHash(planDocument(s), 'compare').startsWith('#scenario=ey')).toBe(true);
    }
  });

  it('writes two or more workloads as one compressed version-6 link that opens the same plan', () => {
    const store = fresh();
    store.getState().setField('readMBps', '123');
    store.getState().addWorkload('Second');
    store.getState().setWorkloadOptions(1, { service: 'file-storage', dedicatedMountTargets: true });
    const hash = buildHash(planDocument(store.getState()), 'compare');
    expect(hash.startsWith('#scenario=z.')).toBe(true);
    const read = readHash(hash).scenario;
    expect(read?.ok).toBe(true);
    const again = createPlanStore({ storage: memoryStorage(), hash });
    expect(planDocument(again.getState())).toEqual(planDocument(store.getState()));
    expect(again.getState().scenario.requirement.readMBps).toBe(123);
  });

  it('exports the whole plan as a current-version file that imports back as the same plan', () => {
    const store = fresh();
    store.getState().setField('readMBps', '77');
    store.getState().addWorkload('Second');
    const text = store.getState().exportScenario();
    expect(JSON.parse(text)).toMatchObject({ version: 7, service: 'workloads' });
    const other = fresh();
    expect(other.getState().importScenarioText(text).ok).toBe(true);
    expect(other.getState().workloads.map((w) => w.name)).toEqual(['Workload 1', 'Second']);
    expect(other.getState().scenario.requirement.readMBps).toBe(77);
    expect(planDocument(other.getState())).toEqual(planDocument(store.getState()));
  });

  it('keeps the plan in the stored session: a resumed reload opens every workload', () => {
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '' });
    store.getState().addWorkload('Second');
    store.flushStorage();
    const again = createPlanStore({ storage, hash: '' });
    expect(again.getState().workloads.map((w) => w.name)).toEqual(['Workload 1', 'Second']);
  });

  it('fits a plan of twenty different workloads in a link a chat message takes', () => {
    const store = fresh();
    const services = ['cheapest', 'file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
    for (let i = 0; i < 20; i++) {
      if (i > 0) store.getState().addWorkload(`Application tier ${i + 1}`);
      store.getState().setWorkloadOptions(i, { service: services[i % services.length]! });
      store.getState().setField('readMBps', String(120 + i * 37));
      store.getState().setField('capacityGB', `${3 + i * 1.7} TB`);
      store.getState().setField('clients', String(1 + (i % 7)));
    }
    expect(store.getState().workloads).toHaveLength(20);
    const hash = buildHash(planDocument(store.getState()), 'compare', 'ja');
    // The whole link: the app's address (a long one) and the hash.
    expect(`https://planner.example.com/oci-storage-planner/${hash}`.length).toBeLessThan(CHAT_LINK_CHARS);
    const again = createPlanStore({ storage: memoryStorage(), hash });
    expect(planDocument(again.getState())).toEqual(planDocument(store.getState()));
  });

  it('fills only the open workload when a scenario is loaded into the form (a measurement import)', () => {
    const store = fresh();
    store.getState().addWorkload('Second');
    const other = createPlanStore({ storage: memoryStorage(), hash: '' });
    other.getState().setField('readMBps', '999');
    store.getState().loadScenario(other.getState().scenario);
    expect(store.getState().workloads.map((w) => w.name)).toEqual(['Workload 1', 'Second']);
    expect(store.getState().scenario.requirement.readMBps).toBe(999);
    // A whole plan given (a link, an embedding page): it replaces the list.
    store.getState().loadScenario(other.getState().scenario, null, []);
    expect(store.getState().workloads).toHaveLength(1);
  });

  it('saves a plan of several workloads whole, and loads it back from storage', () => {
    const storage = memoryStorage();
    const store = createPlanStore({ storage, hash: '' });
    store.getState().setField('readMBps', '11');
    store.getState().addWorkload('Second');
    store.getState().setField('readMBps', '22');
    expect(store.getState().saveAs('Both').ok).toBe(true);
    // Another page on the same storage, a plan of one: the saved plan is read from storage.
    const fromScratch = createPlanStore({ storage, hash: `#scenario=${encodeScenario(fresh().getState().scenario)}` });
    expect(fromScratch.getState().workloads).toHaveLength(1);
    expect(fromScratch.getState().loadSaved('Both').ok).toBe(true);
    const s = fromScratch.getState();
    expect(s.workloads.map((w) => [w.name, w.requirement.readMBps])).toEqual([
      ['Workload 1', 11],
      ['Second', 22],
    ]);
    expect(s.currentWorkload).toBe(0);
    expect(s.scenario.requirement.readMBps).toBe(11);
  });

  it('says why a damaged compressed link cannot be read', () => {
    const read = readHash(`#scenario=z.${encodeScenario(fresh().getState().scenario)}`).scenario;
    expect(read?.ok).toBe(false);
  });
});
