/**
 * Embed mode from the page's query string: `?embed=1` shows the planner without page chrome;
 * `&service=file-storage|block-volume|dense-io|lustre|compare` locks the view (no tabs). Read once,
 * at start; the scenario still comes from the hash (`#scenario=…`).
 */
import type { View } from '../store/contract.ts';

/** A view a host can lock; also what a `plan` message's `result` holds (protocol.ts). */
export type EmbedService = View;

export const embedServices: readonly EmbedService[] = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'];

export interface EmbedParams {
  readonly embed: boolean;
  /** The locked view, or null (tabs shown). Only meaningful with `embed`. */
  readonly service: EmbedService | null;
}

export const NOT_EMBEDDED: EmbedParams = { embed: false, service: null };

/** Reads `location.search` (with or without the leading '?'). An unknown service is ignored. */
export function readEmbedParams(search: string): EmbedParams {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  if (params.get('embed') !== '1') return NOT_EMBEDDED;
  const service = params.get('service');
  return { embed: true, service: embedServices.includes(service as EmbedService) ? (service as EmbedService) : null };
}

/** This page's embed mode. */
export const embedParams: EmbedParams = typeof window === 'undefined' ? NOT_EMBEDDED : readEmbedParams(window.location.search);
