/** How many characters V8's excerpt shows on each side of an unexpected token. */
const EXCERPT_SIDE = 10;

/**
 * The line of a JSON syntax error, from the engine's message: `… at position N` (most errors),
 * `(line L column C)` (newer engines), or the quoted excerpt V8 shows around an unexpected
 * token (`Unexpected token '}', ..." {"name": }…" is not valid JSON`), found again in the text.
 * Undefined when the message says none of these.
 */
export function jsonErrorLine(text: string, message: string): number | undefined {
  const lineOf = (offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;
  const lineCol = /line (\d+) column/.exec(message);
  if (lineCol) return Number(lineCol[1]);
  const pos = /position (\d+)/.exec(message);
  if (pos) return lineOf(Number(pos[1]));
  const token = /^Unexpected token '([\s\S])', (\.\.\.)?"([\s\S]*?)"(\.\.\.)? is not valid JSON$/.exec(message);
  if (token) {
    const [, ch, cutStart, excerpt] = token;
    const at = text.indexOf(excerpt!);
    if (at < 0) return undefined;
    // The excerpt is cut about ten characters before the token; uncut, it starts at the text's start.
    const offset = cutStart ? excerpt!.indexOf(ch!, Math.min(EXCERPT_SIDE, excerpt!.length - 1)) : excerpt!.indexOf(ch!);
    return lineOf(at + Math.max(0, offset));
  }
  return undefined;
}
