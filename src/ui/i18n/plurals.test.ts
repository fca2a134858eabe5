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
import { countDisagreements } from '../../../tests/fixtures/countWords.ts';

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
  // The price file's byte limit (engine/cost/priceFile.ts, MAX_PRICE_FILE_BYTES): millions, never 1.
  'prices.note.priceFileTooLarge': { limitBytes: 2 },
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
  // Raised only for a job that did operations (`ios`, more than the one it takes to notice), and for 2 or more bytes per operation.
  'fio.codes.fio-zero-runtime': { ios: 2 },
  'fio.codes.fio-rate-below-one-a-day': { ios: 2 },
  'fio.codes.fio-bytes-per-op': { perOp: 2 },
  // A tie is lost to a design with fewer volumes (at least 1), so the loser has 2 or more.
  'results.engine.reason.bv-tie': { tieVolumes: 2 },
  // Remedies ask for more than the plan has, and it has at least one of each (src/engine/results/remedies.ts,
  // src/engine/bv, src/engine/dio/index.ts): so at least two clients, volumes, instances, operations in flight.
  'results.engine.remedy.more-clients': { clients: 2 },
  'results.engine.remedy.more-concurrency': { outstanding: 2 },
  'results.engine.remedy.more-volumes': { volumes: 2 },
  'results.engine.remedy.more-instances': { instances: 2 },
  // A multipath attachment needs many OCPUs on a VM (16 in the current docs).
  'results.engine.remedy.larger-client_multipath': { ocpus: 2 },
  // A larger client than the one entered, which has at least one OCPU.
  'results.engine.remedy.larger-client_shape': { ocpus: 2 },
  // The largest Dense I/O shape has many OCPUs.
  'results.engine.remedy.split-workload_host': { maxOcpus: 2 },
  // Only raised for more than one client (src/engine/compare/index.ts).
  'results.engine.compare.not-shared': { clients: 2 },
  // The paper's tests ran 8 clients or more; the catalog counts its own rows.
  'charts.fss.measuredPoint': { clients: 2 },
  'results.modelCheck.summary': { rows: 2 },
  // The host measurement of the model check is twenty volumes on one instance (catalog bv-seed).
  'results.modelCheck.label.bv-host_host-4k': { volumes: 2 },
  'results.modelCheck.label.bv-host_host-large': { volumes: 2 },
  // A file is refused for being larger than a limit of many bytes.
  'common.notice.fileTooLarge': { size: 2, limit: 2 },
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

function placeholders(key: string, text: string): string[] {
  const names = [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!))];
  return names.filter((n) => !WORDS.has(n) || (n === 'ocpus' && NUMERIC_OCPUS.test(key)));
}

/** The text with each figure set (at least its stated minimum) and each word placeholder as "Word". */
function render(key: string, text: string, figures: Readonly<Record<string, number>>): string {
  const least = AT_LEAST[key.replace(PLURAL_SUFFIX, '')] ?? {};
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => (name in figures ? String(Math.max(figures[name]!, least[name] ?? 0)) : 'Word'));
}

const wrong = (text: string) => countDisagreements(text).length > 0;

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
        if (wrong(at1)) found.push(`${key}: "${at1}"`);
      } else if (key.endsWith('_other')) {
        // The count is one of the figures: at 2 it (and only it) may take the plural.
        const renderings = figures.map((count) => render(key, text, { ...all(1), [count]: 2 }));
        if (renderings.every((r) => wrong(r))) found.push(`${key}: "${renderings[0]}"`);
      } else {
        const at1 = render(key, text, all(1));
        const at2 = render(key, text, all(2));
        if (wrong(at1)) found.push(`${key}: "${at1}"`);
        if (wrong(at2)) found.push(`${key}: "${at2}"`);
      }
    }
    expect(checked).toBeGreaterThan(250);
    expect(found).toEqual([]);
  });

  it('the checks catch the wordings of issue 20', () => {
    expect(countDisagreements('1 clients × 500 MB/s carry 500 MB/s')).toEqual(['1 clients']);
    expect(countDisagreements('Client connections 1 connections')).toEqual(['1 connections']);
    expect(countDisagreements('needs about 1 operations in flight')).toEqual(['1 operations']);
    expect(countDisagreements('1 × HPMT-80 need 15,000 GB stored')).toEqual(['1 × HPMT-80 need']);
    expect(countDisagreements('a 8 KiB read costs 1')).toEqual(['a 8']);
    expect(countDisagreements('assuming 2 OCPU per client; 2 × HPMT-80 needs')).toEqual(['2 OCPU', '2 × HPMT-80 needs']);
    expect(countDisagreements('1 × HPMT-80 needs 1,000 encrypted clients, 1 encrypted client, 0.5 operations, 16 client instances')).toEqual([]);
    expect(countDisagreements('a read of 8 KiB, a 30-day commitment, 2 KiB I/O, 2 per second, the 2,048 one mount target accepts')).toEqual([]);
  });
});
