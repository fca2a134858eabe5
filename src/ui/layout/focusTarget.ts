/**
 * In-page links that move the reader without touching the location hash (it holds the
 * scenario): scroll the target into view and give it the focus. A target in a lazy panel not
 * mounted yet is brought in by scrolling to the panel's placeholder (`lazy`, a WhenNear
 * name), then waited for a little. A target in a folded panel (PhoneCollapse) is unfolded.
 */
export function focusTarget(id: string, tries = 0, lazy?: string): void {
  const target = document.getElementById(id);
  if (target) {
    // A panel folded on a phone (PhoneCollapse) opens first.
    for (let fold = target.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    return;
  }
  if (lazy) document.querySelector(`[data-lazy="${lazy}"]`)?.scrollIntoView({ block: 'start' });
  if (tries > 0) setTimeout(() => focusTarget(id, tries - 1), 100);
}
