import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function DialogIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="4" y="4" width="152" height="92" rx="8" fill={alpha(palette.grey[500], 0.24)} />
      <rect
        x="30"
        y="18"
        width="100"
        height="64"
        rx="8"
        fill={palette.background.paper}
        stroke={palette.divider}
      />
      <rect x="40" y="28" width="50" height="7" rx="3.5" fill={palette.text.primary} opacity={0.8} />
      <rect x="40" y="42" width="80" height="4" rx="2" fill={palette.grey[400]} />
      <rect x="40" y="50" width="64" height="4" rx="2" fill={palette.grey[400]} />
      <rect x="76" y="64" width="20" height="10" rx="4" fill={palette.grey[400]} opacity={0.6} />
      <rect x="100" y="64" width="22" height="10" rx="4" fill={palette.primary.main} />
    </IllustrationSvg>
  );
}
