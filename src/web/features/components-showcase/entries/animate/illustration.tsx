import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A card sliding into place, its earlier positions fading behind it. */
export function AnimateIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="20" y="30" width="40" height="40" rx="8" fill={palette.primary.main} opacity="0.15" />
      <rect x="44" y="30" width="40" height="40" rx="8" fill={palette.primary.main} opacity="0.35" />
      <rect x="70" y="30" width="40" height="40" rx="8" fill={palette.primary.main} opacity="0.6" />
      <rect x="100" y="30" width="40" height="40" rx="8" fill={palette.primary.main} />
      <path
        d="M110 50h20m-7-7 7 7-7 7"
        fill="none"
        stroke={palette.primary.contrastText}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24 82h112" stroke={palette.grey[500]} strokeWidth="2" strokeDasharray="4 4" />
    </IllustrationSvg>
  );
}
