/**
 * Reading a file or standard input for the command line, never more than a limit: the reader
 * stops at the first byte past it (so `/dev/zero` or a never-ending pipe ends at once) and says
 * which limit it met. Errors come back as sentences naming the path; nothing here throws.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export type Read = { readonly text: string } | { readonly error: string };

const CHUNK = 64 * 1024;

/** Waits a little without busy looping (standard input with nothing yet to read). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The text of `path` (`-` for standard input), or an error when it cannot be read or holds more
 * than `limitBytes` bytes (`what` names the document in the message: "the scenario").
 */
export function readLimited(path: string, limitBytes: number, what: string): Read {
  let fd: number;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { error: code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${code ?? 'unknown error'}` };
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for (;;) {
      const buf = Buffer.alloc(Math.min(CHUNK, limitBytes + 1 - total));
      let n: number;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          pause(10);
          continue;
        }
        if (code === 'EOF') break;
        return { error: `cannot read ${path === '-' ? 'standard input' : path}: ${code ?? 'unknown error'}` };
      }
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > limitBytes) {
        return {
          error: `${what} is larger than ${limitBytes.toLocaleString('en-US')} bytes (the limit); reading stopped: ${path === '-' ? 'standard input' : path}`,
        };
      }
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}
