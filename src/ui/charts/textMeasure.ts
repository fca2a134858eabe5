/**
 * How wide a line of text is drawn, for labels placed or wrapped by hand.
 */
import { textWidth } from './labelPlacement.ts';

let context: CanvasRenderingContext2D | null | undefined;
/** The page's font family, read once per language (reading it recomputes the page's styles). */
let family: { readonly lang: string; readonly value: string } | undefined;

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
  if (family?.lang !== lang) family = { lang, value: getComputedStyle(document.body).fontFamily };
  context.font = `${fontSize}px ${family.value}`;
  const width = context.measureText(text).width;
  return Number.isFinite(width) && width > 0 ? width : textWidth(text, fontSize);
}
