/**
 * The one verdict per service (engine: `CompareEntry.verdict`): carries, carries with caveats,
 * or does not, with its caveats or its reasons in the same line. The service tab, the compare
 * table, print and the embed messages all show this same verdict.
 */
import type { CompareEntry, VerdictCaveat } from '../../engine/index.ts';
import { useFormat, type Formatters } from './format.ts';
import { useT, type Translate } from '../i18n/useT.ts';

const icon = { carries: '✓', caveats: '⚠', 'does-not': '✗' } as const;

/** A caveat in a few words. */
export function caveatText(t: Translate, f: Formatters, c: VerdictCaveat): string {
  if (c.code === 'above-target') {
    return t('results.verdict.aboveTarget', { limit: t(`results.limit.${c.limit}`), utilization: f.num(c.utilizationPercent), target: f.num(c.targetPercent) });
  }
  return t(`results.verdict.warning.${c.warning}`, { defaultValue: c.warning });
}

export interface VerdictLineProps {
  readonly entry: CompareEntry;
  /** The reasons a design does not carry, already in the reader's language. */
  readonly why?: readonly string[];
  /** Short form for a table cell. */
  readonly compact?: boolean;
}

export function VerdictLine({ entry, why = [], compact = false }: VerdictLineProps) {
  const t = useT();
  const f = useFormat();
  const details = entry.verdict === 'caveats' ? entry.caveats.map((c) => caveatText(t, f, c)) : entry.verdict === 'does-not' ? why : [];
  const Tag = compact ? 'span' : 'p';
  return (
    <Tag className={`fit verdict verdict-${entry.verdict}`} data-verdict={entry.verdict} data-testid={compact ? undefined : 'verdict'}>
      <span aria-hidden="true">{icon[entry.verdict]} </span>
      {t(`results.verdict.${entry.verdict}`)}
      {details.length > 0 && (
        <span className="verdict-details">
          {t('results.verdict.colon')}
          {details.join(t('results.verdict.separator'))}
        </span>
      )}
    </Tag>
  );
}
