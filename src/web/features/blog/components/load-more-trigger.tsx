import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

interface LoadMoreTriggerProps {
  /** Called when the end of the list comes near the viewport. */
  onVisible(): void;
  /** Changes whenever the list grows, so a trigger still in view asks again. */
  itemCount: number;
}

/** An invisible line under a list that asks for more as the reader scrolls towards it. */
export function LoadMoreTrigger({ onVisible, itemCount }: LoadMoreTriggerProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) onVisible();
    }, { rootMargin: '0px 0px 400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [itemCount, onVisible]);

  return <Box ref={ref} aria-hidden sx={{ height: 1 }} />;
}
