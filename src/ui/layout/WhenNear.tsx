/**
 * Renders its children once their place comes near the screen (or the page is printed), and
 * until then an empty box (its height in styles.css). The panels below the answer (charts, prices, pinned
 * plans, the model check, sources) are lazy chunks: wrapped in this, their code is fetched and
 * run when someone scrolls towards them, not on the first screen.
 *
 * Where the browser has no IntersectionObserver (tests in jsdom), the children render at once;
 * the prerendered first screen holds the placeholder, as the browser's first render does.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../boot/whenIdle.ts';
import { renderPhase } from './renderPhase.ts';

const canObserve = typeof IntersectionObserver !== 'undefined';

export interface WhenNearProps {
  readonly children: ReactNode;
  /**
   * Names the placeholder (`data-lazy`), for tests that scroll to it; styles.css gives each
   * name its height, close to what the children will take (less layout shift). A style
   * attribute would not do: the prerendered HTML would carry it, and the CSP refuses those.
   */
  readonly name: string;
  /** How far from the screen the children start loading. */
  readonly margin?: string;
  /**
   * Also mount them once the page is idle after its first answer: what must be ready the moment
   * the page prints (the charts: a chunk still loading when printing starts would print nothing).
   */
  readonly idle?: boolean;
}

export function WhenNear({ children, name, margin = '400px', idle = false }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!canObserve && !renderPhase.prerender);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // In a transition: React draws the panels in slices and yields between them, so their
    // first render (a chunk of charts or tables) never holds the page in one long task.
    const mount = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) mount();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    // Printing lays the page out at once: mount now (a chunk already loaded then draws).
    const onPrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', onPrint);
    const cancelIdle = idle ? whenIdle(mount, 3_000) : undefined;
    return () => {
      observer.disconnect();
      cancelIdle?.();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near, margin, idle]);
  return near ? children : <div ref={ref} className="when-near no-print" data-lazy={name} />;
}
