/**
 * The File Storage answer: mount-target type and count (or, on the 2019 edition, the stored
 * capacity), what binds, why, key figures, the other types, cost and warnings.
 */
import { catalog, type FssOption, type FssRecommendation, type CompareEntry } from '../../engine/index.ts';
import { Answer, type KeyFigure } from './Answer.tsx';
import { ClientsPoint } from './ClientsPoint.tsx';
import { fssDesignText, isCapacityScaled, mountTargetsText, type AnyFssRecommendation } from './designText.ts';
import { mountTargetName, reasonText } from './engineText.ts';
import { useFormat } from './format.ts';
import { Provenance } from './Provenance.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';
import { YesNo } from './YesNo.tsx';
import { editionTitle } from '../i18n/editionTitle.ts';

export function FssResult({
  rec,
  entry,
  why,
}: {
  readonly rec: AnyFssRecommendation;
  readonly entry?: CompareEntry | undefined;
  readonly why?: readonly string[];
}) {
  const t = useT();
  const f = useFormat();
  const edition = catalog.fssEditions[rec.catalog as keyof typeof catalog.fssEditions];
  const e = rec.evaluation;
  const mbps = t('results.units.MBps');
  const figures: KeyFigure[] = [
    { id: 'throughput', label: t('results.figures.throughputSaturation'), value: t('results.value', { value: f.num(e.throughputMBps), unit: mbps }) },
    {
      id: 'ops',
      label: t('results.figures.opsSaturation'),
      value: t('results.value', { value: f.num(e.opsPerSecond), unit: t('results.units.opsPerSecond') }),
    },
  ];
  if (isCapacityScaled(rec)) {
    if (edition?.kind === 'capacity-scaled') {
      figures.push(
        {
          id: 'capacity',
          label: t('results.figures.storedCapacity'),
          value: t('results.value', { value: f.int(rec.design.capacityGB), unit: t('results.units.GB') }),
        },
        {
          id: 'readPerTB',
          label: t('results.figures.readPerTB'),
          value: t('results.value', { value: f.num(edition.readMBpsPerTB.value), unit: mbps }),
          badge: <Provenance cited={edition.readMBpsPerTB} />,
        },
        {
          id: 'writePerTB',
          label: t('results.figures.writePerTB'),
          value: t('results.value', { value: f.num(edition.writeMBpsPerTB.value), unit: mbps }),
          badge: <Provenance cited={edition.writeMBpsPerTB} />,
        },
      );
    }
  } else if (edition?.kind === 'mount-target') {
    const spec = edition.mountTargets[rec.design.mountTargetType];
    figures.push({ id: 'backend', label: t('results.figures.backendIopsSaturation'), value: f.num(rec.evaluation.backendIops) });
    if (spec) {
      figures.push(
        {
          id: 'perMtIops',
          label: t('results.figures.perMountTargetIops'),
          value: f.num(spec.backendIops.value),
          badge: <Provenance cited={spec.backendIops} />,
        },
        {
          id: 'perMtRead',
          label: t('results.figures.perMountTargetRead'),
          value: t('results.value', { value: f.num(spec.readMBps.value), unit: mbps }),
          badge: <Provenance cited={spec.readMBps} />,
        },
        {
          id: 'perMtWrite',
          label: t('results.figures.perMountTargetWrite'),
          value: t('results.value', { value: f.num(spec.writeMBps.value), unit: mbps }),
          badge: <Provenance cited={spec.writeMBps} />,
        },
      );
    }
  }
  figures.push({ id: 'target', label: t('results.figures.targetUtilization'), value: f.pct(rec.targetUtilizationPercent / 100) });
  return (
    <Answer
      kind={isCapacityScaled(rec) ? 'fss2019' : 'fss'}
      title={t('results.fss.title')}
      catalogTitle={editionTitle(t, rec.catalog)}
      design={fssDesignText(t, f, rec)}
      feasible={rec.feasible}
      explanation={rec.evaluation.explanation}
      reason={reasonText(t, f, rec.reason)}
      figures={figures}
      loads={rec.loads}
      targetUtilizationPercent={rec.targetUtilizationPercent}
      alternatives={isCapacityScaled(rec) ? undefined : <FssAlternatives rec={rec} />}
      cost={rec.cost}
      warnings={rec.warnings}
      entry={entry}
      {...(why ? { why } : {})}
      remedies={rec.remedies}
      {...(rec.reason.code === 'fss-chosen' ? { chosen: 'fileStorage' as const } : {})}
      details={
        isCapacityScaled(rec) ? undefined : (
          <ClientsPoint
            kind="fss"
            assignment={rec.assignment}
            clientsKnown={rec.assignment !== null}
            need={rec.concurrencyNeeded}
            concurrency={rec.evaluation.concurrency}
          />
        )
      }
    />
  );
}

function isChosen(rec: FssRecommendation, o: FssOption): boolean {
  return o.mountTargetType === rec.design.mountTargetType && o.mountTargets === rec.design.mountTargets;
}

export function FssAlternatives({ rec }: { readonly rec: FssRecommendation }) {
  const t = useT();
  const f = useFormat();
  return (
    <ResultsTable caption={t('results.fss.alternativesCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('results.fss.type')}</th>
          <th scope="col">{t('results.fss.design')}</th>
          <th scope="col" className="num">
            {t('results.cost.monthly')}
          </th>
          <th scope="col">{t('results.fss.withinLimits')}</th>
          <th scope="col">{t('results.fss.bindingLimit')}</th>
        </tr>
      </thead>
      <tbody>
        {rec.alternatives.map((o) => (
          <tr key={o.mountTargetType} className={isChosen(rec, o) ? 'chosen' : undefined}>
            <th scope="row">
              {mountTargetName(t, o.mountTargetType)}
              {isChosen(rec, o) && (
                <span className="results-tag">
                  {' '}
                  {t(rec.reason.code.endsWith('-chosen') ? 'results.answer.chosen' : rec.feasible ? 'results.recommendedTag' : 'results.closestTag')}
                </span>
              )}
            </th>
            <td>{mountTargetsText(t, f, o.mountTargets, o.mountTargetType)}</td>
            <td className="num">{f.usd(o.monthlyUSD)}</td>
            <td>
              <YesNo value={o.withinServiceQuota} no={t('results.fss.needsIncrease')} />
            </td>
            <td>{t(`results.limit.${o.binding}`)}</td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}
