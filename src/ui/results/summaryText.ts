/**
 * A plan in a few lines of text: the design, the verdict, what binds and what would lift it,
 * why this design, the warnings and the cost. Built from the same functions the panels use
 * (engineText.ts, designText.ts, VerdictLine's caveats), so the command line's `--text` says
 * what the app shows, in the same words and language.
 */
import {
  servicePlan,
  type CompareEntry,
  type CompareResult,
  type Cost,
  type LimitUse,
  type PlanResult,
  type PlanWarning,
  type ServiceId,
} from '../../engine/index.ts';
import { bvDesignText, dioDesignText, fssDesignText, lustreDesignText, mountTargetsText, volumesText } from './designText.ts';
import { designCarries } from './carries.ts';
import { bottleneckLift, bottleneckSentence, lustreBindingText, reasonText, remedyText, warningText } from './engineText.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';
import { caveatText } from './VerdictLine.tsx';
import { sortWarnings } from './WarningsList.tsx';
import { whyTexts } from './CompareTable.tsx';
import { compareHeadline, unrankedLines } from './compareHeadline.ts';
import { workloadsLines } from './workloadsText.ts';
import { limitPolicyLines } from './limitPolicyText.ts';

const severityMark = { critical: '!!', warning: '!', info: '-' } as const;

function costLine(t: Translate, f: Formatters, cost: Cost): string {
  return `${t('results.answer.cost')}: ${cost.complete ? t('results.answer.monthly', { cost: f.usd(cost.monthlyUSD) }) : t('results.answer.noPrice')}`;
}

function warningLines(t: Translate, f: Formatters, warnings: readonly PlanWarning[]): string[] {
  if (warnings.length === 0) return [];
  return [
    `${t('results.warnings.title')}:`,
    ...sortWarnings(warnings).map((w) => `  ${severityMark[w.severity]} ${t(`results.severity.${w.severity}`)}: ${warningText(t, f, w)}`),
  ];
}

function verdictLine(t: Translate, f: Formatters, result: CompareResult, entry: CompareEntry): string {
  const details =
    entry.verdict === 'caveats' ? entry.caveats.map((c) => caveatText(t, f, c)) : entry.verdict === 'does-not' ? whyTexts(t, f, result, entry) : [];
  return t(`results.verdict.${entry.verdict}`) + (details.length > 0 ? t('results.verdict.colon') + details.join(t('results.verdict.separator')) : '');
}

function fitsLine(t: Translate, feasible: boolean): string {
  return t(feasible ? 'results.answer.fits' : 'results.answer.doesNotFit');
}

/** What binds: a service's bottleneck (or, for Lustre, its binding words) and its lift. */
function bindingLines(
  t: Translate,
  f: Formatters,
  result: PlanResult | CompareResult['fileStorage'] | CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'],
): string[] {
  const e = 'evaluation' in result ? result.evaluation : result;
  if (!('explanation' in e)) return [];
  const b = e.explanation;
  if (!('model' in b)) return [`${t('results.answer.binding')}: ${lustreBindingText(t, f, b)}`];
  return [`${t('results.answer.binding')}: ${bottleneckSentence(t, f, b)}`, `${t('results.answer.lift')} ${bottleneckLift(t, b)}`];
}

type ServicePlan = CompareResult['fileStorage'] | CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'];

function designOf(t: Translate, f: Formatters, plan: ServicePlan): string {
  switch (plan.service) {
    case 'file-storage':
      return fssDesignText(t, f, plan);
    case 'block-volume':
      return bvDesignText(t, f, plan);
    case 'dense-io':
      return dioDesignText(t, plan);
    case 'lustre':
      return lustreDesignText(t, f, plan.design);
  }
}

/** How Dense I/O chose its RAID level. */
function dioLines(t: Translate, plan: CompareResult['denseIo']): string[] {
  return [t(`results.compare.raidRule.${plan.raidRule}`, { raid: plan.design.raid })];
}

/** What would make it fit, when the design does not carry the requirement. */
function remedyLines(t: Translate, f: Formatters, plan: ServicePlan, carries: boolean): string[] {
  const remedies = carries ? [] : plan.remedies;
  return remedies.length === 0 ? [] : [`${t('results.answer.remedies')}:`, ...remedies.map((r) => `  - ${remedyText(t, f, r)}`)];
}

/** A design the user chose on the chart (weighed in place of the recommendation). */
const isChosen = (plan: ServicePlan): boolean => plan.reason.code.endsWith('-chosen');

/** One service's recommendation: "recommended" only for a design that carries, else the closest; the user's choice as such. */
function recommendationLines(t: Translate, f: Formatters, plan: ServicePlan, verdict?: string, entry?: CompareEntry): string[] {
  const carries = designCarries(plan.feasible, entry);
  return [
    `${t(`results.service.${plan.service}`)} — ${t(isChosen(plan) ? 'results.answer.chosen' : carries ? 'results.answer.recommended' : 'results.answer.closest')}: ${designOf(t, f, plan)}`,
    verdict ?? fitsLine(t, plan.feasible),
    ...remedyLines(t, f, plan, carries),
    ...bindingLines(t, f, plan),
    `${t('results.answer.why')}: ${reasonText(t, f, plan.reason)}`,
    ...(plan.service === 'dense-io' ? dioLines(t, plan) : []),
    costLine(t, f, plan.cost),
    ...warningLines(t, f, plan.warnings),
  ];
}

/** The design of an evaluate-mode result, in the panels' words. */
function evaluatedDesign(t: Translate, f: Formatters, result: Extract<PlanResult, { limits: readonly LimitUse[] }>): string {
  switch (result.service) {
    case 'file-storage':
      return 'model' in result
        ? t('results.design.fss2019', { capacity: f.int(result.capacityGB) })
        : mountTargetsText(t, f, result.mountTargets, result.mountTargetType);
    case 'block-volume':
      return volumesText(t, f, result.catalog, result.design);
    case 'dense-io':
      return dioDesignText(t, result);
    case 'lustre':
      return lustreDesignText(t, f, result.design);
  }
}

/** The plan as lines of text in the language of `t`. */
export function planSummaryLines(t: Translate, f: Formatters, result: PlanResult): string[] {
  if (result.service === 'workloads') return workloadsLines(t, f, result);
  if (result.service === 'compare') {
    const named = result.cheapest ?? result.provisional?.service ?? null;
    const lines = [
      compareHeadline(t, result),
      ...(result.cheapest === null && result.closest !== null
        ? [t('results.compare.closest', { service: t(`results.service.${result.closest}`), design: designOf(t, f, servicePlan(result, result.closest)) })]
        : []),
      ...unrankedLines(t, f, result),
      ...(named ? limitPolicyLines(t, f, result, named) : []),
      `${t(`results.compare.cheapestOn.${result.basis}`)} ${t(`results.compare.basisWhy.${result.basisChosenBy}`)}`,
    ];
    for (const service of ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const satisfies readonly ServiceId[]) {
      const entry = result.entries.find((e) => e.service === service)!;
      const plan: ServicePlan = servicePlan(result, service);
      lines.push('', ...recommendationLines(t, f, plan, verdictLine(t, f, result, entry), entry), ...limitPolicyLines(t, f, result, service));
    }
    return lines;
  }
  if ('mode' in result && result.mode === 'recommend') return recommendationLines(t, f, result);
  const evaluated = result as Extract<PlanResult, { limits: readonly LimitUse[] }>;
  return [
    `${t(`results.service.${evaluated.service}`)}: ${evaluatedDesign(t, f, evaluated)}`,
    fitsLine(t, 'feasible' in evaluated ? evaluated.feasible : true),
    ...bindingLines(t, f, evaluated),
    costLine(t, f, evaluated.cost),
    ...warningLines(t, f, evaluated.warnings),
  ];
}
