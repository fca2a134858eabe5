/**
 * Names from workload names, made valid for each place they go: a Terraform identifier, a display
 * name, an export path, a Lustre file system name (at most 8 of [A-Za-z0-9_], the provider's
 * `file_system_name`), each unique among its kind.
 */

/** Lower-case words of a name joined by `sep` (letters and digits kept, the rest separators). */
function words(name: string, sep: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .join(sep);
}

/** A Terraform identifier (`[a-z_][a-z0-9_]*`) from a name; `fallback` when none of it is usable. */
export function terraformName(name: string, fallback: string): string {
  const w = words(name, '_').slice(0, 48);
  if (w === '') return fallback;
  return /^[0-9]/.test(w) ? `w_${w}` : w;
}

/** A display name and path segment (`[a-z0-9-]`), at most 48 characters; `fallback` when empty. */
export function slugName(name: string, fallback: string): string {
  const w = words(name, '-').slice(0, 48).replace(/-+$/, '');
  return w === '' ? fallback : w;
}

/**
 * A Lustre file system name: at most 8 characters of `[A-Za-z0-9_]` (provider docs,
 * `file_system_name`), different from every name in `taken`.
 */
export function lustreName(name: string, taken: ReadonlySet<string>): string {
  const base = (words(name, '').replace(/[^a-z0-9]/g, '') || 'lustre').slice(0, 8);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const suffix = String(i);
    const candidate = base.slice(0, 8 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `name` made different from every name in `taken` by a numeric suffix (`_2`, `_3`, …). */
export function uniqueName(name: string, taken: ReadonlySet<string>, sep = '_'): string {
  if (!taken.has(name)) return name;
  for (let i = 2; ; i++) if (!taken.has(`${name}${sep}${i}`)) return `${name}${sep}${i}`;
}
