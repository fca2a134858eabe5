/**
 * A short fingerprint of everything the first screen is drawn from: the store's data (not
 * its actions). The build writes the fingerprint of the state it prerendered beside the HTML;
 * the browser takes the HTML over only when its own starting state has the same fingerprint
 * (a link, a stored session, another language or theme give another one) and draws afresh
 * otherwise.
 */
import type { PlanStore } from './contract.ts';

/** FNV-1a, 32 bits, over the JSON of the state's data; eight hex digits. */
export function stateKey(state: PlanStore): string {
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (typeof v !== 'function') data[k] = v;
  const text = JSON.stringify(data);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
