/**
 * Measurements in, a workload out (issue 24): read OCI Monitoring JSON, `iostat -x`,
 * `nfsiostat` or the planner's CSV into one time-series model; derive the workload at a
 * statistic over a window; fit the growth; set today's load against today's design; build the
 * scenario. Pure functions; problems, readings and findings are codes with figures.
 */
export { readMeasurementFile, readMeasurementBytes, measurementReader, type MeasurementReader, type ReadOptions } from './read.ts';
export { decodeText, type TextEncoding } from './decode.ts';
export { readOci, resolutionSeconds, sizeBucketKiB, type OciOptions, type OciStatistic, type OciUnitChoice } from './oci.ts';
export { readIostat, type TextOptions } from './iostat.ts';
export { readNfsiostat } from './nfsiostat.ts';
export { readCsv, csvTemplate, csvColumn } from './csv.ts';
export { addAtTimes, combineSeries, streamsOf, type Combined, type StreamChoice } from './combine.ts';
export { deriveWorkload, derivedFields, type DerivedWorkload, type DerivedField, type DeriveOptions, type DemandBasis, type Provenance } from './derive.ts';
export { hourlyProfile, DEFAULT_PEAK_THRESHOLD, type MeasuredProfile, type ProfileOptions } from './profile.ts';
export { statistics, statisticOf, DEFAULT_STATISTIC, type Statistic } from './stats.ts';
export { fitTrends, leastSquares, MIN_TREND_DAYS, type Trend } from './trend.ts';
export { todayAgainstLoad, type Today, type TodayUse, type TodayFinding } from './today.ts';
export { requirementFor, scenarioFromWorkload, measuredOf, measuredServices, outOfBounds, type MeasuredService, type OutOfBounds } from './requirement.ts';
export { measuredSchema, measuredFields, type Measured } from '../scenario/measured.ts';
export {
  quantities,
  readingCodes,
  problemCodes,
  MAX_MEASUREMENT_BYTES,
  type Quantity,
  type Series,
  type Reading,
  type ReadingCode,
  type ProblemCode,
  type MeasurementProblem,
  type MeasurementFormat,
  type ReadResult,
} from './types.ts';
export { carriedAtTarget, type Carried } from './carried.ts';
export { intervalSecondsSchema, MAX_INTERVAL_SECONDS } from './interval.ts';
