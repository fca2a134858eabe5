/**
 * Renders its children once their place comes near the screen (or the page is printed), and
 * until then an empty box of `minHeight`. The panels below the answer (charts, prices, pinned
 * plans, the model check, sources) are lazy chunks: wrapped in this, their code is fetched and
 * run when someone scrolls towards them, not on the first screen.
 *
 * Where the browser has no IntersectionObserver (tests in jsdom), the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

const canObserve = typeof IntersectionObserver !== 'undefined';

export interface WhenNearProps {
  readonly children: ReactNode;
  /** The placeholder's height, close to what the children will take (less layout shift). */
  readonly minHeight: string;
  /** Names the placeholder (`data-lazy`), for tests that scroll to it. */
  readonly name: string;
  /** How far from the screen the children start loading. */
  readonly margin?: string;
}

export function WhenNear({ children, minHeight, name, margin = '400px' }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    // Printing lays the page out at once: mount now (a chunk already loaded then draws).
    const onPrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near, margin]);
  return near ? children : <div ref={ref} className="when-near no-print" data-lazy={name} style={{ minHeight }} />;
}
