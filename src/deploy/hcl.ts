/**
 * HCL text of the deploy model's values, resources, variables and outputs (Terraform's native
 * syntax). Strings are escaped as HCL requires (`\"`, `\\`, `${` → `$${`, `%{` → `%%{`).
 */
import type { DeployBlock, DeployValue } from '../engine/deploy/index.ts';

/** A literal string's HCL text, quoted, with HCL's escapes (template sequences doubled). */
export function hclString(s: string): string {
  return `"${escapeText(s)}"`;
}

function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\$\{/g, '$${')
    .replace(/%\{/g, '%%{');
}

/** An HCL expression for a value (no surrounding quotes for references). */
export function hclExpr(v: DeployValue, indent = ''): string {
  switch (v.kind) {
    case 'string':
      return hclString(v.value);
    case 'number':
      return Number.isFinite(v.value) ? String(v.value) : '0';
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'var':
      return `var.${v.name}`;
    case 'ref': {
      const at = v.at === undefined ? '' : v.at === 'count' ? '[count.index]' : `[${v.at}]`;
      const item = v.item === undefined ? '' : `[${v.item}]`;
      return `${v.address}${at}.${v.attribute}${item}`;
    }
    case 'template':
      return `"${v.parts.map((p) => (typeof p === 'string' ? escapeText(p) : `\${${hclExpr(p)}}`)).join('')}"`;
    case 'countName':
      return `"${escapeText(v.prefix)}-\${count.index + 1}"`;
    case 'choose':
      return `var.${v.variable} ? ${hclExpr(v.whenTrue)} : ${hclExpr(v.whenFalse)}`;
    case 'fileBase64':
      return `base64encode(file("\${path.module}/${escapeText(v.file)}"))`;
    case 'list':
      if (v.items.length === 0) return '[]';
      if (v.items.every((i) => i.kind === 'number')) return `[${v.items.map((i) => hclExpr(i)).join(', ')}]`;
      return `[\n${v.items.map((i) => `${indent}  ${hclExpr(i, indent + '  ')},`).join('\n')}\n${indent}]`;
    case 'map':
      if (v.entries.length === 0) return '{}';
      return `{\n${v.entries.map(([k, e]) => `${indent}  ${hclString(k)} = ${hclExpr(e, indent + '  ')}`).join('\n')}\n${indent}}`;
  }
}

/** Arguments and nested blocks, one per line, aligned as `terraform fmt` aligns them. */
export function hclBody(args: readonly (readonly [string, DeployValue])[], blocks: readonly DeployBlock[], indent: string): string[] {
  const width = Math.max(0, ...args.map(([k]) => k.length));
  const lines = args.map(([k, v]) => `${indent}${k.padEnd(width)} = ${hclExpr(v, indent)}`);
  for (const b of blocks) {
    lines.push('');
    lines.push(`${indent}${b.name} {`);
    lines.push(...hclBody(b.args, b.blocks, indent + '  '));
    lines.push(`${indent}}`);
  }
  return lines;
}

/** `# text` lines (each line of `text` commented), at an indent. */
export function hclComment(text: string, indent = ''): string[] {
  return text.split('\n').map((l) => `${indent}#${l ? ' ' + l : ''}`);
}
