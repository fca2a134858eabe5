/**
 * Every step of the Lustre capacity ladder is that step (S-LFSCAP, "Increasing File System
 * Capacity", first paragraph: at least 31.2 TiB, 10.4 TiB steps to 124.8 TiB, 41.6 TiB steps
 * from there), tested at every step up to the largest capacity the schema accepts: the data a
 * step holds, read to any precision up to the step's exact size, is planned on that step, and a
 * thousandth of a GB more on the next.
 */
import { describe, expect, it } from 'vitest';
import { lustreCurrent as e } from '../../catalog/lustre.ts';
import { MAX_CAPACITY_GB } from '../scenario/fields.ts';
import { capacityStepAtLeast, holdsGB, isCapacityStep } from './capacity.ts';
import { evaluateLustre } from './evaluate.ts';
import { recommendLustre } from './recommend.ts';

/** The ladder from the page's own figures, in tenths of a TiB, up to `maxGB`. */
function ladderTenths(maxGB: number): number[] {
  const t = (v: number) => Math.round(v * 10);
  const out: number[] = [];
  for (let x = t(e.minCapacityTiB.value); x <= t(e.stepBreakTiB.value); x += t(e.smallStepTiB.value)) out.push(x);
  let x = out[out.length - 1]!;
  do {
    x += t(e.largeStepTiB.value);
    out.push(x);
  } while ((x / 10) * 1099.511627776 < maxGB);
  return out;
}

/** A step's exact size in decimal GB, as a decimal string (tenths × 2^40 / 10 bytes, integer arithmetic). */
function exactGB(tenths: number): { whole: bigint; fractionBytes: bigint } {
  // tenths × 2^40 / 10 = tenths × 2^39 / 5 bytes, to the whole byte below.
  const bytes = (BigInt(tenths) * 2n ** 39n) / 5n;
  return { whole: bytes / 1_000_000_000n, fractionBytes: bytes % 1_000_000_000n };
}

/** The exact size read down to `digits` decimals of a GB (as the customer's 137,219.0511 GB of 124.8 TiB). */
function truncatedGB(tenths: number, digits: number): number {
  const { whole, fractionBytes } = exactGB(tenths);
  const frac = fractionBytes / 10n ** BigInt(9 - digits);
  return Number(`${whole}.${frac.toString().padStart(digits, '0')}`);
}

/** The exact size rounded half up to the thousandth of a GB, as the plan prints a step. */
function printedGB(tenths: number): number {
  const { whole, fractionBytes } = exactGB(tenths);
  return Number(whole * 1000n + (fractionBytes + 500_000n) / 1_000_000n) / 1000;
}

const steps = ladderTenths(MAX_CAPACITY_GB);

describe('the Lustre capacity ladder, at every step (S-LFSCAP)', () => {
  it(
    `finds each of the ${steps.length} steps up to the schema's largest capacity for the data it holds, and the next one for a thousandth of a GB more`,
    { timeout: 60_000 },
    () => {
      const wrong: string[] = [];
      steps.forEach((tenths, index) => {
        for (const gb of [truncatedGB(tenths, 3), truncatedGB(tenths, 4), truncatedGB(tenths, 6), printedGB(tenths)]) {
          const s = capacityStepAtLeast(e, gb);
          if (s.index !== index || s.capacityTiB !== tenths / 10 || !holdsGB(s, gb)) wrong.push(`${gb} GB → ${s.capacityTiB} TiB, expected ${tenths / 10}`);
        }
        if (!isCapacityStep(e, printedGB(tenths))) wrong.push(`${printedGB(tenths)} GB is not read back as a step`);
        if (index + 1 < steps.length && capacityStepAtLeast(e, printedGB(tenths) + 0.001).index !== index + 1)
          wrong.push(`${printedGB(tenths) + 0.001} GB does not go to the next step`);
      });
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );

  it('prints each step to the thousandth of a GB, rounded half up from its exact size', { timeout: 60_000 }, () => {
    const wrong = steps.filter((tenths) => capacityStepAtLeast(e, truncatedGB(tenths, 6)).capacityGB !== printedGB(tenths));
    expect(wrong).toEqual([]);
  });

  it('plans data that fills a step exactly on that step, in recommend and in evaluate (case: 137,219.0511 GB on 124.8 TiB, not 166.4)', () => {
    expect(recommendLustre(undefined, { ioSizeKiB: 1024, readMBps: 100, capacityGB: 137_219.0511 }).design.capacityTiB).toBe(124.8);
    const wrong: string[] = [];
    for (const [index, tenths] of steps.slice(0, 200).entries()) {
      const dataGB = truncatedGB(tenths, 4);
      const rec = recommendLustre(undefined, { ioSizeKiB: 1024, readMBps: 1, capacityGB: dataGB });
      if (rec.design.capacityTiB !== tenths / 10 || !rec.feasible) wrong.push(`recommend ${dataGB} GB → ${rec.design.capacityTiB} TiB (step ${index})`);
      const ev = evaluateLustre(undefined, { performanceTierMBpsPerTB: 125, capacityGB: dataGB }, { readPercent: 100, ioSizeKiB: 1024, capacityGB: dataGB });
      if (ev.design.capacityTiB !== tenths / 10 || !ev.feasible) wrong.push(`evaluate ${dataGB} GB → ${ev.design.capacityTiB} TiB`);
      if (ev.warnings.some((w) => w.id === 'lustre-data-exceeds' || w.id === 'lustre-capacity-rounded')) wrong.push(`evaluate ${dataGB} GB warns`);
    }
    expect(wrong).toEqual([]);
  });
});
