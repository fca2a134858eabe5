/**
 * Files chosen in the section, read in the browser (they never leave it): each within
 * MAX_DEPLOYED_BYTES by its size, its text, then `readDeployedText` (the format's zod schema).
 * A `.tf` file is refused with its own code: the HCL parser runs on the command line only.
 */
import { MAX_DEPLOYED_BYTES, readDeployedText, type ReadOutcome } from '../../deployed/index.ts';
import { readFileText } from '../layout/download.ts';

export interface FileRead {
  readonly file: string;
  readonly outcome: ReadOutcome;
}

/** Each file read, in the order chosen. */
export async function readChosenFiles(files: readonly File[]): Promise<FileRead[]> {
  return Promise.all(
    files.map(async (file): Promise<FileRead> => {
      if (file.size > MAX_DEPLOYED_BYTES)
        return { file: file.name, outcome: { ok: false, problems: [{ code: 'too-large', params: { maxBytes: MAX_DEPLOYED_BYTES } }] } };
      if (/\.tf$/i.test(file.name)) return { file: file.name, outcome: { ok: false, problems: [{ code: 'hcl-not-parsed', params: { message: 'HCL' } }] } };
      try {
        return { file: file.name, outcome: readDeployedText(await readFileText(file)) };
      } catch {
        return { file: file.name, outcome: { ok: false, problems: [{ code: 'not-json', params: {} }] } };
      }
    }),
  );
}
