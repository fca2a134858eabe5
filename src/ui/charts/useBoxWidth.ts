/**
 * The width a plain SVG drawing should take: `fixed` when given (on paper, ChartFrame draws at
 * the page's size), else its box's width, measured after layout and on every resize.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useBoxWidth(fixed: number | undefined): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (fixed !== undefined || !el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fixed]);
  return [ref, fixed ?? width];
}
