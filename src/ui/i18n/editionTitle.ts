/**
 * A catalog edition's title in the reader's language (`common.editions.<id>`); the catalog's
 * own `title` is its English name, kept for the command line and the exports.
 */
import type { Translate } from './useT.ts';

export function editionTitle(t: Translate, editionId: string): string {
  return t(`common.editions.${editionId}`);
}
