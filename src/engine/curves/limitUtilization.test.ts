import { describe, expect, it } from 'vitest';
import { fssRequirementOf } from '../compare/index.ts';
import { limitUse } from '../results/index.ts';
import { loadFromRequirement, mountTargetEdition, mountTargetsNeeded } from '../fss/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { cite } from '../../catalog/types.ts';
import { bindingIndex, limitUtilizationCurves } from './limitUtilization.ts';

describe('limitUtilizationCurves', () => {
  const scenario = makeScenario({ targetUtilizationPercent: 70 });
  const result = planOf(scenario);
  const data = limitUtilizationCurves(result);

  it('lists every limit of each recommended design under the requirement, as a percent', () => {
    const loads = {
      'file-storage': result.fileStorage.loads,
      'block-volume': result.blockVolume.loads,
      'dense-io': result.denseIo.loads,
      lustre: result.lustre.loads,
    };
    expect(data.services.map((s) => s.service)).toEqual(['file-storage', 'block-volume', 'dense-io']);
    for (const s of data.services) {
      const expected = loads[s.service];
      expect(s.rows.map((r) => r.id)).toEqual(expected.map((l) => l.id));
      s.rows.forEach((r, i) => expect(r.percent).toBeCloseTo(expected[i]!.utilization * 100, 9));
    }
  });

  it('plans File Storage and Block Volume to the target utilization, Dense I/O to 100%', () => {
    expect(data.services.map((s) => s.targetPercent)).toEqual([70, 70, 100]);
  });

  it('flags exactly one binding limit per service', () => {
    for (const s of data.services) {
      expect(s.rows.filter((r) => r.binding)).toHaveLength(1);
      expect(s.rows.find((r) => r.binding)!.id).toBe(s.bindingId);
    }
  });

  it('flags the File Storage limit that set the mount-target count', () => {
    const design = result.fileStorage.design;
    if (!('mountTargetType' in design)) throw new Error('expected a mount-target design');
    const edition = mountTargetEdition(result.catalogs.fileStorage)!;
    const load = loadFromRequirement(fssRequirementOf(scenario.requirement));
    const need = mountTargetsNeeded(load, edition, design.mountTargetType, 0.7);
    expect(data.services[0]!.bindingId).toBe(need.binding);
  });
});

describe('bindingIndex', () => {
  it('weighs soft limits against the target and hard limits against 100%', () => {
    const figure = cite(100, 'backendIops', 'fss-2024-11', 'Table 1');
    const soft = limitUse('backendIops', 75, 100, 'backendIops', figure);
    const hard = limitUse('connections', 90, 100, 'connections', figure, true);
    expect(bindingIndex([hard, soft], 80)).toBe(1); // 75/80 = 94% of allowed, against 90%
    expect(bindingIndex([hard, soft], 90)).toBe(0); // 75/90 = 83% of allowed
    expect(bindingIndex([], 80)).toBe(-1);
  });
});
