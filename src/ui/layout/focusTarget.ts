/**
 * In-page links that move the reader without touching the location hash (it holds the
 * scenario): scroll the target into view and give it the focus. A target that loads after the
 * link (a lazy panel) is waited for a little.
 */
export function focusTarget(id: string, tries = 0): void {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  } else if (tries > 0) {
    setTimeout(() => focusTarget(id, tries - 1), 100);
  }
}
