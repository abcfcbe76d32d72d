import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Illustration } from '@/web/components/illustration';

/** "404" drawn in strokes, a magnifying glass searching the zero. */
export function PageNotFoundIllustration() {
  const { palette } = useTheme();
  const digits = `${useId()}-digits`;
  const ink = palette.mode === 'light' ? palette.grey[800] : palette.grey[300];
  const stroke = {
    fill: 'none',
    stroke: `url(#${digits})`,
    strokeWidth: 30,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <Illustration name="page-not-found">
      <defs>
        <linearGradient id={digits} x1="0" y1="96" x2="0" y2="264" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={palette.primary.light} />
          <stop offset="1" stopColor={palette.primary.dark} />
        </linearGradient>
      </defs>
      <path d="M150 262V98L72 210h100" {...stroke} />
      <ellipse cx="240" cy="180" rx="32" ry="70" {...stroke} />
      <path d="M386 262V98l-78 112h100" {...stroke} />
      <circle
        cx="270"
        cy="214"
        r="34"
        fill={alpha(palette.background.paper, 0.72)}
        stroke={ink}
        strokeWidth="10"
      />
      <path
        d="M252 200a20 20 0 0 1 16-10"
        fill="none"
        stroke={palette.primary.lighter}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M295 239l27 27" stroke={ink} strokeWidth="16" strokeLinecap="round" />
      <circle cx="92" cy="82" r="8" fill={palette.warning.main} />
      <circle cx="410" cy="66" r="6" fill={palette.info.main} />
      <circle cx="436" cy="226" r="5" fill={palette.error.light} />
      <path d="M60 150v14M53 157h14" stroke={palette.primary.main} strokeWidth="4" strokeLinecap="round" />
    </Illustration>
  );
}
