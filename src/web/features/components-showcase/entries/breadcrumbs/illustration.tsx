import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A trail of three crumbs, the last one (the current page) in the primary colour. */
export function BreadcrumbsIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="10" y="40" width="36" height="20" rx="6" fill={palette.grey[400]} />
      <circle cx="54" cy="50" r="2.5" fill={palette.grey[500]} />
      <rect x="62" y="40" width="36" height="20" rx="6" fill={palette.grey[400]} />
      <circle cx="106" cy="50" r="2.5" fill={palette.grey[500]} />
      <rect x="114" y="40" width="36" height="20" rx="6" fill={palette.primary.main} />
      <rect x="16" y="66" width="24" height="3" rx="1.5" fill={palette.grey[500]} />
      <rect x="68" y="66" width="24" height="3" rx="1.5" fill={palette.grey[500]} />
    </IllustrationSvg>
  );
}
