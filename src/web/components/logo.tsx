import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** The product mark: a stylised spotlight "A" in the primary colour. */
export function Logo({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  const { light, main, dark } = theme.palette.primary;
  return (
    <Box component="span" sx={{ display: 'inline-flex', width: size, height: size }}>
      <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-beam" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <path d="M24 4 L42 44 H33 L24 22 L15 44 H6 Z" fill="url(#logo-beam)" />
        <rect x="16" y="31" width="16" height="5" rx="2.5" fill={main} />
      </svg>
    </Box>
  );
}
