import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Two speech bubbles, "A" and "文", with text lines running in opposite directions. */
export function MultiLanguageIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <path
        d="M20 18h62a6 6 0 0 1 6 6v30a6 6 0 0 1-6 6H40l-12 10V60h-8a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6Z"
        fill={palette.primary.main}
      />
      <path
        d="m38 50 13-26 13 26M43 41h16"
        fill="none"
        stroke={palette.primary.contrastText}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M78 40h62a6 6 0 0 1 6 6v30a6 6 0 0 1-6 6h-8v10l-12-10H78a6 6 0 0 1-6-6V46a6 6 0 0 1 6-6Z"
        fill={palette.grey[500]}
      />
      <rect x="84" y="52" width="50" height="5" rx="2.5" fill={palette.common.white} opacity="0.9" />
      <rect x="100" y="64" width="34" height="5" rx="2.5" fill={palette.common.white} opacity="0.9" />
    </IllustrationSvg>
  );
}
