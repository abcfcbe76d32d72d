import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A filled, an outlined and a soft button, and a round action button. */
export function ButtonsIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="12" y="22" width="58" height="22" rx="6" fill={palette.primary.main} />
      <rect x="26" y="31" width="30" height="4" rx="2" fill={palette.primary.contrastText} />
      <rect
        x="80"
        y="22"
        width="58"
        height="22"
        rx="6"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="2"
      />
      <rect x="94" y="31" width="30" height="4" rx="2" fill={palette.primary.main} />
      <rect x="12" y="56" width="58" height="22" rx="6" fill={alpha(palette.primary.main, 0.16)} />
      <rect x="26" y="65" width="30" height="4" rx="2" fill={palette.primary.dark} />
      <circle cx="109" cy="67" r="14" fill={palette.secondary.main} />
      <path d="M109 60v14M102 67h14" stroke={palette.secondary.contrastText} strokeWidth="2.5" />
    </IllustrationSvg>
  );
}
