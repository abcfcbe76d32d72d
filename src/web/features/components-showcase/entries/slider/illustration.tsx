import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A slider with its value bubble, and a range slider with two thumbs below it. */
export function SliderIllustration() {
  const { palette } = useTheme();
  const track = alpha(palette.grey[500], 0.32);
  return (
    <IllustrationSvg>
      <rect x="16" y="44" width="128" height="4" rx="2" fill={track} />
      <rect x="16" y="44" width="76" height="4" rx="2" fill={palette.primary.main} />
      <circle cx="92" cy="46" r="8" fill={palette.primary.main} />
      <rect x="78" y="14" width="28" height="18" rx="4" fill={palette.grey[700]} />
      <path d="M88 32h8l-4 5Z" fill={palette.grey[700]} />
      <rect x="85" y="21" width="14" height="4" rx="2" fill={palette.common.white} />
      <rect x="16" y="74" width="128" height="4" rx="2" fill={track} />
      <rect x="44" y="74" width="62" height="4" rx="2" fill={palette.secondary.main} />
      <circle cx="44" cy="76" r="7" fill={palette.secondary.main} />
      <circle cx="106" cy="76" r="7" fill={palette.secondary.main} />
    </IllustrationSvg>
  );
}
