import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A bell with a count badge, and an envelope with a dot. */
export function BadgeIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <path
        d="M52 30a14 14 0 0 0-14 14v14l-6 8h40l-6-8V44a14 14 0 0 0-14-14Zm-6 40a6 6 0 0 0 12 0Z"
        fill={palette.grey[500]}
      />
      <rect x="58" y="20" width="26" height="18" rx="9" fill={palette.error.main} />
      <path d="M67 25v8M71 25h4v8" stroke={palette.error.contrastText} strokeWidth="2" fill="none" />
      <rect x="94" y="40" width="40" height="28" rx="4" fill={palette.grey[500]} />
      <path d="m96 44 18 12 18-12" fill="none" stroke={palette.background.paper} strokeWidth="2.5" />
      <circle
        cx="134"
        cy="40"
        r="6"
        fill={palette.primary.main}
        stroke={palette.background.paper}
        strokeWidth="2"
      />
    </IllustrationSvg>
  );
}
