/**
 * One fio job file as fio reads it: an INI section per job, `key=value` lines, `#` comments.
 * Technical text only; the words around it live in the README.
 */

export type FioOptionValue = string | number;

export interface FioJobSection {
  readonly name: string;
  /** Options in the order they are written; undefined values are left out. */
  readonly options: ReadonlyArray<readonly [key: string, value: FioOptionValue | undefined]>;
}

/** Characters fio's INI parser and a shell both take literally in a section name or value. */
const SAFE = /^[A-Za-z0-9_.,:/=+@-]+$/;

/** Throws on a name or value that could break the file (a newline, a bracket, a space). */
function checked(text: string): string {
  if (!SAFE.test(text)) throw new Error(`not a safe fio token: ${JSON.stringify(text)}`);
  return text;
}

/** The text of a job file: comment lines first, then each section. */
export function renderJobFile(comments: readonly string[], sections: readonly FioJobSection[]): string {
  const lines = comments.map((c) => `# ${c.replace(/[\r\n]+/g, ' ')}`);
  for (const s of sections) {
    if (lines.length > 0) lines.push('');
    lines.push(`[${checked(s.name)}]`);
    for (const [key, value] of s.options) if (value !== undefined) lines.push(`${checked(key)}=${checked(String(value))}`);
  }
  return lines.join('\n') + '\n';
}
