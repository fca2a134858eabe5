/**
 * The first stop of the keyboard: a link past the header and the form to the answer. It moves
 * focus itself instead of changing the location hash, which holds the scenario.
 */
import { useTranslation } from 'react-i18next';
import { focusTarget } from './focusTarget.ts';
import { PANEL_ID } from './ViewTabs.tsx';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link no-print"
      href={`#${PANEL_ID}`}
      onClick={(e) => {
        e.preventDefault();
        focusTarget(PANEL_ID);
      }}
    >
      {t('common.skipToResults')}
    </a>
  );
}
