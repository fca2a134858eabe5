/**
 * Counts agree with their nouns and verbs, in every resource:
 *
 * 1. No resource writes a noun as "word(s)": a string with a count uses plural forms
 *    (`_one` / `_other`) or a wording without the noun.
 * 2. No English resource puts "a" or "an" before a placeholder: the article depends on how the
 *    figure is read aloud ("an 8 KiB read", "a 16 KiB read"), so the wording needs none
 *    ("a read of 8 KiB").
 * 3. Every English resource, rendered with each of its figures at 1 (and at 2), reads right:
 *    no "1 clients", "about 1 operations in flight", "1 × HPMT-80 need", "2 OCPU", "2 × X needs".
 *    A `_one` form is rendered with every figure at 1; an `_other` form with its count at 2
 *    (any one figure may be the count) and the others at 1; a text without plural forms with
 *    every figure at 1, then at 2. A figure that cannot be 1 where it appears says so below,
 *    with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enFio from './en/fio.ts';
import { resources } from './index.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Every English text: the app's resources and the fio words (read by the fio bundle and the CLI). */
const english = flatten({ ...(resources.en!.translation as object), fio: enFio });

/** Placeholders that hold words, names or formatted values with their unit, not a bare count. */
const WORDS = new Set([
  'basis',
  'bs',
  'busiestClients',
  'bv',
  'catalog',
  'cheaper',
  'citation',
  'client',
  'clientsText',
  'command',
  'current',
  'date',
  'design',
  'detail',
  'devices',
  'dio',
  'directory',
  'edition',
  'error',
  'expected',
  'field',
  'fields',
  'figure',
  'file',
  'first',
  'from',
  'fss',
  'host',
  'id',
  'ioSize',
  'ioSizeKiB',
  'items',
  'job',
  'jobs',
  'last',
  'level',
  'levels',
  'list',
  'lustre',
  'message',
  'metadata',
  'name',
  'note',
  'ocpus', // the report's "2 OCPUs" phrase (engine params named ocpus are numbers: see below)
  'options',
  'path',
  'publisher',
  'read',
  'readIoSizeKiB',
  'reason',
  'retrieved',
  'rule',
  'ruledOut',
  'run',
  'rw',
  'server',
  'service',
  'shape',
  'shapes',
  'size',
  'sizes',
  'source',
  'subject',
  'table',
  'target',
  'text',
  'title',
  'type',
  'unit',
  'values',
  'version',
  'where',
  'writeIoSizeKiB',
]);

/** Texts whose `ocpus` is a number (the engine's params), not the report's phrase. */
const NUMERIC_OCPUS = /^results\.engine\./;

/**
 * Figures that are never 1 where they appear, and why: rendered at this minimum instead.
 * Keys are resource keys without their plural suffix.
 */
const AT_LEAST: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  // Only raised for more than one mount target (src/engine/fss/warnings.ts).
  'results.engine.warning.metadata-caching': { mountTargets: 2 },
  // Only raised when the busiest mount target gets more connections than it accepts (at least 1).
  'results.engine.warning.connections_plain': { connections: 2 },
  // Fewer clients (at least 1) than mount targets.
  'results.engine.warning.clients-fewer-than-mount-targets': { mountTargets: 2 },
  // Catalog limits: encrypted clients per mount target (64 and up), files per directory.
  'results.engine.warning.tls_linux': { limit: 2 },
  'results.engine.warning.tls_windows': { limit: 2 },
  'results.engine.warning.directory-size': { files: 2 },
  // Only raised for more than one volume (src/engine/bv/warnings.ts).
  'results.engine.warning.striping': { volumes: 2 },
  // The published host test used many volumes together.
  'results.engine.warning.bv-host-measured': { volumes: 2 },
  // Catalog limits: connections per mount target, attachments per instance (32).
  'results.engine.bottleneck.fss.connections.sentence': { perMountTarget: 2 },
  'results.engine.bottleneck.bv.attachments.sentence': { capacity: 2 },
  // A Flex shape's OCPU range: its maximum is many.
  'form.fields.clientOcpus.hint': { max: 2 },
  // The most volumes an instance attaches (32 in every edition and shape).
  'results.engine.optionReason.bv.too-many-volumes': { volumes: 2 },
  // A tie is lost to a design with fewer volumes (at least 1), so the loser has 2 or more.
  'results.engine.reason.bv-tie': { tieVolumes: 2 },
  // Only raised for more than one client (src/engine/compare.ts).
  'results.engine.compare.not-shared': { clients: 2 },
  // The paper's tests ran 8 clients or more; the catalog counts its own rows.
  'charts.fss.measuredPoint': { clients: 2 },
  'results.modelCheck.summary': { rows: 2 },
  // A file is refused for being larger than a limit of many bytes.
  'common.notice.fileTooLarge': { size: 2 },
  'fio.codes.fio-file-too-large': { bytes: 2, limitBytes: 2 },
  'fio.codes.fio-rounded-block-size': { bytes: 2, plannedBytes: 2 },
  // More clients than the job files are written for (at least 1).
  'fio.codes.fio-too-many-clients': { clients: 2 },
  // A bundle holds the job and the README at least; RAID is only built over 2 drives or more.
  'fio.cli.wrote': { files: 2 },
  'fio.readme.runRaid': { drives: 2 },
  // A run lasts tens of seconds.
  'fio.readme.duration': { seconds: 2 },
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const PLURAL_NOUNS = [
  'clients',
  'client instances',
  'connections',
  'operations',
  'mount targets',
  'volumes',
  'levels',
  'jobs',
  'files',
  'rows',
  'threads',
  'I/Os',
  'drives',
  'OCPUs',
  'instances',
  'units',
  'steps',
  'seconds',
  'bytes',
  'shapes',
  'device writes',
];
const SINGULAR_NOUNS = PLURAL_NOUNS.map((n) => n.replace(/s$/, ''));
const PLURAL_VERBS = ['need', 'carry', 'exceed', 'move', 'complete', 'have', 'are', 'add', 'cost'];
const SINGULAR_VERBS = ['needs', 'carries', 'exceeds', 'moves', 'completes', 'has', 'is', 'adds', 'costs'];

const alt = (words: readonly string[]) => words.map((w) => w.replace(/\//g, '\\/')).join('|');
/** Between a count and its noun: at most one lower-case word ("1 encrypted client"), not a preposition ("2 per second"). */
const BETWEEN = String.raw`(?:(?!(?:per|of|at|to|in|on|and|or|with) )[a-z-]+ )?`;
/** A singular noun that modifies the next one ("2 client instances") is not a count's noun. */
const NOT_MODIFIER = String.raw`(?![\w/-]| (?:instances|connections|operations)\b)`;

/** What reads wrong with a figure of 1 in it. */
const WRONG_AT_1 = [
  new RegExp(String.raw`\b1 ${BETWEEN}(${alt(PLURAL_NOUNS)})\b`),
  new RegExp(String.raw`\b1 × \S+ (${alt(PLURAL_VERBS)})\b`),
  new RegExp(String.raw`\b1 ${BETWEEN}(${alt(SINGULAR_NOUNS)}) (${alt(PLURAL_VERBS)})\b`),
];
/** What reads wrong with a figure of 2 in it. */
const WRONG_AT_2 = [
  new RegExp(String.raw`\b2 ${BETWEEN}(${alt(SINGULAR_NOUNS)})${NOT_MODIFIER}`),
  new RegExp(String.raw`\b2 × \S+ (${alt(SINGULAR_VERBS)})\b`),
  new RegExp(String.raw`\b2 ${BETWEEN}(${alt(PLURAL_NOUNS)}) (${alt(SINGULAR_VERBS)})\b`),
];

function placeholders(key: string, text: string): string[] {
  const names = [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!))];
  return names.filter((n) => !WORDS.has(n) || (n === 'ocpus' && NUMERIC_OCPUS.test(key)));
}

/** The text with each figure set (at least its stated minimum) and each word placeholder as "Word". */
function render(key: string, text: string, figures: Readonly<Record<string, number>>): string {
  const least = AT_LEAST[key.replace(PLURAL_SUFFIX, '')] ?? {};
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => (name in figures ? String(Math.max(figures[name]!, least[name] ?? 0)) : 'Word'));
}

const wrong = (text: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(text));

describe('plural nouns', () => {
  it('no resource writes a noun as "word(s)"', () => {
    const found: string[] = [];
    for (const lang of ['en', 'ja']) {
      for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.ts'))) {
        readFileSync(join(root, lang, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/[A-Za-z]\(s\)/.test(line)) found.push(`${lang}/${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('no English resource puts "a" or "an" before a placeholder', () => {
    expect(english.size).toBeGreaterThan(500);
    const found = [...english].filter(([, text]) => /\b(a|an) \{\{/i.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('every English resource reads right with its figures at 1 and at 2', () => {
    const found: string[] = [];
    let checked = 0;
    for (const [key, text] of english) {
      const figures = placeholders(key, text);
      if (figures.length === 0) continue;
      checked++;
      const all = (n: number) => Object.fromEntries(figures.map((f) => [f, n]));
      if (key.endsWith('_one')) {
        const at1 = render(key, text, all(1));
        if (wrong(at1, WRONG_AT_1)) found.push(`${key}: "${at1}"`);
      } else if (key.endsWith('_other')) {
        // The count is one of the figures: at 2 it (and only it) may take the plural.
        const renderings = figures.map((count) => render(key, text, { ...all(1), [count]: 2 }));
        if (renderings.every((r) => wrong(r, WRONG_AT_1) || wrong(r, WRONG_AT_2))) found.push(`${key}: "${renderings[0]}"`);
      } else {
        const at1 = render(key, text, all(1));
        const at2 = render(key, text, all(2));
        if (wrong(at1, WRONG_AT_1)) found.push(`${key}: "${at1}"`);
        if (wrong(at2, WRONG_AT_2)) found.push(`${key}: "${at2}"`);
      }
    }
    expect(checked).toBeGreaterThan(250);
    expect(found).toEqual([]);
  });

  it('the checks catch the wordings of issue 20', () => {
    const at1 = (text: string) => wrong(render('x', text, { n: 1, clients: 1, total: 1, connections: 1 }), WRONG_AT_1);
    expect(at1('{{clients}} clients × 500 MB/s')).toBe(true);
    expect(at1('{{connections}} connections')).toBe(true);
    expect(at1('needs about {{total}} operations in flight')).toBe(true);
    expect(at1('{{n}} × {{type}} need 3,000 GB stored')).toBe(true);
    expect(at1('{{n}} encrypted clients')).toBe(true);
    expect(at1('{{n}} × {{type}} needs 3,000 GB stored')).toBe(false);
    expect(wrong(render('x', 'assuming {{n}} OCPU per client', { n: 2 }), WRONG_AT_2)).toBe(true);
    expect(wrong(render('x', '{{n}} × {{type}} needs', { n: 2 }), WRONG_AT_2)).toBe(true);
    expect(wrong(render('x', '{{n}} KiB I/O', { n: 2 }), WRONG_AT_2)).toBe(false);
  });
});
