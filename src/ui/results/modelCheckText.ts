/**
 * The model check's row labels and places in the reader's language: the engine gives each row
 * a code with its figures (`ValidationRow.label`, `.place`), worded here through
 * `results.modelCheck.label.*` and `results.modelCheck.place.*`. The row's English `row` and
 * `table` strings are for the command line's table only.
 */
import type { ValidationLabel, ValidationPlace } from '../../engine/validation/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { formatParams } from './engineText.ts';
import type { Formatters } from './format.ts';

/** The figure a label's plural form follows (clients on a run, paths of a network test, drives). */
const COUNTED = ['clients', 'paths', 'drives'] as const;

/** A row's label in words: `results.modelCheck.label.<code>`, its variant as context. */
export function validationLabelText(t: Translate, f: Formatters, label: ValidationLabel): string {
  const options = formatParams(t, f, label.params);
  for (const name of COUNTED) {
    const value = label.params[name];
    if (typeof value === 'number') options.count = value;
  }
  return t(`results.modelCheck.label.${label.code}`, options);
}

/** Where in its source a row is, in words: `results.modelCheck.place.<code>`. */
export function validationPlaceText(t: Translate, f: Formatters, place: ValidationPlace, params: Readonly<Record<string, number | string>> = {}): string {
  return t(`results.modelCheck.place.${place}`, formatParams(t, f, params));
}
