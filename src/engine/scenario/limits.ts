/**
 * How much of a document any reader takes, one set for every way in (docs/scenario.md,
 * "Limits"): a scenario file, import or standard input, a share link, a stored value.
 */

/** A scenario document (file, standard input, import, embed message), bytes of UTF-8. */
export const MAX_SCENARIO_BYTES = 1_000_000;
/** A share link's encoded scenario, characters (browsers take links of about this length). */
export const MAX_LINK_CHARS = 100_000;
