import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A checked, an indeterminate and an empty box, each with a line of label. */
export function CheckboxIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="30" y="18" width="18" height="18" rx="4" fill={palette.primary.main} />
      <path d="m34 27 4 4 7-8" fill="none" stroke={palette.primary.contrastText} strokeWidth="2.5" />
      <rect x="56" y="24" width="70" height="6" rx="3" fill={palette.grey[400]} />
      <rect x="30" y="42" width="18" height="18" rx="4" fill={palette.primary.main} />
      <path d="M34 51h10" stroke={palette.primary.contrastText} strokeWidth="2.5" />
      <rect x="56" y="48" width="56" height="6" rx="3" fill={palette.grey[400]} />
      <rect
        x="31"
        y="67"
        width="16"
        height="16"
        rx="4"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      <rect x="56" y="72" width="64" height="6" rx="3" fill={palette.grey[400]} />
    </IllustrationSvg>
  );
}
