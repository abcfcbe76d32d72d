import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Two fields: one focused with its label raised and a caret, one in error with its message below. */
export function TextfieldIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="20"
        y="16"
        width="120"
        height="28"
        rx="6"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="2"
      />
      <rect x="28" y="12" width="36" height="8" fill={palette.background.paper} />
      <rect x="30" y="14" width="32" height="4" rx="2" fill={palette.primary.main} />
      <rect x="30" y="27" width="52" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="86" y="24" width="2" height="12" fill={palette.primary.main} />
      <rect
        x="20"
        y="56"
        width="120"
        height="28"
        rx="6"
        fill="none"
        stroke={palette.error.main}
        strokeWidth="2"
      />
      <rect x="30" y="67" width="40" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="24" y="89" width="64" height="4" rx="2" fill={palette.error.main} />
    </IllustrationSvg>
  );
}
