/**
 * One parser per kind of document, one set of limits (issue 27 item 9). The modules that read
 * data from outside (files, standard input, links, storage, messages, chosen files) are listed
 * here with the parser each sends it through; a module that starts reading outside data fails
 * this test until it is listed (and goes through its parser). The limits every reader states
 * are the same numbers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from '../../src/cli.ts';
import { scenario } from '../../src/engine/index.ts';
import { MAX_FIO_RESULT_BYTES } from '../../src/engine/fio/index.ts';
import { MAX_IMPORT_LENGTH } from '../../src/store/planStore.ts';
import { MAX_ENCODED_LENGTH } from '../../src/store/url.ts';
import { MAX_RESULT_BYTES } from '../../src/ui/fio/limits.ts';
import { waysIn } from '../fixtures/waysIn.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Reading data from outside: files, standard input, storage, the address bar, messages, chosen files, JSON text. */
const READS =
  /readLimited\(|readLimitedBytes\(|readLimitedPieces\(|\.stream\(\)|\.arrayBuffer\(|JSON\.parse\(|\.getItem\(|readFileSync\(|readSync\(|addEventListener\(['"](message|hashchange)|location\.(hash|search)|readFileText\(|FileReader|process\.argv/;

/** Every module that reads outside data, and the parser (and limit) it goes through. */
const readers: Readonly<Record<string, string>> = {
  'src/cli.ts': 'readLimited (MAX_SCENARIO_BYTES), then parseScenario',
  'src/cliFio.ts': 'readLimited (MAX_FIO_RESULT_BYTES), then readFioResults (parseFioResult)',
  'src/cliRead.ts': 'the bounded reader itself',
  'src/cliMeasure.ts':
    'readLimitedPieces (MAX_MEASUREMENT_BYTES), each piece into measurementReader (MAX_MEASUREMENT_BYTES, the decoder, then the CSV reader or readMeasurementFile)',
  'src/engine/measurements/read.ts':
    'readMeasurementFile: MAX_MEASUREMENT_BYTES, then the format’s reader (the OCI zod schemas; iostat, nfsiostat and CSV line by line)',
  'src/validate.ts': 'its own flag only (--json); reads no document',
  'src/embed/bridge.ts': 'decide (protocol.ts): message schema, MAX_SCENARIO_BYTES, readCompareScenario',
  'src/embed/params.ts': 'embed flags from the query string, each checked against its own list',
  'src/engine/fio/results.ts': 'parseFioResult: size, fio schema, sanity',
  'src/store/initialState.ts': 'loadPersisted and readHash; the raw session text only to set it aside',
  'src/store/noticeIssues.ts': 'its own notice params, by issuesSchema',
  'src/store/persist.ts': 'envelope, session and saved schemas, then readCompareScenario per scenario',
  'src/store/planStore.ts': 'the address bar and the tab id for initialPlanData',
  'src/store/setAside.ts': 'setAsideSchema',
  'src/store/slices/documentActions.ts': 'importScenarioText: MAX_SCENARIO_BYTES, then readCompareScenario',
  'src/store/url.ts': 'decodeScenario: MAX_LINK_CHARS, then readCompareScenario',
  'src/store/urlSync.ts': 'readHash (url.ts) on every hash change',
  'src/ui/fio/FioBundleButton.tsx': 'MAX_RESULT_BYTES from the file size, then fioResults (readFioResults)',
  'src/ui/measurements/reader.ts':
    'MAX_MEASUREMENT_BYTES from the file size, its bytes as they come (File.stream) into measurementReader, as the command line (in the worker, or on the page without one)',
  'src/ui/layout/ErrorBoundary.tsx': 'the raw session text only to set it aside',
  'src/ui/layout/ScenarioActions.tsx': 'MAX_SCENARIO_BYTES from the file size, then importScenarioText',
  'src/ui/layout/download.ts': 'reads a chosen file as text for its caller (ScenarioActions, FioBundleButton)',
  'src/cliPrices.ts': 'readLimited (MAX_PRICE_FILE_BYTES), then readPriceFileTexts (the price list schema); the scenario then goes through parseScenario',
  'src/engine/cost/priceFile.ts':
    'readPriceFileTexts: MAX_PRICE_FILE_BYTES, JSON.parse, then the price list zod schemas (readPriceFile); the book through the scenario schema',
  'src/ui/results/PriceFileSection.tsx': 'MAX_PRICE_FILE_BYTES from the file size, then readPriceFileTexts; the book through setPricing (the scenario schema)',
  'src/cliDeployed.ts':
    'readLimited (MAX_SCENARIO_BYTES) then parseScenario; readLimited (MAX_DEPLOYED_BYTES) then readDeployedText, or hcl2json for .tf then readDeployedJson; the measurements through runMeasurements',
  'src/ui/deployed/readFiles.ts': 'MAX_DEPLOYED_BYTES from the file size, readFileText, then readDeployedText (the format’s zod schema); a .tf file refused',
  'src/engine/deployed/read.ts': 'readDeployedText: MAX_DEPLOYED_BYTES, then the format’s zod schema (terraformShowSchema, ociListingSchema, hclJsonSchema)',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

describe('the ways in', () => {
  const reading = sources(join(ROOT, 'src')).filter((file) => READS.test(readFileSync(join(ROOT, file), 'utf8')));

  it('every module that reads outside data is listed with its parser', () => {
    const unlisted = reading.filter((file) => !Object.hasOwn(readers, file));
    expect(unlisted, 'a new way in: send it through its parser, then list it here').toEqual([]);
  });

  it('the list names no module that no longer reads outside data', () => {
    expect(Object.keys(readers).filter((file) => !reading.includes(file))).toEqual([]);
  });

  it('every way a scenario comes in answers with the one parser’s message', () => {
    for (const [way, read] of Object.entries(waysIn)) {
      const outcome = read({ version: 5, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, readMBps: -1 } });
      expect(outcome.refused, way).toBe(true);
      expect(outcome.message, way).toContain('requirement.readMBps must be at least 0');
    }
  });
});

describe('one set of limits', () => {
  it('a scenario document: the command line, the import and the embed take the same size', () => {
    expect(MAX_INPUT_BYTES).toBe(scenario.MAX_SCENARIO_BYTES);
    expect(MAX_IMPORT_LENGTH).toBe(scenario.MAX_SCENARIO_BYTES);
  });

  it('a share link', () => {
    expect(MAX_ENCODED_LENGTH).toBe(scenario.MAX_LINK_CHARS);
  });

  it('a fio result: the app refuses what the engine refuses', () => {
    expect(MAX_RESULT_BYTES).toBe(MAX_FIO_RESULT_BYTES);
  });
});
