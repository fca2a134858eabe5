/**
 * Timestamps as Linux tools print them: ISO 8601 (`S_TIME_FORMAT=ISO`, `+0000` or `Z`), or the
 * C locale's `MM/DD/YY HH:MM:SS` (with `AM`/`PM` in some locales, a four-digit year in others).
 * A time without a zone is read as UTC (the docs ask for `TZ=UTC`). NaN when none of these.
 */
export function parseToolTime(text: string): number {
  const t = text.trim();
  // The common case first: a full ISO time with its zone, which the engine reads as it is.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(t)) return Date.parse(t);
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (iso) {
    const zone = iso[3] === undefined ? 'Z' : iso[3] === 'Z' ? 'Z' : iso[3].length === 5 ? `${iso[3].slice(0, 3)}:${iso[3].slice(3)}` : iso[3];
    return Date.parse(`${iso[1]}T${iso[2]}${zone}`);
  }
  const us = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})(?:\s*(AM|PM))?$/i.exec(t);
  if (us) {
    const year = us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
    let hour = Number(us[4]);
    const half = us[7]?.toUpperCase();
    if (half === 'PM' && hour < 12) hour += 12;
    if (half === 'AM' && hour === 12) hour = 0;
    return Date.UTC(year, Number(us[1]) - 1, Number(us[2]), hour, Number(us[5]), Number(us[6]));
  }
  return Number.NaN;
}
