import { useEffect, useState } from 'react';

/**
 * Whether the element has come near the viewport (once it has, it stays so): a chart's code and drawing wait
 * for it, so a dashboard's first load carries none of the widgets below the fold. The ref is a callback: the
 * element often mounts later than its component (after a skeleton), and is observed from then on.
 */
export function useInView<T extends Element>(margin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  // Without an observer (an old browser, the tests' DOM) everything counts as in view.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, margin]);
  return [setElement, inView] as const;
}
