/**
 * How wide a line of text is drawn, for labels placed or wrapped by hand.
 */
import { textWidth } from './labelPlacement.ts';

let context: CanvasRenderingContext2D | null | undefined;

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
  context.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  const width = context.measureText(text).width;
  return Number.isFinite(width) && width > 0 ? width : textWidth(text, fontSize);
}
