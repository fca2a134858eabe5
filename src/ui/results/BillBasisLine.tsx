/**
 * Which basis chose the cheapest service (storage prices or the whole bill) and why that one
 * (entered or the default), with a toggle on screen when the caller can change it.
 */
import { useId } from 'react';
import { scenario, type BillBasis, type CompareResult } from '../../engine/index.ts';
import { useT } from '../i18n/useT.ts';

export interface BillBasisLineProps {
  readonly result: CompareResult;
  /** Sets the scenario's `billBasis` (the toggle is left out without it). */
  readonly onBasis?: (basis: BillBasis) => void;
}

export function BillBasisLine({ result, onBasis }: BillBasisLineProps) {
  const t = useT();
  const name = useId();
  return (
    <div className="bill-basis">
      <p data-testid="cheapest-basis" data-basis={result.basis}>
        {t(`results.compare.cheapestOn.${result.basis}`)} {t(`results.compare.basisWhy.${result.basisChosenBy}`)}
      </p>
      {onBasis && (
        <fieldset className="bill-basis-toggle no-print">
          <legend>{t('results.compare.basisToggle')}</legend>
          {scenario.billBases.map((b) => (
            <label key={b}>
              <input type="radio" name={name} value={b} checked={result.basis === b} onChange={() => onBasis(b)} />
              {t(`results.compare.basisOption.${b}`)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
