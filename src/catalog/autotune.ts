/**
 * The rules a daily profile is costed by: Block Volume performance-based auto-tune (S-AUTOTUNE,
 * S-AUTOTUNEPOL) and the High Performance Mount Target's billing commitment (S-MTPERF). Each
 * figure is cited; where the pages are silent the planner assumes, and `assumed` below says
 * what and why (the UI shows each assumption, "assumed: …").
 */
import { deepFreeze } from './freeze.ts';
import type { Cited } from './types.ts';
import { cite } from './types.ts';

const POLICY_STEPS = 'steps 4 and 5 (Default VPUs/GB, Maximum VPUs/GB)';

export interface AutotuneRules {
  /** The lowest default (minimum) VPUs/GB auto-tune takes. */
  readonly minDefaultVpusPerGB: Cited;
  /** The highest default VPUs/GB. */
  readonly maxDefaultVpusPerGB: Cited;
  /** The highest maximum VPUs/GB. */
  readonly maxMaximumVpusPerGB: Cited;
  /** Both settings are multiples of this many VPUs/GB. */
  readonly vpusStep: Cited;
  /** The maximum is at least this many VPUs/GB above the default. */
  readonly minGapVpusPerGB: Cited;
  /** How long a volume holds its tuned-up level once the load falls before the first step down, minutes. */
  readonly rampDownLagMinutes: Cited;
}

export const autotuneRules: AutotuneRules = deepFreeze({
  minDefaultVpusPerGB: cite(
    10,
    'vpusPerGB',
    'S-AUTOTUNEPOL',
    POLICY_STEPS,
    'documented',
    'The boot-volume page; the block-volume task names the same two settings (S-AUTOTUNE).',
  ),
  maxDefaultVpusPerGB: cite(110, 'vpusPerGB', 'S-AUTOTUNEPOL', POLICY_STEPS, 'documented'),
  maxMaximumVpusPerGB: cite(120, 'vpusPerGB', 'S-AUTOTUNEPOL', POLICY_STEPS, 'documented'),
  vpusStep: cite(10, 'vpusPerGB', 'S-AUTOTUNEPOL', POLICY_STEPS, 'documented', '"The value must be a multiple of 10."'),
  minGapVpusPerGB: cite(10, 'vpusPerGB', 'S-AUTOTUNEPOL', POLICY_STEPS, 'documented', 'At least 10 VPUs/GB higher than the default.'),
  rampDownLagMinutes: cite(
    60,
    'min',
    'S-AUTOTUNE',
    'Performance Based Dynamic Scaling: adjustments to decrease performance',
    'documented',
    'Increases take effect in tens of seconds; the first decrease after an hour, later decreases within minutes.',
  ),
});

/**
 * What the planner assumes where the pages are silent. `rampStepMinutes`: "minutes" between the
 * later steps down, taken as 5; `rampStepVpusPerGB`: each step one setting (10 VPUs/GB) down;
 * billing: tuned VPUs bill at the level held, pro rata over the 730-hour month (the pages do not
 * say how auto-tuned performance is billed); ramp-up taken as immediate (tens of seconds).
 */
export const autotuneAssumed = deepFreeze({
  rampStepMinutes: 5,
  rampStepVpusPerGB: 10,
});

export interface HpmtCommitmentRules {
  /** Days an upgraded mount target is billed at its type once chosen (the 30-day cycle). */
  readonly commitmentDays: Cited;
}

export const hpmtCommitment: HpmtCommitmentRules = deepFreeze({
  commitmentDays: cite(
    30,
    'count',
    'S-MTPERF',
    'Important: billing commitment',
    'documented',
    'Days. "High performance mount targets require a 30-day commitment and are billed in 30-day cycles"; an upgrade starts a cycle and a downgrade takes effect at its end.',
  ),
});
