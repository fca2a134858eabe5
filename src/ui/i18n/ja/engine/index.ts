import bottlenecks from './bottlenecks.ts';
import codes from './codes.ts';
import warnings from './warnings.ts';
import workloads from './workloads.ts';

/** エンジンの結果コードの文（engineText.ts を参照）。 */
const engine = { ...warnings, ...bottlenecks, ...codes, ...workloads } as const;

export default engine;
