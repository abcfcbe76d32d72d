import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function TypographyIllustration() {
  const { palette, typography } = useTheme();
  return (
    <IllustrationSvg>
      <text
        x="14"
        y="62"
        fontFamily={typography.fontFamily}
        fontWeight="700"
        fontSize="52"
        fill={palette.primary.main}
      >
        Aa
      </text>
      <rect x="92" y="24" width="54" height="9" rx="4" fill={palette.text.primary} />
      <rect x="92" y="42" width="44" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="92" y="54" width="50" height="6" rx="3" fill={palette.grey[400]} />
      <rect x="92" y="66" width="36" height="6" rx="3" fill={palette.grey[400]} />
    </IllustrationSvg>
  );
}
