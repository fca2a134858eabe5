/**
 * The bytes of a measurement file into text, the same on the command line and in the browser's
 * worker: UTF-8 with or without a byte-order mark, UTF-16 little- or big-endian with one. Bytes
 * that are not valid in the encoding they claim (or, without a mark, in UTF-8) are refused with
 * the encoding named, never read as replacement characters. Never throws.
 */

export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';

export type Decoded = { readonly ok: true; readonly text: string; readonly encoding: TextEncoding } | { readonly ok: false; readonly encoding: TextEncoding };

/** The encoding the first bytes announce (a byte-order mark), else UTF-8. */
export function encodingOf(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE';
  return 'UTF-8';
}

/** The text of the bytes (the byte-order mark left out), or the encoding they failed. */
export function decodeText(bytes: Uint8Array): Decoded {
  const encoding = encodingOf(bytes);
  try {
    // The decoder drops its own byte-order mark; `fatal` refuses bytes the encoding has no character for.
    const text = new TextDecoder(encoding.toLowerCase(), { fatal: true }).decode(bytes);
    return { ok: true, text, encoding };
  } catch {
    return { ok: false, encoding };
  }
}
