/**
 * A profile note with its basis from `profileNoteBasis`.
 */
import { profileNoteBasis, type ProfileNote, type ProfileNoteCode } from './types.ts';

/** The note `code` with its figures (`params`, in the units the code's words name). */
export function note(code: ProfileNoteCode, params: Readonly<Record<string, number | string>>): ProfileNote {
  return { code, basis: profileNoteBasis[code], params };
}
