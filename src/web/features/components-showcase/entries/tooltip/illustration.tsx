import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A dark label with an arrow, above the button it explains. */
export function TooltipIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="40" y="18" width="80" height="26" rx="6" fill={palette.grey[800]} />
      <path d="M74 44h12l-6 7Z" fill={palette.grey[800]} />
      <rect x="52" y="28" width="56" height="6" rx="3" fill={palette.common.white} opacity={0.9} />
      <rect x="50" y="58" width="60" height="24" rx="8" fill={palette.primary.main} />
      <rect x="62" y="67" width="36" height="6" rx="3" fill={palette.primary.contrastText} />
    </IllustrationSvg>
  );
}
