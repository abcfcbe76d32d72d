import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A row of three tabs, the first one underlined, over the panel it shows. */
export function TabsIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="24" y="22" width="28" height="6" rx="3" fill={palette.primary.main} />
      <rect x="66" y="22" width="28" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="108" y="22" width="28" height="6" rx="3" fill={palette.grey[500]} />
      <rect x="16" y="34" width="128" height="2" fill={palette.grey[500]} opacity="0.32" />
      <rect x="16" y="33" width="44" height="4" rx="2" fill={palette.primary.main} />
      <rect x="16" y="44" width="128" height="44" rx="6" fill={palette.grey[500]} opacity="0.16" />
      <rect x="26" y="54" width="72" height="5" rx="2.5" fill={palette.grey[500]} />
      <rect x="26" y="66" width="104" height="4" rx="2" fill={palette.grey[500]} opacity="0.6" />
      <rect x="26" y="75" width="84" height="4" rx="2" fill={palette.grey[500]} opacity="0.6" />
    </IllustrationSvg>
  );
}
