import { alpha, useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface IllustrationProps {
  /** Names the picture for tests (`data-illustration`); it is decorative, so screen readers skip it. */
  name: string;
  width?: number;
  height?: number;
  children: ReactNode;
}

/**
 * The frame every illustration shares: a 480x360 canvas with a soft primary-tinted backdrop and a
 * ground shadow, drawn in the theme's colours. It scales down with its container.
 */
export function Illustration({ name, width = 320, height = 240, children }: IllustrationProps) {
  const theme = useTheme();
  const backdrop = `${useId()}-backdrop`;
  return (
    <svg
      viewBox="0 0 480 360"
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', flexShrink: 0 }}
    >
      <defs>
        <linearGradient id={backdrop} x1="0" y1="0" x2="0" y2="1">
          <stop
            offset="0"
            stopColor={theme.palette.primary.main}
            stopOpacity={theme.palette.mode === 'light' ? 0.2 : 0.28}
          />
          <stop offset="1" stopColor={theme.palette.primary.main} stopOpacity={0} />
        </linearGradient>
      </defs>
      <path
        d="M240 36c84 0 172 32 192 112s-32 158-122 178-214 2-254-68S36 112 88 72s68-36 152-36Z"
        fill={`url(#${backdrop})`}
      />
      <ellipse cx="240" cy="304" rx="172" ry="14" fill={alpha(theme.palette.grey[500], 0.24)} />
      {children}
    </svg>
  );
}
