/**
 * The tenancy's own per-AD limits in words (issue 36 item 6): when a scenario gives them, the
 * plan says it was held to them instead of the documents' defaults. The same words in `--text`.
 */
import { catalog, type scenario } from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';
import { mountTargetName } from './engineText.ts';

/** The tenancy's own limits a scenario gives (File Storage requirement, comparison or plan of workloads), or undefined. */
export function tenancyLimitsOf(s: scenario.Scenario): scenario.TenancyLimits | undefined {
  if (s.service === 'workloads') return s.tenancyLimits;
  if (s.service === 'file-storage' && s.mode === 'recommend') return s.requirement.tenancyLimits;
  if (s.service === 'compare') return s.requirement.tenancyLimits;
  return undefined;
}

/** One line saying which of the tenancy's own limits the plan used; null when it used the defaults only. */
export function tenancyLimitsLine(t: Translate, f: Formatters, limits: scenario.TenancyLimits | undefined): string | null {
  const per = limits?.mountTargetsPerAd ?? {};
  const entered = catalog.mountTargetTypes.filter((type) => per[type] !== undefined);
  if (entered.length === 0) return null;
  const list = entered.map((type) => t('results.tenancyLimits.item', { type: mountTargetName(t, type), n: f.int(per[type]!) })).join(', ');
  return t(entered.length === catalog.mountTargetTypes.length ? 'results.tenancyLimits.usedAll' : 'results.tenancyLimits.used', { list });
}
