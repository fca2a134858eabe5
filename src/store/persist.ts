/**
 * Browser storage: preferences and the last session (session scope), saved scenarios (by
 * name). Each key is versioned; every value read is validated (zod for the envelope,
 * parseScenario for each scenario) and upgraded by `migrate`. A key holding anything
 * unreadable is set aside whole (`setAside.ts`: kept for export, never read again) with a
 * console warning, and what could be read of it is written back; nothing here throws.
 */
import * as z from 'zod/mini';
import type { CompareScenario } from '../engine/index.ts';
import type { Pinned, PlanState, Saved, View } from './contract.ts';
import { readCompareScenario } from './convert.ts';
import { readPlanDocument } from './readPlan.ts';
import { workloadsDocOf, type WorkloadEntry, type WorkloadsDoc } from './workloads.ts';
import { setAside } from './setAside.ts';

export const STORAGE_VERSION = 1;

/** The most pinned plans the app keeps. */
export const MAX_PINNED = 12;

/** The most a stored session may list before it is refused whole. */
export const MAX_STORED_PINNED = 50;
/** The most saved scenarios stored. */
export const MAX_STORED_SAVED = 500;

export const storageKeys = {
  prefs: 'oci-storage-planner/prefs',
  session: 'oci-storage-planner/session',
  saved: 'oci-storage-planner/saved',
} as const;

export type { StorageLike } from './setAside.ts';
import type { StorageLike } from './setAside.ts';

const views = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'] as const satisfies readonly View[];

const prefsSchema = z.object({
  theme: z.enum(['light', 'dark', 'system']),
  locale: z.enum(['en', 'ja']),
});

const sessionSchema = z.object({
  scenario: z.unknown(),
  /** The address bar's hash when the session was written, and by which tab: a reload of that link in that tab resumes the session. */
  link: z.optional(z.string().check(z.maxLength(100_000))),
  tab: z.optional(z.string().check(z.maxLength(80))),
  view: z.optional(z.enum(views)),
  /** Each entry is read on its own (`pinnedEntrySchema`): one bad entry is set aside, not the session. */
  pinned: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_STORED_PINNED))),
});

const pinnedEntrySchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)), name: z.string().check(z.maxLength(200)), scenario: z.unknown() });

/** A moment as `toISOString` writes it (what `saveAs` stores); anything else reads as "saved NaN". */
const isoDate = z.string().check(
  z.maxLength(40),
  z.refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'savedAt is not a date and time (ISO 8601, UTC)',
  }),
);

const savedEntrySchema = z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)), savedAt: isoDate, scenario: z.unknown() });

const savedSchema = z.object({
  saved: z.array(z.unknown()).check(z.maxLength(MAX_STORED_SAVED)),
});

export interface PersistedPrefs {
  readonly theme: PlanState['theme'];
  readonly locale: PlanState['locale'];
}

export interface PersistedSession {
  readonly scenario: CompareScenario | null;
  /** The plan's workloads, when the session held two or more (the first is `scenario`). */
  readonly workloads?: readonly WorkloadEntry[];
  /** The address bar's hash when it was written, and the tab that wrote it, if known. */
  readonly link?: string;
  readonly tab?: string;
  readonly view: View | undefined;
  readonly pinned: readonly Pinned[];
}

export interface Persisted {
  readonly prefs: PersistedPrefs | null;
  readonly session: PersistedSession | null;
  readonly saved: readonly Saved[];
  /** Why something was set aside, one line each (also logged). */
  readonly problems: readonly string[];
  /** Keys set aside whose readable parts the store should write back (`session`, `saved`). */
  readonly rewrite: { readonly session: boolean; readonly saved: boolean };
}

/** window.localStorage, or null where it is missing or refused (private mode, sandbox). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch (_e) {
    return null;
  }
}

/**
 * Upgrades a stored envelope to the current version. Version 1 is the first; a later
 * version adds a case here (e.g. `case 1: value = { ...value, newField: x }`).
 */
export function migrate(value: unknown, fromVersion: number): unknown {
  if (fromVersion === STORAGE_VERSION) return value;
  throw new Error(`version ${fromVersion} is not supported (this app stores version ${STORAGE_VERSION})`);
}

function rawText(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch (_e) {
    return null;
  }
}

function readEnvelope(storage: StorageLike, key: string, problems: string[]): unknown {
  const text = rawText(storage, key);
  if (text === null) return undefined;
  try {
    const doc: unknown = JSON.parse(text);
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error('not an object');
    const { version, data } = doc as { version?: unknown; data?: unknown };
    if (typeof version !== 'number') throw new Error('no version');
    return migrate(data, version);
  } catch (e) {
    drop(storage, key, problems, e instanceof Error ? e.message : String(e));
    return undefined;
  }
}

/** Sets the key's stored text aside (kept for export) and says why. */
function drop(storage: StorageLike, key: string, problems: string[], why: string): void {
  const line = `Stored ${key} was set aside: ${why}`;
  console.warn(line);
  problems.push(line);
  setAside(storage, key, rawText(storage, key), why);
}

function scenarioOrNull(value: unknown, what: string, problems: string[]): CompareScenario | null {
  const read = readCompareScenario(value);
  if (read.ok) return read.scenario;
  const line = `${what} was set aside: ${read.message}`;
  console.warn(line);
  problems.push(line);
  return null;
}

/** A stored scenario or plan of several workloads, or null with the problem said. */
function planOrNull(value: unknown, what: string, problems: string[]): { scenario: CompareScenario; workloads?: readonly WorkloadEntry[] } | null {
  const read = readPlanDocument(value);
  if (read.ok) return { scenario: read.scenario, ...(read.workloads ? { workloads: read.workloads } : {}) };
  const line = `${what} was set aside: ${read.message}`;
  console.warn(line);
  problems.push(line);
  return null;
}

/** One stored entry by its schema, or null with the problem said (the path and what is wrong). */
function entryOrNull<T>(schema: z.ZodMiniType<T>, value: unknown, what: string, problems: string[]): T | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const line = `${what} was set aside: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')}`;
  console.warn(line);
  problems.push(line);
  return null;
}

/** Everything stored, validated; unreadable parts are set aside. */
export function loadPersisted(storage: StorageLike | null): Persisted {
  const problems: string[] = [];
  if (!storage) return { prefs: null, session: null, saved: [], problems, rewrite: { session: false, saved: false } };

  const prefsRaw = readEnvelope(storage, storageKeys.prefs, problems);
  const prefsParsed = prefsRaw === undefined ? null : prefsSchema.safeParse(prefsRaw);
  if (prefsParsed && !prefsParsed.success) drop(storage, storageKeys.prefs, problems, z.prettifyError(prefsParsed.error));
  const prefs = prefsParsed?.success ? prefsParsed.data : null;

  const sessionRaw = readEnvelope(storage, storageKeys.session, problems);
  const sessionParsed = sessionRaw === undefined ? null : sessionSchema.safeParse(sessionRaw);
  if (sessionParsed && !sessionParsed.success) drop(storage, storageKeys.session, problems, z.prettifyError(sessionParsed.error));
  let session: PersistedSession | null = null;
  let sessionRewrite = false;
  if (sessionParsed?.success) {
    const s = sessionParsed.data;
    const before = problems.length;
    const pinned: Pinned[] = [];
    const ids = new Set<string>();
    let renamedPins = false;
    for (const [i, raw] of (s.pinned ?? []).entries()) {
      const p = entryOrNull(pinnedEntrySchema, raw, `Pinned plan ${i + 1}`, problems);
      const scenario = p && scenarioOrNull(p.scenario, `Pinned scenario "${p.name}"`, problems);
      if (!p || !scenario) continue;
      // Ids are unique (Unpin removes one plan): a repeated id gets a fresh one.
      let id = p.id;
      for (let n = 2; ids.has(id); n++) {
        id = `${p.id.slice(0, 70)}-${n}`;
        renamedPins = true;
      }
      ids.add(id);
      pinned.push({ id, name: p.name, scenario });
    }
    // The app keeps the newest MAX_PINNED; the rest stay in the set-aside copy.
    if (pinned.length > MAX_PINNED) {
      problems.push(`${pinned.length - MAX_PINNED} pinned plans beyond the ${MAX_PINNED} the planner keeps were set aside`);
      pinned.splice(0, pinned.length - MAX_PINNED);
    }
    const plan = readPlanDocument(s.scenario);
    if (!plan.ok) {
      const line = `The last session was set aside: ${plan.message}`;
      console.warn(line);
      problems.push(line);
    }
    const scenario = plan.ok ? plan.scenario : null;
    if (problems.length > before) setAside(storage, storageKeys.session, rawText(storage, storageKeys.session), problems.slice(before).join('; '));
    sessionRewrite = problems.length > before || renamedPins;
    session = {
      scenario,
      ...(plan.ok && plan.workloads ? { workloads: plan.workloads } : {}),
      view: s.view,
      pinned,
      ...(s.link !== undefined ? { link: s.link } : {}),
      ...(s.tab !== undefined ? { tab: s.tab } : {}),
    };
  }

  const savedRaw = readEnvelope(storage, storageKeys.saved, problems);
  const savedParsed = savedRaw === undefined ? null : savedSchema.safeParse(savedRaw);
  if (savedParsed && !savedParsed.success) drop(storage, storageKeys.saved, problems, z.prettifyError(savedParsed.error));
  const saved: Saved[] = [];
  const beforeSaved = problems.length;
  const names = new Set<string>();
  let renamedSaves = false;
  for (const [i, raw] of (savedParsed?.success ? savedParsed.data.saved : []).entries()) {
    const entry = entryOrNull(savedEntrySchema, raw, `Saved scenario ${i + 1}`, problems);
    const plan = entry && planOrNull(entry.scenario, `Saved scenario "${entry.name}"`, problems);
    if (!entry || !plan) continue;
    const { scenario, workloads } = plan;
    // Names are unique (Delete removes one scenario): a repeated name gets a number.
    let name = entry.name;
    for (let n = 2; names.has(name); n++) {
      name = `${entry.name.slice(0, 190)} (${n})`;
      renamedSaves = true;
    }
    names.add(name);
    saved.push({ name, savedAt: entry.savedAt, scenario, ...(workloads ? { workloads } : {}) });
  }
  const savedRewrite = problems.length > beforeSaved || renamedSaves;
  if (problems.length > beforeSaved) setAside(storage, storageKeys.saved, rawText(storage, storageKeys.saved), problems.slice(beforeSaved).join('; '));
  return { prefs, session, saved, problems, rewrite: { session: sessionRewrite, saved: savedRewrite } };
}

/** Writes one key; false when the browser refuses (quota, private mode). */
export function writeStored(storage: StorageLike | null, key: string, data: unknown): boolean {
  if (!storage) return true;
  try {
    storage.setItem(key, JSON.stringify({ version: STORAGE_VERSION, data }));
    return true;
  } catch (e) {
    console.warn(`Could not store ${key}:`, e);
    return false;
  }
}

export function writePrefs(storage: StorageLike | null, prefs: PersistedPrefs): boolean {
  return writeStored(storage, storageKeys.prefs, prefs);
}

export function writeSession(
  storage: StorageLike | null,
  s: { scenario: CompareScenario | WorkloadsDoc; view: View; pinned: readonly Pinned[]; link?: string; tab?: string },
): boolean {
  return writeStored(storage, storageKeys.session, s);
}

export function writeSaved(storage: StorageLike | null, saved: readonly Saved[]): boolean {
  // A plan of several workloads is stored as its version-6 document.
  const docs = saved.map(({ workloads, ...e }) => (workloads && workloads.length > 1 ? { ...e, scenario: workloadsDocOf(e.scenario, workloads) } : e));
  return writeStored(storage, storageKeys.saved, { saved: docs });
}
