/**
 * Start from what is deployed (issue 42): files of what runs today (terraform show -json of a
 * plan or a state, OCI CLI listings) read in the browser, each design weighed against the
 * workload in the form, with its bill, its verdict, its limits on the charts' frame and, for a
 * plan, the change from before to after. A file that cannot be read is named beside the import
 * and the last files read stay shown. Loaded only when the section comes near the screen.
 */
import { lazy, memo, Suspense, useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import {
  changeLines,
  combineReads,
  compareSides,
  designChangeText,
  designLines,
  designsOf,
  designText,
  designUtilization,
  evaluateDeployed,
  requirementOf,
  type DeployedChange,
  type DeployedEvaluation,
  type DesignEvaluation,
  type ReadOutcome,
  type ReportTools,
} from '../../deployed/index.ts';
import { fillTemplate } from '../../engine/fio/index.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { describedBy, FieldShell, fieldIds } from '../form/FieldShell.tsx';
import { useT } from '../i18n/useT.ts';
import { useFormat } from '../results/format.ts';
import { readChosenFiles } from './readFiles.ts';
import { useDeployedWords } from './words.ts';

// The charts' frame and recharts load only once a design's details are opened.
const LimitUtilizationChart = lazy(() => import('../charts/LimitUtilizationChart.tsx').then((m) => ({ default: m.LimitUtilizationChart })));

type Sides = Partial<Record<'current' | 'before' | 'after', DeployedEvaluation>>;

/** The right-sized design as the Terraform change to the resources read (names kept). */
function ChangeView({ x, e }: { readonly x: ReportTools; readonly e: DesignEvaluation }) {
  const hcl = designChangeText(e);
  if (!hcl) return null;
  const title = fillTemplate(x.w.report.terraformChange, { design: designText(x, (e.cheaper ?? e.fix)!.sized) });
  return (
    <details className="deployed-terraform" data-testid="deployed-terraform">
      <summary>{title}</summary>
      {/* Focusable: a long line scrolls sideways, by keyboard too. */}
      <pre className="deploy-code" tabIndex={0} aria-label={title}>
        {hcl}
      </pre>
    </details>
  );
}

/** One design's lines, its limits on the charts' frame (drawn once opened) and its Terraform change. */
function DesignDetails({ x, e, horizon }: { readonly x: ReportTools; readonly e: DesignEvaluation; readonly horizon?: number | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="deployed-design" onToggle={(ev) => setOpen(ev.currentTarget.open)}>
      <summary>{designText(x, e.design)}</summary>
      <ul>
        {designLines(x, e, horizon)
          .slice(1)
          .map((l, j) => (
            <li key={j}>{l.trim()}</li>
          ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <LimitUtilizationChart data={designUtilization(e)} design={designText(x, e.design)} />
        </Suspense>
      )}
      <ChangeView x={x} e={e} />
    </details>
  );
}

function SideView({
  x,
  side,
  e,
  horizon,
}: {
  readonly x: ReportTools;
  readonly side: keyof Sides;
  readonly e: DeployedEvaluation;
  readonly horizon?: number | undefined;
}) {
  const { t, f, w } = x;
  return (
    <section className="deployed-side" data-testid={`deployed-${side}`}>
      <h4>{w.side[side]}</h4>
      {e.designs.length === 0 && <p className="results-muted">{w.report.noDesigns}</p>}
      {e.designs.length > 0 && (
        <div className="table-scroll">
          <table className="results-table deployed-table">
            <thead>
              <tr>
                <th scope="col">{w.table.design}</th>
                <th scope="col">{w.table.where}</th>
                <th scope="col">{w.table.verdict}</th>
                <th scope="col">{w.table.monthly}</th>
              </tr>
            </thead>
            <tbody>
              {e.designs.map((d, i) => (
                <tr key={i} data-verdict={d.verdict}>
                  <th scope="row">
                    {t(`results.service.${d.design.service}`)}: {designText(x, d.design)}
                  </th>
                  <td>{d.design.availabilityDomain ?? w.whereUnknown}</td>
                  <td className={`deployed-verdict deployed-${d.verdict}`}>{w.verdict[d.verdict]}</td>
                  <td className="num">{d.monthlyUSD === null ? w.report.unpriced : f.usd(d.monthlyUSD)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {w.table.total}
                </th>
                <td className="num">{e.monthlyUSD === null ? w.report.unpriced : f.usd(e.monthlyUSD)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {e.designs.map((d, i) => (
        <DesignDetails key={i} x={x} e={d} horizon={horizon} />
      ))}
      {e.unmodelled.length > 0 && (
        <details className="deployed-unmodelled">
          <summary>
            {w.unmodelled.heading} ({f.int(e.unmodelled.length)})
          </summary>
          <ul>
            {e.unmodelled.map((u) => (
              <li key={u.address}>
                <code>{u.address}</code> ({u.type}): {w.unmodelled[u.reason]}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

export const DeployedPanel = memo(function DeployedPanel() {
  const w = useDeployedWords();
  const t = useT();
  const f = useFormat();
  const x: ReportTools = { t, f, w };
  const scenario = useDeferredValue(usePlanStore((s) => s.scenario));
  const base = useId();
  const ids = fieldIds(base);
  // The last files read well, and what the last choice said about each file.
  const [outcomes, setOutcomes] = useState<readonly ReadOutcome[]>([]);
  const [said, setSaid] = useState<{ readonly ok: string[]; readonly problems: string[] }>({ ok: [], problems: [] });
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    if (files.length === 0) return;
    void readChosenFiles(files).then((reads) => {
      const good = reads.filter((r) => r.outcome.ok);
      const ok = good.map((r) => fillTemplate(w.section.read, { file: r.file, source: r.outcome.ok ? w.source[r.outcome.source] : '' }));
      const problems = reads.flatMap((r) =>
        r.outcome.ok
          ? []
          : r.outcome.problems.map((p) =>
              p.code === 'hcl-not-parsed'
                ? `${r.file}: ${w.section.hclNote}`
                : fillTemplate(w.section.refused, { file: r.file, problem: fillTemplate(w.problem[p.code], p.params) }),
            ),
      );
      setSaid({ ok, problems });
      if (good.length > 0) setOutcomes(good.map((r) => r.outcome));
    });
  };
  const result = useMemo((): { error: string } | { sides: Sides; change: DeployedChange | null; horizon: number | undefined } | null => {
    if (outcomes.length === 0) return null;
    const required = requirementOf(scenario);
    if (!required.ok) return { error: w.requirement[required.code] };
    const reading = combineReads(outcomes);
    const evaluate = (side: keyof Sides) => {
      const r = reading.sides[side];
      return r ? evaluateDeployed(designsOf(r), required.requirement, required.options) : undefined;
    };
    const sides: Sides = { current: evaluate('current'), before: evaluate('before'), after: evaluate('after') };
    const change = sides.before && sides.after ? compareSides(sides.before, sides.after) : null;
    const horizon = required.options.growth ? (required.options.growth.horizonMonths ?? 36) : undefined;
    return { sides, change, horizon };
  }, [outcomes, scenario, w]);
  const error = said.problems.length > 0 ? said.problems.join(' · ') + (outcomes.length > 0 ? ` ${w.section.kept}` : '') : undefined;
  return (
    <section className="deployed-panel" aria-labelledby={`${base}-h`} data-testid="deployed-panel">
      <h3 id={`${base}-h`}>{w.section.title}</h3>
      <FieldShell ids={ids} label={w.section.choose} hint={w.section.intro} error={error}>
        <input
          id={ids.input}
          type="file"
          multiple
          accept=".json,application/json"
          aria-describedby={describedBy(ids, w.section.intro, error)}
          onChange={onFiles}
        />
      </FieldShell>
      <p className="field-hint">{w.section.hclNote}</p>
      {said.ok.length > 0 && (
        <ul className="deployed-read" data-testid="deployed-read">
          {said.ok.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      {result === null && <p className="results-muted">{w.section.none}</p>}
      {result && 'error' in result && <p className="field-error">{result.error}</p>}
      {result && 'sides' in result && (
        <>
          {result.change && (
            <div
              className={`deployed-change ${result.change.afterCarries ? 'deployed-carries' : 'deployed-short'}`}
              data-testid="deployed-change"
              role="status"
            >
              {changeLines(x, result.change).map((l, i) => (
                <p key={i}>{l.trim()}</p>
              ))}
            </div>
          )}
          {(['current', 'before', 'after'] as const).map((side) => {
            const e = result.sides[side];
            return e ? <SideView key={side} x={x} side={side} e={e} horizon={result.horizon} /> : null;
          })}
        </>
      )}
    </section>
  );
});

export default DeployedPanel;
