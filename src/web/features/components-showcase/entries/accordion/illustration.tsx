import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Three stacked panels, the middle one open. */
export function AccordionIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="20" y="10" width="120" height="16" rx="4" fill={palette.grey[500]} opacity="0.32" />
      <rect x="20" y="30" width="120" height="42" rx="4" fill={palette.primary.main} opacity="0.16" />
      <rect x="28" y="36" width="60" height="6" rx="3" fill={palette.primary.main} />
      <rect x="28" y="50" width="96" height="4" rx="2" fill={palette.primary.main} opacity="0.48" />
      <rect x="28" y="59" width="72" height="4" rx="2" fill={palette.primary.main} opacity="0.48" />
      <path d="m124 41 4-4 4 4" fill="none" stroke={palette.primary.main} strokeWidth="2" />
      <rect x="20" y="76" width="120" height="16" rx="4" fill={palette.grey[500]} opacity="0.32" />
      <path d="m124 16 4 4 4-4M124 82l4 4 4-4" fill="none" stroke={palette.grey[500]} strokeWidth="2" />
    </IllustrationSvg>
  );
}
