/**
 * The interval between samples of a file whose reports carry no time (`iostat -x 60` without
 * `-t`, `nfsiostat 60`), as the app's field and the command line's `--interval` take it:
 * seconds, above 0 and at most a day (86,400 s; a schema bound, no catalog figure: a longer
 * interval says nothing of a day's peak).
 */
import * as z from 'zod/mini';

/** The longest interval accepted, seconds (one day). */
export const MAX_INTERVAL_SECONDS = 86_400;

export const intervalSecondsSchema = z.number().check(z.gt(0), z.lte(MAX_INTERVAL_SECONDS));
