import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** The product mark: a stylised spotlight "A" in the primary colour. */
export function Logo({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  const { light, main, dark } = theme.palette.primary;
  // Each logo its own gradient: with a shared id, a logo would paint with another's, and not at all while
  // that one is hidden (a page printed without its sidebar).
  const beam = `logo-beam-${useId()}`;
  return (
    <Box component="span" sx={{ display: 'inline-flex', width: size, height: size }}>
      <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={beam} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <path d="M24 4 L42 44 H33 L24 22 L15 44 H6 Z" fill={`url(#${beam})`} />
        <rect x="16" y="31" width="16" height="5" rx="2.5" fill={main} />
      </svg>
    </Box>
  );
}
