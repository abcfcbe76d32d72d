import Box, { type BoxProps } from '@mui/material/Box';
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
 * What is in view when the page appears, and everything with prefers-reduced-motion, is simply there.
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
  const state = useInViewOnce(ref, { threshold, rootMargin });
  const easing = 'cubic-bezier(0.4, 0, 0.2, 1)';

  // One style for all three states, switched by the data attribute: a state change only flips the
  // attribute, so React and emotion make no new styles while the page scrolls.
  return (
    <Box
      ref={ref}
      data-animate={state}
      sx={[
        {
          transition: 'none',
          '&[data-animate="waiting"]': { opacity: 0, transform: hidden[variant] },
          '&[data-animate="in"]': {
            transition: `opacity ${duration}ms ${easing} ${delay}ms, transform ${duration}ms ${easing} ${delay}ms`,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {children}
    </Box>
  );
}
