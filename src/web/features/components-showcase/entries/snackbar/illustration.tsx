import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A page with two toasts stacked in its corner, one with a button. */
export function SnackbarIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="4" y="4" width="152" height="92" rx="8" fill={alpha(palette.grey[500], 0.12)} />
      <rect x="58" y="46" width="90" height="18" rx="5" fill={palette.success.darker} />
      <circle cx="68" cy="55" r="4" fill={palette.common.white} />
      <rect x="77" y="53" width="44" height="4" rx="2" fill={palette.common.white} opacity={0.9} />
      <rect x="58" y="70" width="90" height="18" rx="5" fill={palette.grey[800]} />
      <rect x="66" y="77" width="42" height="4" rx="2" fill={palette.common.white} opacity={0.9} />
      <rect x="122" y="75" width="20" height="8" rx="3" fill={palette.primary.light} />
    </IllustrationSvg>
  );
}
