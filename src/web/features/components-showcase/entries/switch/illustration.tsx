import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Two settings rows: one switched on, one off. */
export function SwitchIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="20" y="29" width="60" height="6" rx="3" fill={palette.grey[400]} />
      <rect x="100" y="22" width="40" height="20" rx="10" fill={alpha(palette.primary.main, 0.5)} />
      <circle cx="130" cy="32" r="8" fill={palette.primary.main} />
      <rect x="20" y="65" width="48" height="6" rx="3" fill={palette.grey[400]} />
      <rect x="100" y="58" width="40" height="20" rx="10" fill={palette.grey[400]} />
      <circle cx="110" cy="68" r="8" fill={palette.grey[100]} stroke={palette.grey[500]} />
    </IllustrationSvg>
  );
}
