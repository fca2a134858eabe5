/**
 * A secondary panel folded on a narrow screen until opened: a `<details>` whose summary names
 * the panel. On a wide screen and on paper it is always open and its summary takes no space
 * (styles.css, "Phone: compact answer and folded panels"), so the desktop and the printed page
 * are as before. The element stays the same whatever the width, so its content is never built
 * twice; what the reader opened stays open.
 */
import { useState, type ReactNode } from 'react';
import { usePrinting } from './printing.ts';
import { useNarrowLayout } from './narrowLayout.ts';

export interface PhoneCollapseProps {
  /** The panel's name, shown as the summary on a narrow screen. */
  readonly title: string;
  /** Names the fold for tests and styles (`data-fold`). */
  readonly name: string;
  /** More classes (`no-print` for a panel paper leaves out, so no empty box is printed). */
  readonly className?: string;
  /** Keeps the fold open whatever the reader did: a field in it has a problem to show. */
  readonly forceOpen?: boolean;
  readonly children: ReactNode;
}

export function PhoneCollapse({ title, name, className, forceOpen = false, children }: PhoneCollapseProps) {
  const narrow = useNarrowLayout();
  const printing = usePrinting();
  const [opened, setOpened] = useState(false);
  const folds = narrow && !printing;
  return (
    <details
      className={className ? `phone-collapse ${className}` : 'phone-collapse'}
      data-fold={name}
      data-folds={folds ? 'true' : undefined}
      open={!folds || opened || forceOpen}
      onToggle={(e) => {
        if (!folds) return;
        // The browser closes a <details> itself; React sees no change of `open` to undo it.
        if (forceOpen && !e.currentTarget.open) e.currentTarget.open = true;
        else setOpened(e.currentTarget.open);
      }}
    >
      <summary className="no-print">{title}</summary>
      {children}
    </details>
  );
}
