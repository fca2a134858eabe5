/**
 * The fio module's public face: job bundles out, results in, measured against planned. It is
 * an entry of its own, not part of `engine/index.ts`: the app loads it only when a user opens
 * the fio view, so its code stays out of the first screen's bundle.
 */
export type { FioCode, FioAssumptionCode, FioProblemCode, FioExplanationCode, FioNote, FioProblem, FioParam } from './codes.ts';
export { fioPlanOf, ASSUMED_BV_READ_PERCENT, type FioPlan, type FioFssPlan, type FioLustrePlan, type FioPlanOutcome } from './plan.ts';
export { fioShape, jobConcurrency, rwFor, blockBytes, bsText, DEFAULT_MAX_JOBS, SECTOR_BYTES, type FioShape, type FioPattern, type FioRw } from './shape.ts';
export {
  blockVolumeDevice,
  nvmeDevices,
  designDevices,
  FSS_SCRATCH_MIB,
  LUSTRE_SCRATCH_MIB,
  BLOCK_SCRATCH_MIB,
  DEFAULT_LUSTRE_MOUNT_POINT,
  type FioTarget,
  type FioTargetOptions,
} from './targets.ts';
export { mountOptions, mountCommand, fssMountScript, lustreMountCommand, lustreMountScript } from './mount.ts';
export { renderJobFile, type FioJobSection } from './jobFile.ts';
export {
  buildFioJobs,
  fioJobFiles,
  DEFAULT_RUNTIME_SECONDS,
  DEFAULT_RAMP_SECONDS,
  MAX_CLIENT_JOB_FILES,
  type FioBundle,
  type FioBundleOutcome,
  type FioFile,
  type FioJobOptions,
  type FioJobSpec,
} from './jobs.ts';
export { renderFioReadme } from './readme.ts';
export { fillTemplate, noteText, paramText, type FioWords, type FioReadmeWords } from './words.ts';
export { parseFioResult, checkFioResultSize, MAX_FIO_RESULT_BYTES, type FioJobResult, type FioDirectionResult, type FioParseOutcome } from './results.ts';
export { fioOutputSchema, fioJobSchema, type FioOutputJson } from './schema.ts';
export { parseFioSize, parseFioBs } from './size.ts';
export { aggregateFio, type FioAggregate, type FioFigures, type FioJobFigures } from './aggregate.ts';
export { checkFioWorkload, optionReadPercent, MIX_TOLERANCE_POINTS } from './workloadCheck.ts';
export {
  compareFio,
  readFioResults,
  fioRunDate,
  FIO_TOLERANCE,
  NIC_BOUND_SHARE,
  type FioComparison,
  type FioDesign,
  type FioPerformance,
  type FioReadOutcome,
  type FioResultFile,
} from './compare.ts';
export { calibrationFromRun } from './calibrate.ts';
export { chosenFromRun, chosenKeyOf } from './runDesign.ts';
