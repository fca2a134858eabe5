/**
 * What the fio module says, as codes with parameters: never sentences. The words for every
 * code live in the UI's resources (`src/ui/i18n/<lang>/fio.ts`, under `codes.<code>`).
 */

/** A parameter of a code: a number, a word-free token (a path, a size), or a list of them. */
export type FioParam = number | string | readonly (number | string)[];

/** Something the job generator assumed because the scenario does not say. */
export type FioAssumptionCode =
  | 'fio-assumed-random'
  | 'fio-assumed-read-percent'
  | 'fio-assumed-clients'
  | 'fio-assumed-one-client'
  | 'fio-rounded-read-percent'
  | 'fio-rounded-block-size'
  | 'fio-scratch-targets'
  | 'fio-raw-device-writes'
  | 'fio-tls-mount'
  | 'fio-lustre-client';

/** A result file that cannot be read, or a result from another workload than the plan. */
export type FioProblemCode =
  | 'fio-file-too-large'
  | 'fio-not-json'
  | 'fio-truncated'
  | 'fio-not-fio-output'
  | 'fio-unsupported-version'
  | 'fio-missing-field'
  | 'fio-wrong-type'
  | 'fio-bad-number'
  | 'fio-no-jobs'
  | 'fio-job-error'
  | 'fio-no-io'
  | 'fio-figure-too-large'
  | 'fio-rate-without-io'
  | 'fio-zero-runtime'
  | 'fio-rate-below-one-a-day'
  | 'fio-rate-inconsistent'
  | 'fio-bytes-per-op'
  | 'fio-other-design'
  | 'fio-mixed-block-sizes'
  | 'fio-workload-block-size'
  | 'fio-workload-mix'
  | 'fio-duplicate-job'
  | 'fio-no-fitting-service'
  | 'fio-workloads'
  | 'fio-too-many-clients';

/** What usually explains a measurement that differs from the plan by more than the tolerance. */
export type FioExplanationCode =
  | 'fio-run-concurrency-short'
  | 'fio-fewer-clients'
  | 'fio-client-nic-bound'
  | 'fio-check-mount-options'
  | 'fio-latency-above-plan'
  | 'fio-above-plan'
  | 'fio-buffered-io';

export type FioCode = FioAssumptionCode | FioProblemCode | FioExplanationCode;

export interface FioNote<C extends FioCode = FioCode> {
  readonly code: C;
  readonly params: Readonly<Record<string, FioParam>>;
}

/** A problem with one result file (`file` as the caller named it), or with the set of them. */
export interface FioProblem extends FioNote<FioProblemCode> {
  readonly file?: string;
}

/** A fio note: a code and its parameters (numbers, word-free tokens or lists; none by default), for the UI to put into words. */
export function note<C extends FioCode>(code: C, params: Readonly<Record<string, FioParam>> = {}): FioNote<C> {
  return { code, params };
}
