/**
 * The catalog's public face: data modules, editions by family and the default (newest) edition
 * of each.
 */
import { defaultBvEditionId, type BvEditionId } from './blockVolume.ts';
import { defaultDioEditionId, type DioEditionId } from './denseIo.ts';
import { defaultFssEditionId } from './fss.ts';
import { defaultLustreEditionId, type LustreEditionId } from './lustre.ts';
import type { FssEditionId } from './types.ts';

export * from './types.ts';
export { catalogIds, mountTargetTypes, raidLevels } from './ids.ts';
export { deepFreeze, isDeepFrozen } from './freeze.ts';
export { mountTargetLabels } from './mountTargetNames.ts';
export { sources, sourceIds, sourceIdsUsed, PRICE_LIST_API_URL } from './sources.ts';
export { fssEditions, defaultFssEditionId, nfsOpCosts2023, nfsOpCosts2024, nfsOpCostsCurrent, fssMeasurements2024, fssScaleOutExample } from './fss.ts';
export { bvEditions, defaultBvEditionId, bvSeedTable, bvCurrentTable, type BvEditionId } from './blockVolume.ts';
export { instanceShapes, findShape, flexVmBlockVolumeRule } from './shapes.ts';
export { dioEditions, defaultDioEditionId, nvmeDurability, type DioEditionId } from './denseIo.ts';
export {
  lustreEditions,
  lustreCurrent,
  lustreTiers,
  defaultLustreEditionId,
  type LustreEdition,
  type LustreEditionId,
  type LustreTier,
  type LustreTierSpec,
  type StatedFact,
  type NotPublished,
} from './lustre.ts';
export { priceBook, priceKeys, bvVpuPriceExamples } from './prices.ts';
export { autotuneRules, autotuneAssumed, hpmtCommitment, type AutotuneRules, type HpmtCommitmentRules } from './autotune.ts';
export { clientShapePricing, clientPricingOf, type ShapePricing } from './clientPrices.ts';
export { clientLocalNvme, flexDefaultMemoryPerOcpuGB, localNvmeOf, defaultMemoryPerOcpuOf, type LocalNvme } from './clientShapeFacts.ts';
export { tradeoffs, type TradeoffFact, type TradeoffTopic, type TradeoffService } from './tradeoffs.ts';
export { raidLevelsCatalog, usableDrives, type RaidSpec } from './raid.ts';
export { ociMetrics, findOciMetric, type OciMetricDefinition, type OciMetricKind, type OciMetricQuantity } from './ociMetrics.ts';
export { nfsSerialTransfer, gigabitEthernet, tarVersusPartar, latencyFacts, littlesLaw, nicPayload } from './latency.ts';

export interface DefaultCatalogs {
  readonly fileStorage: FssEditionId;
  readonly blockVolume: BvEditionId;
  readonly denseIo: DioEditionId;
  readonly lustre: LustreEditionId;
}

/** The newest edition of each family. */
export const defaultCatalogs: DefaultCatalogs = Object.freeze({
  fileStorage: defaultFssEditionId,
  blockVolume: defaultBvEditionId,
  denseIo: defaultDioEditionId,
  lustre: defaultLustreEditionId,
});
