/**
 * Designs a customer can get, in words (issue 36 item 6): a design that needs a per-AD limit
 * raised beyond the planner's policy, and beside it the cheapest design within the default
 * limits with what the difference costs a month. The same words on screen and in `--text`.
 */
import { compare, type CompareResult, type MountTargetType, type ServiceId } from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';
import { limitText } from './workloadsText.ts';
import { mountTargetsText, serviceDesignText } from './designText.ts';

/** The lines for one service of a comparison (empty when its design is within the policy). */
export function limitPolicyLines(t: Translate, f: Formatters, result: CompareResult, service: ServiceId): string[] {
  const a = compare.limitPolicyFor(result, service);
  if (!a) return [];
  const head = t(a.increase.allowed > 0 ? 'results.limitPolicy.beyond' : 'results.limitPolicy.beyondZero', {
    limit: limitText(t, a.increase.limit),
    allowed: f.int(a.increase.allowed),
    used: f.int(a.increase.used),
    factor: f.int(a.policyFactor),
  });
  if (!a.alternative) return [head, t('results.limitPolicy.noneWithin')];
  const d = a.alternative.differenceUSD;
  return [
    head,
    t(d >= 0 ? 'results.limitPolicy.within_more' : 'results.limitPolicy.within_less', {
      service: t(`results.service.${a.alternative.service}`),
      design: a.alternative.mountTargets
        ? mountTargetsText(t, f, a.alternative.mountTargets.mountTargets, a.alternative.mountTargets.mountTargetType as MountTargetType)
        : serviceDesignText(t, f, result, a.alternative.service),
      cost: f.usd(a.alternative.monthlyUSD),
      difference: f.usd(Math.abs(d)),
    }),
  ];
}
