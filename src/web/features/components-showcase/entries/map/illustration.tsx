import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Two land masses on a sea, with a pin on one of them. */
export function MapIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="16" y="14" width="128" height="72" rx="6" fill={palette.grey[300]} />
      <path d="M28 34c10-10 26-8 32 2s-2 22 6 28-8 14-22 10-20-18-16-26-6-8 0-14Z" fill={palette.grey[500]} />
      <path d="M84 28c14-6 34-4 44 6s4 22-6 28-18 2-24 10-22 2-20-12 0-26 6-32Z" fill={palette.grey[500]} />
      <path
        d="M106 22c-7 0-12 5-12 12 0 9 12 20 12 20s12-11 12-20c0-7-5-12-12-12Z"
        fill={palette.primary.main}
      />
      <circle cx="106" cy="34" r="4.5" fill={palette.primary.contrastText} />
    </IllustrationSvg>
  );
}
