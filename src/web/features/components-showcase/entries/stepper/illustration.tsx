import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Three numbered steps joined by lines: the first done, the second current, the third ahead. */
export function StepperIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <path d="M40 44h30M90 44h30" stroke={palette.divider} strokeWidth="3" />
      <circle cx="30" cy="44" r="11" fill={palette.primary.main} />
      <path d="m25 44 4 4 7-8" fill="none" stroke={palette.primary.contrastText} strokeWidth="2.5" />
      <circle cx="80" cy="44" r="11" fill={palette.primary.main} />
      <rect x="78" y="38" width="4" height="12" rx="1" fill={palette.primary.contrastText} />
      <circle cx="130" cy="44" r="11" fill={palette.grey[500]} />
      <rect x="16" y="64" width="28" height="5" rx="2.5" fill={palette.grey[500]} />
      <rect x="66" y="64" width="28" height="5" rx="2.5" fill={palette.text.primary} opacity={0.8} />
      <rect x="116" y="64" width="28" height="5" rx="2.5" fill={palette.grey[500]} />
    </IllustrationSvg>
  );
}
