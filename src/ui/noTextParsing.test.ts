/**
 * One-way words: the store and the UI never take the engine's results apart by their text.
 * They read codes and params; a result field that holds words (`message`, `reason`,
 * `sentence`, `lift`, `label`) is never searched, matched, compared or cut. This reads every
 * module under src/store and src/ui with the TypeScript parser and refuses:
 *
 * - a text method (startsWith, endsWith, includes, indexOf, match, matchAll, search, replace,
 *   split, slice) called on such a field, or on a variable of that name;
 * - a regular expression's test or exec given one;
 * - an equality comparison with one.
 *
 * The first test runs the check on lines the store and the UI had before results became codes,
 * so it is known to fail where it should.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WATCHED = new Set(['message', 'engineMessage', 'reason', 'sentence', 'lift', 'label']);
const TEXT_METHODS = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'match', 'matchAll', 'search', 'replace', 'replaceAll', 'split', 'slice']);

/**
 * Does this expression name a watched field: `x.message`, `x?.reason`, or (unless `membersOnly`)
 * a variable of that name? Comparisons are checked on fields only: a form's own `label` variable
 * compared with a name is not an engine result.
 */
function watched(e: ts.Expression, membersOnly = false): boolean {
  const inner = ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) ? e.expression : e;
  if (ts.isIdentifier(inner)) return !membersOnly && WATCHED.has(inner.text);
  if (ts.isPropertyAccessExpression(inner)) return WATCHED.has(inner.name.text);
  return false;
}

/** Places in `source` that inspect a watched field's text: "line: code". */
export function textInspections(source: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const report = (node: ts.Node) => out.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 100)}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (TEXT_METHODS.has(method) && watched(node.expression.expression)) report(node);
      if ((method === 'test' || method === 'exec') && node.arguments.some((a) => watched(a))) report(node);
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const equality =
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.EqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsToken;
      const other = (e: ts.Expression) => !(ts.isIdentifier(e) && e.text === 'undefined') && e.kind !== ts.SyntaxKind.NullKeyword;
      if (equality && ((watched(node.left, true) && other(node.right)) || (watched(node.right, true) && other(node.left)))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const root = join(import.meta.dirname, '..');

function modules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

describe('the store and the UI do not parse the engine’s words', () => {
  it('the check finds the text inspections results used to need', () => {
    const before = [
      "const fixed = rec.reason.endsWith('(type chosen by you).');",
      "const w = warnings.find((x) => x.severity === 'critical' && x.message === text);",
      'return message.startsWith(`${last} `) ? `${path}${message.slice(last.length)}` : `${path}: ${message}`;',
      "if (/whole number/.test(engineMessage)) return { code: 'integer' };",
    ].join('\n');
    expect(textInspections(before)).toHaveLength(5);
    expect(textInspections("const ok = w.id === 'raid0' && w.reason === undefined && warningText(t, f, w);")).toEqual([]);
  });

  it('no module under src/store or src/ui inspects the text of message, reason, sentence, lift or label', () => {
    const found = [...modules(join(root, 'store')), ...modules(join(root, 'ui'))].flatMap((path) =>
      textInspections(readFileSync(path, 'utf8'), path).map((hit) => `${relative(root, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
