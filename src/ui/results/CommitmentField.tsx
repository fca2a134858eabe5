/**
 * The Annual Universal Credits term the discount was agreed for: a field read as every number
 * field's text is (`parseNumberText`: "3", full-width "３") and checked by the scenario's own
 * schema (`scenario.commitmentSchema`: whole years, 1 to 5). Empty removes the commitment; a
 * refused figure is said beside the field and the plan keeps the last good term.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { scenario } from '../../engine/index.ts';
import type { ActionResult, PricingPatch } from '../../store/contract.ts';
import { parseNumberText } from '../../store/unitText.ts';
import { FieldShell, describedBy, fieldIds } from '../form/FieldShell.tsx';
import { useT } from '../i18n/useT.ts';

/** The commitment a field's text gives: null while empty; not ok when the schema refuses it. */
export function commitmentOfText(text: string): { readonly ok: true; readonly commitment: scenario.Commitment | null } | { readonly ok: false } {
  if (text.trim() === '') return { ok: true, commitment: null };
  const parsed = scenario.commitmentSchema.safeParse({ termYears: parseNumberText(text) });
  return parsed.success ? { ok: true, commitment: parsed.data } : { ok: false };
}

export interface CommitmentFieldProps {
  readonly commitment: scenario.Commitment | undefined;
  readonly onChange: (patch: PricingPatch) => ActionResult | void;
}

export function CommitmentField({ commitment, onChange }: CommitmentFieldProps) {
  const t = useT();
  const ids = fieldIds(`${useId()}-term`);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const onTerm = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.currentTarget.value;
    setDraft(text);
    const read = commitmentOfText(text);
    const result = read.ok ? onChange({ commitment: read.commitment }) : { ok: false as const };
    setError(result && !result.ok ? t('prices.errorTerm') : undefined);
  };
  return (
    <FieldShell ids={ids} label={t('prices.commitment')} hint={t('prices.commitmentHint')} error={error}>
      <input
        id={ids.input}
        type="text"
        inputMode="numeric"
        size={4}
        value={draft ?? (commitment ? String(commitment.termYears) : '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, t('prices.commitmentHint'), error)}
        onChange={onTerm}
      />
    </FieldShell>
  );
}
