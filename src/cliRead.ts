/**
 * Reading a file or standard input for the command line, never more than a limit: the reader
 * stops at the first byte past it (so `/dev/zero` or a never-ending pipe ends at once) and says
 * which limit it met. Errors come back as sentences naming the path; nothing here throws.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export type Read = { readonly text: string } | { readonly error: string };
export type ReadBytes = { readonly bytes: Uint8Array } | { readonly error: string };

const CHUNK = 64 * 1024;

/** Waits a little without busy looping (standard input with nothing yet to read). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The text of `path` (`-` for standard input) as UTF-8, or an error when it cannot be read or
 * holds more than `limitBytes` bytes (`what` names the document in the message: "the scenario").
 */
export function readLimited(path: string, limitBytes: number, what: string): Read {
  const read = readLimitedBytes(path, limitBytes, what);
  return 'error' in read ? read : { text: Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.length).toString('utf8') };
}

/** The descriptor of `path` (`-`: standard input, 0), or why it cannot be opened. */
function openPath(path: string): { readonly fd: number } | { readonly error: string } {
  try {
    return { fd: path === '-' ? 0 : openSync(path, 'r') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { error: code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${code ?? 'unknown error'}` };
  }
}

/**
 * Reads `fd` to its end, one read at a time into the place `room` gives (a buffer and the offset
 * to read to), handing each count of bytes to `took`; stops with an error at the first byte past
 * `limitBytes` or on a read that fails. The descriptor is closed (standard input left open).
 */
function drain(
  fd: number,
  path: string,
  limitBytes: number,
  what: string,
  room: () => readonly [Buffer, number],
  took: (n: number) => void,
): { readonly error: string } | undefined {
  const name = path === '-' ? 'standard input' : path;
  let total = 0;
  try {
    for (;;) {
      const [buf, at] = room();
      let n: number;
      try {
        n = readSync(fd, buf, at, buf.length - at, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          pause(10);
          continue;
        }
        if (code === 'EOF') break;
        return { error: `cannot read ${name}: ${code ?? 'unknown error'}` };
      }
      if (n === 0) break;
      total += n;
      if (total > limitBytes) return { error: `${what} is larger than ${limitBytes.toLocaleString('en-US')} bytes (the limit); reading stopped: ${name}` };
      took(n);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  return undefined;
}

/**
 * The bytes of `path` (`-` for standard input), or an error as `readLimited` gives. A file's
 * bytes go into one buffer of its size (a growing one for a pipe), not a list of pieces joined
 * at the end: a large file is held once.
 */
export function readLimitedBytes(path: string, limitBytes: number, what: string): ReadBytes {
  const opened = openPath(path);
  if ('error' in opened) return opened;
  let size = CHUNK;
  try {
    const stat = fstatSync(opened.fd);
    if (stat.isFile()) size = Math.min(stat.size, limitBytes) + 1;
  } catch {
    // Standard input or a device: read in pieces.
  }
  let buf = Buffer.allocUnsafe(Math.max(1, Math.min(size, limitBytes + 1)));
  let total = 0;
  const room = (): readonly [Buffer, number] => {
    if (total === buf.length) {
      const bigger = Buffer.allocUnsafe(Math.min(buf.length * 2, limitBytes + 1));
      buf.copy(bigger, 0, 0, total);
      buf = bigger;
    }
    return [buf, total];
  };
  const failed = drain(opened.fd, path, limitBytes, what, room, (n) => (total += n));
  return failed ?? { bytes: buf.subarray(0, total) };
}

/**
 * The bytes of `path` (`-` for standard input) handed to `piece` as they are read, 64 KiB
 * at a time (the buffer is reused: `piece` must not keep it), never more than `limitBytes`:
 * a large file is never held whole. Undefined when read through, else an error as
 * `readLimited` gives.
 */
export function readLimitedPieces(path: string, limitBytes: number, what: string, piece: (bytes: Uint8Array) => void): { readonly error: string } | undefined {
  const opened = openPath(path);
  if ('error' in opened) return opened;
  const buf = Buffer.allocUnsafe(CHUNK);
  return drain(
    opened.fd,
    path,
    limitBytes,
    what,
    () => [buf, 0],
    (n) => piece(buf.subarray(0, n)),
  );
}
