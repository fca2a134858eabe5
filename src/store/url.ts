/**
 * The scenario in the URL: `#scenario=<base64url(JSON)>[&view=<view>][&lang=<locale>]`, UTF-8,
 * no padding. A plan of several workloads (version 6) is compressed (raw DEFLATE, fflate) and
 * marked: `#scenario=z.<base64url(deflate(JSON))>`, as is a scenario carrying a price file's book
 * (version 7); a plan of one at built-in prices stays as it was. Read
 * (validated) on load and on hashchange, written with history.replaceState on change.
 */
import { deflateSync, inflateSync } from 'fflate';
import type { CompareScenario } from '../engine/index.ts';
import type { View } from './contract.ts';
import type { ScenarioIssue } from '../engine/index.ts';
import { scenario } from '../engine/index.ts';
import { readPlanDocument, type PlanConversion } from './readPlan.ts';
import type { WorkloadsDoc } from './workloads.ts';
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from './locale.ts';

/** Longest encoded scenario a link may carry, in characters. */
export const MAX_ENCODED_LENGTH = scenario.MAX_LINK_CHARS;

const VIEWS: readonly View[] = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'];

/**
 * The longest link the app offers to share, characters: a house choice, not a source's figure.
 * Chat apps and mail clients cut or refuse longer ones; past it the app says to export a file.
 */
export const CHAT_LINK_CHARS = 2_000;

/** The mark of a compressed scenario (`.` is not in the base64url alphabet). */
const COMPRESSED = 'z.';

export type Decoded = PlanConversion | { readonly ok: false; readonly message: string; readonly issues?: readonly ScenarioIssue[] };

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const isPlan = (s: CompareScenario | WorkloadsDoc): s is WorkloadsDoc => s.service === 'workloads';

/** base64url (no padding) of the scenario's JSON in UTF-8; a plan of workloads compressed and marked. */
export function encodeScenario(scenario: CompareScenario | WorkloadsDoc): string {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  // A plan of workloads, or a scenario carrying a price file's book (version 7: a price per part), is compressed.
  return isPlan(scenario) || scenario.pricing?.book ? COMPRESSED + bytesToBase64Url(deflateSync(bytes, { level: 9 })) : bytesToBase64Url(bytes);
}

/** The scenario a link carries, validated; a failure says why in words. Never throws. */
export function decodeScenario(encoded: string): Decoded {
  if (encoded.length > MAX_ENCODED_LENGTH) {
    return {
      ok: false,
      message: `the scenario is too long (${encoded.length.toLocaleString('en-US')} characters; at most ${MAX_ENCODED_LENGTH.toLocaleString('en-US')})`,
    };
  }
  const compressed = encoded.startsWith(COMPRESSED);
  const body = compressed ? encoded.slice(COMPRESSED.length) : encoded;
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) {
    return { ok: false, message: 'the scenario is not valid base64url text' };
  }
  let json: string;
  try {
    const bytes = base64UrlToBytes(body);
    json = new TextDecoder('utf-8', { fatal: true }).decode(compressed ? inflateLimited(bytes) : bytes);
  } catch (_e) {
    return { ok: false, message: compressed ? 'the scenario is not valid compressed UTF-8 text' : 'the scenario is not valid base64url-encoded UTF-8 text' };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch (_e) {
    return { ok: false, message: 'the scenario is not valid JSON' };
  }
  return readPlanDocument(doc);
}

/** Inflates a link's bytes, refusing more than a scenario document may hold. */
function inflateLimited(bytes: Uint8Array): Uint8Array {
  const out = inflateSync(bytes);
  if (out.length > scenario.MAX_SCENARIO_BYTES) throw new Error('too large');
  return out;
}

export interface HashContent {
  /** Absent when the hash has no `scenario=`. */
  readonly scenario: Decoded | null;
  readonly view: View | undefined;
  /** `lang=` of the hash, when it names a supported locale. */
  readonly lang?: Locale | undefined;
  /** A `view=` or `lang=` the planner does not know, each with what it may be (the link opens without it). */
  readonly unknown?: readonly { readonly field: 'view' | 'lang'; readonly value: string; readonly allowed: string }[];
}

/** Reads `location.hash` (with or without the leading '#'). */
export function readHash(hash: string): HashContent {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get('scenario');
  const view = params.get('view');
  const langText = params.get('lang');
  const lang = parseLocale(langText);
  const unknown = [
    ...(view !== null && !VIEWS.includes(view as View) ? [{ field: 'view' as const, value: view.slice(0, 40), allowed: VIEWS.join(', ') }] : []),
    ...(langText !== null && !lang ? [{ field: 'lang' as const, value: langText.slice(0, 40), allowed: LOCALES.join(', ') }] : []),
  ];
  return {
    scenario: encoded === null ? null : decodeScenario(encoded),
    view: VIEWS.includes(view as View) ? (view as View) : undefined,
    ...(lang ? { lang } : {}),
    ...(unknown.length > 0 ? { unknown } : {}),
  };
}

/**
 * The hash for a scenario, view and language. `view` is left out for the default (compare),
 * `lang` for English, so an English link stays as it was and follows the reader's preference.
 */
export function buildHash(scenario: CompareScenario | WorkloadsDoc, view: View, lang: Locale = DEFAULT_LOCALE): string {
  return `#scenario=${encodeScenario(scenario)}${view === 'compare' ? '' : `&view=${view}`}${lang === DEFAULT_LOCALE ? '' : `&lang=${lang}`}`;
}
