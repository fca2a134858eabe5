/**
 * The "How good is this model?" panel's anchor, and the link every answer carries to it. The
 * link scrolls to the panel and moves focus there without touching the location hash, which
 * holds the scenario.
 */
import { focusTarget } from '../layout/focusTarget.ts';
import { useT } from '../i18n/useT.ts';

export const MODEL_CHECK_ID = 'model-check';

export function ModelCheckLink() {
  const t = useT();
  return (
    <a
      href={`#${MODEL_CHECK_ID}`}
      className="no-print"
      onClick={(e) => {
        // Never let the browser set the hash: it holds the scenario.
        e.preventDefault();
        // The panel loads when its place nears the screen: go there, and wait up to 2 s for it.
        focusTarget(MODEL_CHECK_ID, 20, 'panels');
      }}
    >
      {t('results.modelCheck.link')}
    </a>
  );
}
