import bottlenecks from './bottlenecks.ts';
import codes from './codes.ts';
import warnings from './warnings.ts';
import workloads from './workloads.ts';

/**
 * The engine's results in words. The engine returns codes with figures (src/engine/results/parts.ts,
 * reasons.ts, compare.ts); engineText.ts picks the key from the code and fills in the figures,
 * formatted for the reader. `_<variant>` is the i18next context named by `params.variant`;
 * `_one` / `_other` the plural forms by `count`.
 */
const engine = { ...warnings, ...bottlenecks, ...codes, ...workloads } as const;

export default engine;
