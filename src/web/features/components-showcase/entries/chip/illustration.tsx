import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A filled chip with an avatar and a delete cross, and an outlined one. */
export function ChipIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="14" y="22" width="88" height="26" rx="13" fill={palette.primary.main} />
      <circle cx="27" cy="35" r="9" fill={palette.primary.lighter} />
      <rect x="42" y="32" width="36" height="6" rx="3" fill={palette.primary.contrastText} />
      <path d="m86 31 8 8m0-8-8 8" stroke={palette.primary.contrastText} strokeWidth="2" />
      <rect
        x="46"
        y="56"
        width="96"
        height="26"
        rx="13"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      <rect x="62" y="66" width="64" height="6" rx="3" fill={palette.grey[500]} />
    </IllustrationSvg>
  );
}
