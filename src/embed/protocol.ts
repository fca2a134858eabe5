/**
 * The embedding protocol, version 1 (docs/embedding.md): the messages a host page and the
 * planner in its iframe exchange with postMessage, their schemas, and the decisions the
 * planner takes on each incoming message. Pure: no DOM, no store; bridge.ts does the wiring.
 *
 * Every message is an object `{ type: 'oci-planner:<name>', version: 1, … }`.
 * Host → planner: `set-scenario` { scenario }, `get-plan`, `get-deploy` { format, service? }.
 * Planner → host: `ready` { service }, `height` { height }, `plan` { service, scenario, result },
 * `deploy` { format, fileName, zip, files }, `error` { message }. `set-scenario`, `get-plan` and
 * `get-deploy` may carry a `requestId`, echoed in the reply.
 */
import * as z from 'zod/mini';
import {
  scenario as scenarioFormat,
  servicePlan,
  type CompareEntry,
  type CompareResult,
  type CompareScenario,
  type Remedy,
  type ServiceId,
} from '../engine/index.ts';
import { readCompareScenario } from '../store/convert.ts';
import type { EmbedService } from './params.ts';
import { isWorkloadsDocument, readWorkloadsScenario, type WorkloadsPlanMessage } from './workloads.ts';
import type { WorkloadsScenario } from '../engine/index.ts';

export const PROTOCOL_VERSION = 1;
export const MESSAGE_PREFIX = 'oci-planner:';

export type { EmbedService } from './params.ts';

// ------------------------------------------------------------------ incoming (host → planner)

const requestId = z.optional(z.union([z.string().check(z.maxLength(200)), z.number()]));
const version = z.literal(PROTOCOL_VERSION, { error: () => `version must be ${PROTOCOL_VERSION}` });

export const setScenarioSchema = z.object({
  type: z.literal(`${MESSAGE_PREFIX}set-scenario`),
  version,
  scenario: z.unknown(),
  requestId,
});

export const getPlanSchema = z.object({
  type: z.literal(`${MESSAGE_PREFIX}get-plan`),
  version,
  requestId,
});

/** The plan as Terraform files or a Resource Manager stack (issue 41, docs/deploy.md): a zip in the reply. */
export const getDeploySchema = z.object({
  type: z.literal(`${MESSAGE_PREFIX}get-deploy`),
  version,
  format: z.enum(['terraform', 'stack']),
  /** A comparison's service to build (else the view the host locked, else the cheapest that fits). */
  service: z.optional(z.enum(['file-storage', 'block-volume', 'dense-io', 'lustre'])),
  requestId,
});

export const incomingSchema = z.discriminatedUnion('type', [setScenarioSchema, getPlanSchema, getDeploySchema]);

/** The message types a host may send (a Set: a name every object inherits is none of them). */
export const incomingTypes: ReadonlySet<string> = new Set([`${MESSAGE_PREFIX}set-scenario`, `${MESSAGE_PREFIX}get-plan`, `${MESSAGE_PREFIX}get-deploy`]);

export type SetScenarioMessage = z.infer<typeof setScenarioSchema>;
export type GetPlanMessage = z.infer<typeof getPlanSchema>;
export type GetDeployMessage = z.infer<typeof getDeploySchema>;
export type IncomingMessage = z.infer<typeof incomingSchema>;

// ------------------------------------------------------------------ outgoing (planner → host)

type RequestId = string | number;

export interface ReadyMessage {
  readonly type: 'oci-planner:ready';
  readonly version: typeof PROTOCOL_VERSION;
  readonly service: EmbedService;
}

export interface HeightMessage {
  readonly type: 'oci-planner:height';
  readonly version: typeof PROTOCOL_VERSION;
  /** The planner document's content height, in CSS pixels (whole). */
  readonly height: number;
}

export interface PlanMessage {
  readonly type: 'oci-planner:plan';
  readonly version: typeof PROTOCOL_VERSION;
  readonly service: EmbedService;
  readonly scenario: CompareScenario;
  /** `compare`: the CompareResult; a service: that service's recommendation from it. */
  readonly result: unknown;
  /**
   * The verdict the planner shows (carries, carries with caveats, does not) with its caveats
   * and reasons: one per service for `compare`, else the asked service's.
   */
  readonly verdict: ServiceVerdict | Readonly<Record<ServiceId, ServiceVerdict>>;
  readonly requestId?: RequestId;
}

export interface ServiceVerdict {
  readonly verdict: CompareEntry['verdict'];
  readonly caveats: CompareEntry['caveats'];
  readonly why: CompareEntry['why'];
  /** What the planner calls the design it shows: `recommended` only when it carries the requirement, else `closest`. */
  readonly design: 'recommended' | 'closest';
  /** What would make the closest design carry the requirement, as codes with figures (empty when it carries). */
  readonly remedies: readonly Remedy[];
}

function verdictOfEntry(result: CompareResult, e: CompareEntry): ServiceVerdict {
  const plan = servicePlan(result, e.service);
  return { verdict: e.verdict, caveats: e.caveats, why: e.why, design: e.fits ? 'recommended' : 'closest', remedies: e.fits ? [] : plan.remedies };
}

/** The verdicts a host asked for with `service`. */
export function verdictFor(service: EmbedService, result: CompareResult): PlanMessage['verdict'] {
  if (service === 'compare') return Object.fromEntries(result.entries.map((e) => [e.service, verdictOfEntry(result, e)])) as Record<ServiceId, ServiceVerdict>;
  const entry = result.entries.find((e) => e.service === service)!;
  return verdictOfEntry(result, entry);
}

export interface ErrorMessage {
  readonly type: 'oci-planner:error';
  readonly version: typeof PROTOCOL_VERSION;
  readonly message: string;
  readonly requestId?: RequestId;
}

/** The plan's Terraform files or Resource Manager stack, zipped (the files in English). */
export interface DeployMessage {
  readonly type: 'oci-planner:deploy';
  readonly version: typeof PROTOCOL_VERSION;
  readonly format: GetDeployMessage['format'];
  /** The service or services built. */
  readonly services: readonly ServiceId[];
  readonly fileName: string;
  /** The files' names, as the zip holds them at its root. */
  readonly files: readonly string[];
  readonly zip: Uint8Array;
  readonly requestId?: RequestId;
}

export type OutgoingMessage = ReadyMessage | HeightMessage | PlanMessage | WorkloadsPlanMessage | DeployMessage | ErrorMessage;

const withId = (id: RequestId | undefined) => (id === undefined ? {} : { requestId: id });

export function readyMessage(service: EmbedService): ReadyMessage {
  return { type: 'oci-planner:ready', version: PROTOCOL_VERSION, service };
}

export function heightMessage(height: number): HeightMessage {
  return { type: 'oci-planner:height', version: PROTOCOL_VERSION, height: Math.max(0, Math.ceil(height)) };
}

/** The part of a comparison a host asked for with `service`. */
export function resultFor(service: EmbedService, result: CompareResult): unknown {
  return service === 'compare' ? result : servicePlan(result, service);
}

export function planMessage(service: EmbedService, scenario: CompareScenario, result: CompareResult, id?: RequestId): PlanMessage {
  return {
    type: 'oci-planner:plan',
    version: PROTOCOL_VERSION,
    service,
    scenario,
    result: resultFor(service, result),
    verdict: verdictFor(service, result),
    ...withId(id),
  };
}

export function errorMessage(message: string, id?: RequestId): ErrorMessage {
  return { type: 'oci-planner:error', version: PROTOCOL_VERSION, message, ...withId(id) };
}

// ------------------------------------------------------------------ allowed origins

/**
 * The origins a build accepts messages from: `VITE_EMBED_ALLOWED_ORIGINS`, comma-separated
 * (`https://portal.example.com, https://intranet.example`). Each must be a bare http(s) origin;
 * anything else (a path, `*`, `null`) is listed in `invalid` and not allowed.
 */
export function parseAllowedOrigins(text: string | undefined): { readonly origins: readonly string[]; readonly invalid: readonly string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      invalid.push(item);
      continue;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare || item.replace(/\/$/, '') !== url.origin) {
      invalid.push(item);
      continue;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { origins, invalid };
}

// ------------------------------------------------------------------ decisions

/** An incoming message event, reduced to what the decision needs. */
export interface IncomingEvent {
  readonly origin: string;
  readonly data: unknown;
  /** The sender is the window that embeds the planner (event.source === window.parent). */
  readonly fromParent: boolean;
}

export type Decision =
  /** Not for us, or from someone we do not talk to: drop it, and say why (console.warn). */
  | { readonly kind: 'ignore'; readonly reason: string }
  /** From the host, but unusable: tell the host (and warn). */
  | { readonly kind: 'reject'; readonly origin: string; readonly reply: ErrorMessage; readonly reason: string }
  | {
      readonly kind: 'set-scenario';
      readonly origin: string;
      readonly scenario: CompareScenario;
      readonly dropped: readonly string[];
      readonly requestId?: RequestId;
    }
  /** A plan of several workloads (version 6): planned by the bridge itself (`workloads.ts`). */
  | { readonly kind: 'set-workloads'; readonly origin: string; readonly scenario: WorkloadsScenario; readonly requestId?: RequestId }
  | { readonly kind: 'get-plan'; readonly origin: string; readonly requestId?: RequestId }
  | {
      readonly kind: 'get-deploy';
      readonly origin: string;
      readonly format: GetDeployMessage['format'];
      readonly service?: ServiceId;
      readonly requestId?: RequestId;
    };

function summarize(data: unknown): string {
  if (data === null || typeof data !== 'object') return typeof data;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? `type ${JSON.stringify(type.slice(0, 80))}` : 'an object without a type';
}

function isOurs(data: unknown): data is { type: string; requestId?: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith(MESSAGE_PREFIX)
  );
}

function idOf(data: { requestId?: unknown }): RequestId | undefined {
  const id = data.requestId;
  return (typeof id === 'string' && id.length <= 200) || typeof id === 'number' ? id : undefined;
}

/**
 * What to do with one incoming message. Only the embedding window (`fromParent`) on an allowed
 * origin is listened to; its messages must match the schema of their type and version 1, and a
 * scenario must be one the planner reads (parseScenario, then the conversion to a comparison; a
 * plan of several workloads, `service: 'workloads'`, is read as it is: `set-workloads`).
 */
export function decide(event: IncomingEvent, allowedOrigins: readonly string[]): Decision {
  if (!allowedOrigins.includes(event.origin)) {
    return { kind: 'ignore', reason: `origin ${event.origin} is not allowed (${summarize(event.data)})` };
  }
  if (!event.fromParent) {
    return { kind: 'ignore', reason: `a message from ${event.origin} did not come from the embedding page (${summarize(event.data)})` };
  }
  if (!isOurs(event.data)) {
    return { kind: 'ignore', reason: `a message from ${event.origin} is not a planner message (${summarize(event.data)})` };
  }
  const id = idOf(event.data);
  if (!incomingTypes.has(event.data.type)) {
    const message = `unsupported message (${summarize(event.data)}): type must be one of ${[...incomingTypes].join(', ')}`;
    return { kind: 'reject', origin: event.origin, reply: errorMessage(message, id), reason: message };
  }
  const parsed = incomingSchema.safeParse(event.data);
  if (!parsed.success) {
    const what = parsed.error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
    const message = `unsupported message (${summarize(event.data)}): ${what}`;
    return { kind: 'reject', origin: event.origin, reply: errorMessage(message, id), reason: message };
  }
  const message = parsed.data;
  if (message.type === 'oci-planner:get-plan') return { kind: 'get-plan', origin: event.origin, ...withId(message.requestId) };
  if (message.type === 'oci-planner:get-deploy')
    return {
      kind: 'get-deploy',
      origin: event.origin,
      format: message.format,
      ...(message.service ? { service: message.service } : {}),
      ...withId(message.requestId),
    };

  const size = jsonLength(message.scenario);
  if (size === null || size > scenarioFormat.MAX_SCENARIO_BYTES) {
    const text = `the scenario was not used: ${size === null ? 'it is not a JSON document' : `it is larger than ${scenarioFormat.MAX_SCENARIO_BYTES.toLocaleString('en-US')} bytes (the limit)`}`;
    return { kind: 'reject', origin: event.origin, reply: errorMessage(text, message.requestId), reason: text };
  }
  if (isWorkloadsDocument(message.scenario)) {
    const several = readWorkloadsScenario(message.scenario);
    if (several.ok) return { kind: 'set-workloads', origin: event.origin, scenario: several.scenario, ...withId(message.requestId) };
    const text = `the scenario was not used: ${several.message}`;
    return { kind: 'reject', origin: event.origin, reply: errorMessage(text, message.requestId), reason: text };
  }
  const read = readCompareScenario(message.scenario);
  if (!read.ok) {
    const text = `the scenario was not used: ${read.message}`;
    return { kind: 'reject', origin: event.origin, reply: errorMessage(text, message.requestId), reason: text };
  }
  return { kind: 'set-scenario', origin: event.origin, scenario: read.scenario, dropped: read.dropped, ...withId(message.requestId) };
}

/** The length of a value as JSON text (a message's scenario, as a file would hold it); null when it is none (a cycle, a BigInt). */
function jsonLength(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    return null;
  }
}

/** Where the planner's own messages go (never `*`). */
export interface TargetContext {
  readonly allowedOrigins: readonly string[];
  /** The allowed origin whose message was last accepted, if any. */
  readonly lastSender?: string | null;
  /** `location.ancestorOrigins[0]` where the browser has it: the embedding page's origin. */
  readonly parentOrigin?: string | null;
  /** `document.referrer` (a URL), usually the embedding page. */
  readonly referrer?: string | null;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The target origins for an outgoing message: the allowed origin that last spoke to us; else
 * the embedding page's origin if it is allowed (ancestorOrigins, then the referrer); else every
 * allowed origin (the browser delivers to the one that matches the parent and drops the rest).
 */
export function targetOrigins(ctx: TargetContext): readonly string[] {
  const allowed = ctx.allowedOrigins;
  if (ctx.lastSender && allowed.includes(ctx.lastSender)) return [ctx.lastSender];
  for (const candidate of [ctx.parentOrigin ?? null, originOf(ctx.referrer)]) {
    if (candidate && allowed.includes(candidate)) return [candidate];
  }
  return allowed;
}
