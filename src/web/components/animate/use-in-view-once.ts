import { useEffect, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible, 0..1. */
  threshold?: number;
  /** Grows or shrinks the viewport, e.g. '0px 0px -10% 0px' to wait until it is a little way in. */
  rootMargin?: string;
}

/**
 * True from the first time the element scrolls into view, and for good after that (SPEC §4: scroll-in
 * animations run once). Without IntersectionObserver the element counts as seen at once.
 */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  { threshold = 0.2, rootMargin = '0px' }: InViewOptions = {},
): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, seen, threshold, rootMargin]);

  return seen;
}
