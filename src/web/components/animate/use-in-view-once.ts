import { useEffect, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible, 0..1. */
  threshold?: number;
  /** Grows or shrinks the viewport, e.g. '0px 0px -10% 0px' to wait until it is a little way in. */
  rootMargin?: string;
}

/**
 * - `static`: shown as rendered (the first render, on the server too, and anything already in view or
 *   shown without motion when the page appears);
 * - `waiting`: hidden below the fold until it scrolls into view;
 * - `in`: scrolled into view and animated in, for good (scroll-in animations run once).
 */
export type InViewState = 'static' | 'waiting' | 'in';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether an element should wait hidden for its scroll-in animation. It renders shown (so prerendered
 * HTML and hydration agree and the first screen paints at once); the observer's first report hides it
 * if it is still out of view, which nobody sees, and a later report brings it in.
 */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  { threshold = 0.2, rootMargin = '0px' }: InViewOptions = {},
): InViewState {
  const [state, setState] = useState<InViewState>('static');

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible) {
          setState((current) => (current === 'waiting' ? 'in' : current));
          observer.disconnect();
        } else if (first) {
          setState('waiting');
        }
        first = false;
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);

  return state;
}
