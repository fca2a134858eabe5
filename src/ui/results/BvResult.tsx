/**
 * The Block Volume answer: performance level, volume count and size, what binds, why, key
 * figures, every level's cheapest design (or why it cannot carry the load), cost, warnings.
 */
import { rowCarries } from './carries.ts';
import { catalog, type BvEditionId, type BvRecommendation, type CompareEntry } from '../../engine/index.ts';
import { ClientsPoint } from './ClientsPoint.tsx';
import { Answer, type KeyFigure } from './Answer.tsx';
import { bvDesignText, volumesText } from './designText.ts';
import { bvRuledOutText, levelName, reasonText } from './engineText.ts';
import { useFormat } from './format.ts';
import { Provenance } from './Provenance.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';
import { YesNo } from './YesNo.tsx';
import { editionTitle } from '../i18n/editionTitle.ts';

export function BvResult({ rec, entry, why }: { readonly rec: BvRecommendation; readonly entry?: CompareEntry | undefined; readonly why?: readonly string[] }) {
  const t = useT();
  const f = useFormat();
  const edition = catalog.bvEditions[rec.catalog as BvEditionId];
  const level = edition?.levels.find((l) => l.id === rec.design.performanceLevel);
  const e = rec.evaluation;
  const mbps = t('results.units.MBps');
  const iops = t('results.units.iops');
  const figures: KeyFigure[] = [
    { id: 'iops', label: t('results.figures.iopsDelivered'), value: t('results.value', { value: f.num(e.iops), unit: iops }) },
    { id: 'throughput', label: t('results.figures.throughputDelivered'), value: t('results.value', { value: f.num(e.throughputMBps), unit: mbps }) },
    { id: 'perVolumeIops', label: t('results.figures.perVolumeIops'), value: t('results.value', { value: f.num(e.perVolumeIops), unit: iops }) },
    { id: 'perVolumeMBps', label: t('results.figures.perVolumeMBps'), value: t('results.value', { value: f.num(e.perVolumeMBps), unit: mbps }) },
    { id: 'capacity', label: t('results.figures.totalCapacity'), value: t('results.value', { value: f.int(e.totalCapacityGB), unit: t('results.units.GB') }) },
  ];
  if (level) {
    figures.push(
      { id: 'iopsPerGB', label: t('results.figures.iopsPerGB'), value: f.num(level.iopsPerGB.value), badge: <Provenance cited={level.iopsPerGB} /> },
      {
        id: 'maxIops',
        label: t('results.figures.maxIopsPerVolume'),
        value: f.num(level.maxIopsPerVolume.value),
        badge: <Provenance cited={level.maxIopsPerVolume} />,
      },
      { id: 'kbpsPerGB', label: t('results.figures.kbpsPerGB'), value: f.num(level.kbpsPerGB.value), badge: <Provenance cited={level.kbpsPerGB} /> },
    );
  }
  if (rec.design.instanceShape) {
    figures.push({ id: 'instance', label: t('results.figures.instance'), value: rec.design.instanceShape });
  }
  figures.push({ id: 'target', label: t('results.figures.targetUtilization'), value: f.pct(rec.targetUtilizationPercent / 100) });
  return (
    <Answer
      kind="bv"
      title={t('results.bv.title')}
      catalogTitle={editionTitle(t, rec.catalog)}
      design={bvDesignText(t, f, rec)}
      feasible={rec.feasible}
      explanation={e.explanation}
      reason={reasonText(t, f, rec.reason)}
      figures={figures}
      loads={rec.loads}
      targetUtilizationPercent={rec.targetUtilizationPercent}
      alternatives={<BvAlternatives rec={rec} entry={entry} />}
      cost={rec.cost}
      warnings={rec.warnings}
      entry={entry}
      {...(why ? { why } : {})}
      remedies={rec.remedies}
      {...(rec.reason.code === 'bv-chosen' ? { chosen: 'blockVolume' as const } : {})}
      details={<ClientsPoint kind="bv" need={rec.concurrencyNeeded} concurrency={e.concurrency} />}
    />
  );
}

export function BvAlternatives({ rec, entry }: { readonly rec: BvRecommendation; readonly entry?: CompareEntry | undefined }) {
  const t = useT();
  const f = useFormat();
  return (
    <ResultsTable caption={t('results.bv.alternativesCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('results.bv.level')}</th>
          <th scope="col">{t('results.bv.design')}</th>
          <th scope="col" className="num">
            {t('results.cost.monthly')}
          </th>
          <th scope="col">{t('results.bv.carries')}</th>
        </tr>
      </thead>
      <tbody>
        {rec.alternatives.map((o) => {
          // A design chosen on the chart is tagged only on the row that is that design; the row of its
          // level otherwise shows the planner's own sizing of that level.
          const sameDesign = o.volumes === rec.design.volumes && o.volumeSizeGB === rec.design.volumeSizeGB;
          const chosen = o.performanceLevel === rec.design.performanceLevel && (!rec.reason.code.endsWith('-chosen') || sameDesign);
          return (
            <tr key={o.performanceLevel} className={chosen ? 'chosen' : undefined}>
              <th scope="row">
                {levelName(t, o.performanceLevel)}
                {chosen && (
                  <span className="results-tag">
                    {' '}
                    {t(rec.reason.code.endsWith('-chosen') ? 'results.answer.chosen' : rec.feasible ? 'results.recommendedTag' : 'results.closestTag')}
                  </span>
                )}
              </th>
              <td>{o.volumes > 0 ? volumesText(t, f, rec.catalog, o) : '—'}</td>
              <td className="num">{o.feasible ? f.usd(o.monthlyUSD) : '—'}</td>
              <td>
                <YesNo value={rowCarries(o.feasible, chosen && sameDesign, rec, entry)} />
                {!o.feasible && o.reason && t('results.aside', { text: bvRuledOutText(t, f, o.reason, o.volumes) })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultsTable>
  );
}
