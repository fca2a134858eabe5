/**
 * Every chart spec in both languages: built with the Japanese words, no text is a key i18next
 * could not find, and no text is the English one (the spec takes its words from `t`, never its own).
 */
import { describe, expect, it, vi } from 'vitest';
import { curves, growth as growthArea, profile, type FssCapacityCurve, type FssMountTargetCurve } from '../../../engine/index.ts';
import { i18n, loadLanguage } from '../../i18n/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import type { XYDrawing } from '../xySpec.ts';
import { bvLevelsShown, bvScalingSpec, defaultLevels } from './bvScaling.ts';
import { dailyProfileSpec } from './dailyProfile.ts';
import { defaultShapes, dioMixSpec, dioShapesShown } from './dioMix.ts';
import { fss2019Spec } from './fss2019.ts';
import { fssScalingSpec } from './fssScaling.ts';
import { latencySpec } from './latency.ts';
import { lustreTierSpec } from './lustreTier.ts';
import { overTimeDemandSpec } from './overTimeDemand.ts';
import { demandRows } from '../overTimeSeries.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');
const jaT = i18n.getFixedT('ja') as unknown as Translate;

function specs(t: Translate): Record<string, XYDrawing> {
  const choose = vi.fn();
  const bvScenario = makeScenario({ ioSizeKiB: 16, readIops: 60_000, readMBps: 0, writeMBps: 0 }, { blockVolume: 'bv-current' });
  const bv = curves.bvScalingCurve(bvScenario, planOf(bvScenario))!;
  const dioScenario = makeScenario({ raid: '10' }, { denseIo: 'dio-2019-10' });
  const dio = curves.dioMixCurve(dioScenario, planOf(dioScenario))!;
  const fssScenario = makeScenario({ writeMBps: 0 }, { fileStorage: 'fss-2024-11' });
  const fss = curves.fssScalingCurve(fssScenario, planOf(fssScenario)) as FssMountTargetCurve;
  const oldScenario = makeScenario({ readMBps: 2000, writeMBps: 500 }, { fileStorage: 'fss-2019-10' });
  const fss2019 = curves.fssScalingCurve(oldScenario, planOf(oldScenario)) as FssCapacityCurve;
  const lustre = curves.lustreTierCurve(planOf(makeScenario({ ioSizeKiB: 1024, readMBps: 20_000, writeMBps: 500, capacityGB: 200_000 })));
  const growScenario = makeScenario({ readMBps: 3200, writeMBps: undefined, capacityGB: 50_000, mountTargetType: 'hpmt-40' });
  const plan = growthArea.planOverTime(growScenario.requirement, { performancePercentPerYear: 40 }, planOf(growScenario));
  const day = profile.planDailyProfile({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 }, { peakHours: 8, offPeakLevelPercent: 20 });
  const yours = null;
  return {
    bv: bvScalingSpec({
      data: bv,
      levels: bvLevelsShown(bv, defaultLevels(bv)),
      metric: 'iops',
      yours,
      unit: 'IOPS',
      ioSize: '16 KiB',
      t,
      f: enFormat,
      choose,
    }),
    dio: dioMixSpec({ data: dio, shapes: dioShapesShown(dio, defaultShapes(dio)), yours, unit: 'IOPS', t, f: enFormat, choose }),
    fss: fssScalingSpec({ data: fss, metric: 'throughput', yours, unit: 'MB/s', t, f: enFormat, choose }),
    fss2019: fss2019Spec(fss2019, 'MB/s', t, enFormat),
    latency: latencySpec(curves.latencyCurve(makeScenario({ ioSizeKiB: 32, readMBps: 200, writeMBps: 50, maxLatencyMs: 3 })), 'MB/s', t, enFormat),
    lustre: lustreTierSpec({ data: lustre, yours, unit: 'MB/s', t, f: enFormat, choose }),
    overTime: overTimeDemandSpec(plan, demandRows(plan), plan.services[0]!.service, t, enFormat),
    day: dailyProfileSpec(day, t, enFormat),
  };
}

describe('chart specs in English and Japanese', () => {
  const en = specs(enT);
  const ja = specs(jaT);
  for (const name of Object.keys(en)) {
    it(`${name}: every word found in both, the Japanese title and legend not the English`, () => {
      expectWordsFound(en[name]!);
      expectWordsFound(ja[name]!);
      expect(ja[name]!.title).not.toBe(en[name]!.title);
      expect(ja[name]!.legend.map((l) => l.label)).not.toEqual(en[name]!.legend.map((l) => l.label));
    });
  }
});
