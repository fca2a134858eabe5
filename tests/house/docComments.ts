/**
 * The exported functions of a source tree that carry no doc comment: function declarations and
 * `const` bindings to an arrow or function expression, each read with the TypeScript parser
 * (`/** … *\/` right above the declaration; a plain `//` comment does not count).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

const exported = (n: ts.Node) => ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDoc = (n: ts.Node) => ts.getJSDocCommentsAndTags(n).length > 0;

/** `file: name` for every exported function under `root` without a doc comment. */
export function undocumentedFunctions(root: string): string[] {
  const missing: string[] = [];
  for (const file of files(root)) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = path.relative(root, file);
    for (const st of sf.statements) {
      if (ts.isFunctionDeclaration(st) && exported(st) && st.name && !hasDoc(st)) missing.push(`${where}: ${st.name.text}`);
      if (ts.isVariableStatement(st) && exported(st)) {
        for (const d of st.declarationList.declarations) {
          const init = d.initializer;
          const fn = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
          // The doc comment of `export const f = …` sits on the statement.
          if (fn && ts.isIdentifier(d.name) && !hasDoc(st) && !hasDoc(d)) missing.push(`${where}: ${d.name.text}`);
        }
      }
    }
  }
  return missing;
}
