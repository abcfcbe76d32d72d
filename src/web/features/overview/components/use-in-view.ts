import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the viewport (once it has, it stays so): a chart's code and drawing wait
 * for it, so a dashboard's first load carries none of the widgets below the fold.
 */
export function useInView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, margin]);
  return [ref, inView] as const;
}
