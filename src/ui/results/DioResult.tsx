/**
 * The Dense I/O answer: shape and RAID level, what binds, why, IOPS on the SLA floor and the
 * typical figure, every shape's IOPS, usable capacity and cost, and the warnings.
 */
import { rowCarries } from './carries.ts';
import { catalog, type DioEditionId, type DioRecommendation, type CompareEntry } from '../../engine/index.ts';
import { Answer, type KeyFigure } from './Answer.tsx';
import { dioDesignText } from './designText.ts';
import { dioRuledOutText, reasonText, remedyText } from './engineText.ts';
import { useFormat } from './format.ts';
import { Provenance } from './Provenance.tsx';
import { CalibratedMark, useCalibrated } from './CalibrationNote.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';
import { YesNo } from './YesNo.tsx';
import { editionTitle } from '../i18n/editionTitle.ts';

export function DioResult({
  rec,
  entry,
  why,
}: {
  readonly rec: DioRecommendation;
  readonly entry?: CompareEntry | undefined;
  readonly why?: readonly string[];
}) {
  const t = useT();
  const f = useFormat();
  const edition = catalog.dioEditions[rec.catalog as DioEditionId];
  const shape = edition?.shapes.find((s) => s.id === rec.design.shape);
  const e = rec.evaluation;
  const calibrated = useCalibrated('latency', 'dense-io');
  const iops = t('results.units.iops');
  const figures: KeyFigure[] = [
    {
      id: 'iops',
      label: t('results.figures.iopsPlanned', { basis: t(`results.provenance.basis.${e.iopsBasis}`) }),
      value: t('results.value', { value: f.num(e.iops), unit: iops }),
    },
    { id: 'guaranteed', label: t('results.figures.iopsGuaranteed'), value: t('results.value', { value: f.num(e.guaranteedIops), unit: iops }) },
    {
      id: 'typical',
      label: t('results.figures.iopsTypical', { basis: t(`results.provenance.basis.${e.typicalBasis}`) }),
      value: t('results.value', { value: f.num(e.typicalIops), unit: iops }),
    },
    { id: 'penalty', label: t('results.figures.writePenalty'), value: f.num(e.writePenalty) },
    { id: 'usable', label: t('results.figures.usableCapacity'), value: t('results.value', { value: f.int(e.usableCapacityGB), unit: t('results.units.GB') }) },
    { id: 'raw', label: t('results.figures.rawCapacity'), value: t('results.value', { value: f.int(e.rawCapacityGB), unit: t('results.units.GB') }) },
  ];
  if (shape) {
    figures.push({
      id: 'sla',
      label: t('results.figures.slaIops'),
      value: t('results.value', { value: f.num(shape.slaIops.value), unit: iops }),
      badge: <Provenance cited={shape.slaIops} />,
    });
  }
  if (calibrated) {
    // The latency the user's fio run measured on this design, in place of the stated bound.
    figures.push({
      id: 'latency',
      label: t('results.figures.latency'),
      value: t('results.value', { value: f.num(e.latencyUs), unit: t('results.units.us') }),
      badge: <CalibratedMark figure="latency" service="dense-io" />,
    });
  } else if (edition) {
    figures.push({
      id: 'latency',
      label: t('results.figures.latency'),
      value: t('results.value', { value: f.num(edition.latencyUs.value), unit: t('results.units.us') }),
      badge: <Provenance cited={edition.latencyUs} />,
    });
  }
  return (
    <Answer
      kind="dio"
      title={t('results.dio.title')}
      catalogTitle={editionTitle(t, rec.catalog)}
      design={dioDesignText(t, rec)}
      feasible={rec.feasible}
      explanation={e.explanation}
      reason={reasonText(t, f, rec.reason)}
      figures={figures}
      loads={rec.loads}
      alternatives={
        <>
          <DioLayoutNote rec={rec} />
          <DioAlternatives rec={rec} entry={entry} />
        </>
      }
      cost={rec.cost}
      warnings={rec.warnings}
      entry={entry}
      {...(why ? { why } : {})}
      remedies={rec.remedies}
      {...(rec.reason.code === 'dio-chosen' ? { chosen: 'denseIo' as const } : {})}
    />
  );
}

/** How the RAID level was chosen, and, when no design fits, what would make one fit. */
export function DioLayoutNote({ rec }: { readonly rec: DioRecommendation }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <p data-testid="dio-raid-rule">{t(`results.compare.raidRule.${rec.raidRule}`, { raid: rec.design.raid })}</p>
      {rec.remedies.length > 0 && (
        <ul data-testid="dio-remedies">
          {rec.remedies.map((r) => (
            <li key={`${r.code}:${String(r.params.variant ?? '')}`}>{remedyText(t, f, r)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function DioAlternatives({ rec, entry }: { readonly rec: DioRecommendation; readonly entry?: CompareEntry | undefined }) {
  const t = useT();
  const f = useFormat();
  // One RAID level and one host for every shape (the single-service answer): the caption says it once.
  const sameLayout = rec.instances === 1 && rec.alternatives.every((o) => o.raid === rec.design.raid);
  return (
    <ResultsTable caption={sameLayout ? t('results.dio.alternativesCaption', { raid: rec.design.raid }) : t('results.dio.alternativesCaptionEach')}>
      <thead>
        <tr>
          <th scope="col">{t('results.dio.shape')}</th>
          <th scope="col" className="num">
            {t('results.dio.iops')}
          </th>
          <th scope="col" className="num">
            {t('results.dio.usable')}
          </th>
          <th scope="col" className="num">
            {t('results.cost.monthly')}
          </th>
          <th scope="col">{t('results.dio.fits')}</th>
        </tr>
      </thead>
      <tbody>
        {rec.alternatives.map((o) => {
          // As on Block Volume: a chosen design is tagged only on the row that is that design.
          const sameDesign = o.raid === rec.design.raid && o.instances === rec.instances;
          const chosen = o.shape === rec.design.shape && (!rec.reason.code.endsWith('-chosen') || sameDesign);
          return (
            <tr key={o.shape} className={chosen ? 'chosen' : undefined}>
              <th scope="row">
                {sameLayout ? o.shape : dioDesignText(t, { design: { shape: o.shape, raid: o.raid }, instances: o.instances })}
                {chosen && (
                  <span className="results-tag">
                    {' '}
                    {t(rec.reason.code.endsWith('-chosen') ? 'results.answer.chosen' : rec.feasible ? 'results.recommendedTag' : 'results.closestTag')}
                  </span>
                )}
              </th>
              <td className="num">{f.num(o.iops)}</td>
              <td className="num">{t('results.value', { value: f.int(o.usableCapacityGB), unit: t('results.units.GB') })}</td>
              <td className="num">{o.monthlyUSD === null ? t('results.dio.noPrice') : f.usd(o.monthlyUSD)}</td>
              <td>
                <YesNo value={rowCarries(o.fits, chosen && sameDesign, rec, entry)} />
                {o.reason && t('results.aside', { text: dioRuledOutText(t, o.reason) })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultsTable>
  );
}
