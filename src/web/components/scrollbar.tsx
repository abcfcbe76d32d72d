import Box, { type BoxProps } from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

/** How long the scrollbar stays visible after scrolling stops. */
export const SCROLLBAR_HIDE_DELAY_MS = 500;

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/** Phones and tablets keep their own native scrolling. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * A scroll area with a thin scrollbar that shows while scrolling or pointing at it and hides
 * SCROLLBAR_HIDE_DELAY_MS after scrolling stops. Mobile user agents get the plain native scrollbar.
 */
export function Scrollbar({ children, sx, onScroll, ...other }: BoxProps) {
  const [mobile] = useState(() => typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent));
  const [scrolling, setScrolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (mobile) {
    return (
      <Box sx={[{ overflowY: 'auto', WebkitOverflowScrolling: 'touch' }, ...(Array.isArray(sx) ? sx : [sx])]} onScroll={onScroll} {...other}>
        {children}
      </Box>
    );
  }

  return (
    <Box
      data-scrolling={scrolling || undefined}
      onScroll={(event) => {
        setScrolling(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setScrolling(false), SCROLLBAR_HIDE_DELAY_MS);
        onScroll?.(event);
      }}
      sx={[
        (theme) => ({
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
          scrollbarColor: 'transparent transparent',
          transition: theme.transitions.create('scrollbar-color', { duration: theme.transitions.duration.shorter }),
          '&:hover, &:focus-within, &[data-scrolling]': {
            scrollbarColor: `${alpha(theme.palette.grey[500], 0.48)} transparent`,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {children}
    </Box>
  );
}
