import Box, { type BoxProps } from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef } from 'react';
import { useInViewOnce, type InViewOptions } from './use-in-view-once';

export type AnimateVariant = 'fade' | 'fadeUp' | 'fadeDown' | 'fadeStart' | 'fadeEnd' | 'zoom';

// Written for left-to-right; the RTL style cache mirrors translateX, so "start" stays the reading start.
const hidden: Record<AnimateVariant, string> = {
  fade: 'none',
  fadeUp: 'translateY(40px)',
  fadeDown: 'translateY(-40px)',
  fadeStart: 'translateX(-40px)',
  fadeEnd: 'translateX(40px)',
  zoom: 'scale(0.85)',
};

export interface AnimateInViewProps extends BoxProps, InViewOptions {
  variant?: AnimateVariant;
  /** Milliseconds before it starts, to stagger siblings. */
  delay?: number;
  duration?: number;
}

/**
 * Fades (and moves) its children in the first time they scroll into view, then leaves them be.
 * With prefers-reduced-motion they are simply there. Keep the first screen's main content (the LCP
 * element) out of it: it starts invisible.
 */
export function AnimateInView({
  variant = 'fadeUp',
  delay = 0,
  duration = 600,
  threshold,
  rootMargin,
  sx,
  children,
  ...other
}: AnimateInViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const seen = useInViewOnce(ref, { threshold, rootMargin });
  const shown = reduceMotion || seen;
  const easing = 'cubic-bezier(0.4, 0, 0.2, 1)';

  return (
    <Box
      ref={ref}
      data-animate={shown ? 'in' : 'waiting'}
      sx={[
        {
          opacity: shown ? 1 : 0,
          transform: shown ? 'none' : hidden[variant],
          transition: reduceMotion
            ? 'none'
            : `opacity ${duration}ms ${easing} ${delay}ms, transform ${duration}ms ${easing} ${delay}ms`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {children}
    </Box>
  );
}
