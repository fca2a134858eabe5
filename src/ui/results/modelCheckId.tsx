/**
 * The "How good is this model?" panel's anchor, and the link every answer carries to it. The
 * link scrolls to the panel and moves focus there without touching the location hash, which
 * holds the scenario.
 */
import { useT } from './useT.ts';

export const MODEL_CHECK_ID = 'model-check';

/** Scrolls to the panel and focuses it; the panel loads after the answer, so wait a little for it. */
function goToPanel(tries: number): void {
  const panel = document.getElementById(MODEL_CHECK_ID);
  if (panel) {
    panel.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  } else if (tries > 0) {
    setTimeout(() => goToPanel(tries - 1), 100);
  }
}

export function ModelCheckLink() {
  const t = useT();
  return (
    <a
      href={`#${MODEL_CHECK_ID}`}
      className="no-print"
      onClick={(e) => {
        // Never let the browser set the hash: it holds the scenario.
        e.preventDefault();
        goToPanel(20);
      }}
    >
      {t('results.modelCheck.link')}
    </a>
  );
}
