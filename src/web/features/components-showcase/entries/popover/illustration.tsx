import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A button with a card floating below it, joined by a small notch. */
export function PopoverIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="22" y="14" width="44" height="16" rx="6" fill={palette.primary.main} />
      <rect x="30" y="20" width="28" height="4" rx="2" fill={palette.primary.contrastText} />
      <path d="M38 38l6-6 6 6Z" fill={palette.background.paper} stroke={palette.divider} />
      <rect
        x="22"
        y="38"
        width="116"
        height="50"
        rx="8"
        fill={palette.background.paper}
        stroke={palette.divider}
      />
      <rect x="34" y="50" width="60" height="6" rx="3" fill={palette.text.primary} opacity={0.8} />
      <rect x="34" y="62" width="92" height="4" rx="2" fill={palette.grey[400]} />
      <rect x="34" y="72" width="74" height="4" rx="2" fill={palette.grey[400]} />
    </IllustrationSvg>
  );
}
