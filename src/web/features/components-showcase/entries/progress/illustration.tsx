import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A ring three quarters full beside two bars, one further along than the other. */
export function ProgressIllustration() {
  const { palette } = useTheme();
  const track = alpha(palette.grey[500], 0.24);
  return (
    <IllustrationSvg>
      <circle cx="42" cy="50" r="22" fill="none" stroke={track} strokeWidth="8" />
      <path
        d="M42 28a22 22 0 1 1-22 22"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="8"
        strokeLinecap="round"
      />
      <rect x="80" y="36" width="64" height="8" rx="4" fill={track} />
      <rect x="80" y="36" width="44" height="8" rx="4" fill={palette.primary.main} />
      <rect x="80" y="58" width="64" height="8" rx="4" fill={track} />
      <rect x="80" y="58" width="22" height="8" rx="4" fill={palette.info.main} />
    </IllustrationSvg>
  );
}
