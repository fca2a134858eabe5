/**
 * `npm run schema`: writes docs/scenario.schema.json, the JSON Schema of the scenario format,
 * from the zod schemas in src/engine/scenario/schema.ts (zod 4's built-in `z.toJSONSchema`): one
 * document, `oneOf` the nine service/mode variants. docs/scenario.md describes the format in
 * words and is written by hand; a unit test (src/engine/scenario.test.ts) fails when the
 * committed JSON Schema differs from what this script produces.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SCENARIO_VERSION, scenarioSchemas } from '../src/engine/scenario/schema.ts';

export const SCHEMA_PATH = resolve(fileURLToPath(new URL('..', import.meta.url)), 'docs/scenario.schema.json');

/** The nine variants, in the order the documentation lists them. */
export const scenarioVariants = [
  scenarioSchemas['file-storage'].evaluate,
  scenarioSchemas['file-storage'].recommend,
  scenarioSchemas['block-volume'].evaluate,
  scenarioSchemas['block-volume'].recommend,
  scenarioSchemas['dense-io'].evaluate,
  scenarioSchemas['dense-io'].recommend,
  scenarioSchemas.lustre.evaluate,
  scenarioSchemas.lustre.recommend,
  scenarioSchemas.compare.recommend,
] as const;

/** The JSON Schema (draft 2020-12) of a scenario document. */
export function scenarioJsonSchema(): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(z.xor(scenarioVariants), { target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    $schema,
    title: `OCI storage planner scenario, version ${SCENARIO_VERSION}`,
    description:
      'Generated from src/engine/scenario/schema.ts by `npm run schema`; do not edit. Numeric ranges and whole-number rules are checked by the planner ' +
      '(see docs/scenario.md) but are not expressed here. One of nine variants, chosen by `service` and `mode`.',
    ...rest,
  };
}

/** The file's text: the schema, two-space indented, with a final newline. */
export function scenarioJsonSchemaText(): string {
  return JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  writeFileSync(SCHEMA_PATH, scenarioJsonSchemaText());
  console.log(`wrote ${SCHEMA_PATH}`);
}
