/**
 * How wide a line of text is drawn, for labels placed or wrapped by hand.
 */
import { textWidth } from './labelPlacement.ts';

let context: CanvasRenderingContext2D | null | undefined;
/** The page's font family, read once per language (reading it recomputes the page's styles). */
let family: { readonly lang: string; readonly value: string } | undefined;
/** Widths already measured, by language, size and text: a keystroke mostly redraws the same labels. */
const measured = new Map<string, number>();
const MAX_REMEMBERED = 1000;

/**
 * A line of text's width as the page draws it (canvas metrics in the document's font); the
 * estimate where there is no canvas (tests without a layout engine).
 */
export function measureText(text: string, fontSize: number): number {
  if (context === undefined) {
    try {
      // jsdom (component tests) has no canvas and says so on the console: estimate there.
      const noCanvas = typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent);
      context = noCanvas ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return textWidth(text, fontSize);
  const lang = document.documentElement.lang;
  const key = `${lang}\u0000${fontSize}\u0000${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  if (family?.lang !== lang) family = { lang, value: getComputedStyle(document.body).fontFamily };
  context.font = `${fontSize}px ${family.value}`;
  const drawn = context.measureText(text).width;
  const width = Number.isFinite(drawn) && drawn > 0 ? drawn : textWidth(text, fontSize);
  if (measured.size >= MAX_REMEMBERED) measured.clear();
  measured.set(key, width);
  return width;
}
