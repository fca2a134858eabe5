/**
 * The shape of the words the fio module needs, and how a template is filled. The words
 * themselves live in the UI's resources (`src/ui/i18n/en/fio.ts`, `src/ui/i18n/ja/fio.ts`) as
 * i18next strings with `{{name}}` placeholders; the engine only fills them, so the same text
 * serves the app (through i18next) and the command line (through `fillTemplate`).
 */
import { fmt } from './numbers.ts';
import type { ServiceId } from '../compare/index.ts';
import type { FioCode, FioNote, FioParam } from './codes.ts';

export interface FioReadmeWords {
  readonly title: string;
  readonly intro: string;
  readonly safetyTitle: string;
  readonly safetyWarning: string;
  readonly safetyFss: string;
  readonly safetyLustre: string;
  readonly safetyScratch: string;
  readonly safetyReadOnly: string;
  readonly safetyRawWrites: string;
  readonly safetyScratchDir: string;
  readonly proveTitle: string;
  readonly prove: string;
  readonly concurrency: string;
  readonly duration: string;
  readonly filesTitle: string;
  readonly fileClientJob: string;
  readonly fileLustreClientJob: string;
  readonly fileSharedJob: string;
  readonly fileHosts: string;
  readonly fileMount: string;
  readonly fileLustreMount: string;
  readonly fileJob: string;
  readonly fileReadme: string;
  readonly runTitle: string;
  readonly runMount: string;
  readonly runEachClient: string;
  readonly runClientServer: string;
  readonly runBlock: string;
  readonly runRaid: string;
  readonly lustreStriping: string;
  readonly assumptionsTitle: string;
  readonly readBackTitle: string;
  readonly readBack: string;
}

export interface FioWords {
  readonly readme: FioReadmeWords;
  readonly services: { readonly [S in ServiceId]: string };
  readonly codes: { readonly [C in FioCode]: string };
  readonly cli: {
    readonly problem: string;
    readonly usageJobs: string;
    readonly usageResults: string;
    readonly wrote: string;
  };
}

/** A parameter as text: numbers rounded and grouped (`fmt`), lists joined with commas. */
export function paramText(value: FioParam): string {
  if (typeof value === 'number') return fmt(value);
  if (typeof value === 'string') return value;
  return value.map(paramText).join(', ');
}

/** Fills `{{name}}` placeholders; a placeholder without a value is left as it is. */
export function fillTemplate(template: string, params: Readonly<Record<string, FioParam>>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(value);
  });
}

/** A code's words with its parameters filled in. */
export function noteText(words: FioWords, n: FioNote): string {
  return fillTemplate(words.codes[n.code], n.params);
}
