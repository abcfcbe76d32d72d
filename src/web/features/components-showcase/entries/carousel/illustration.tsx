import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A picture between two arrows, the next ones peeking out, dots below. */
export function CarouselIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="6" y="24" width="22" height="46" rx="4" fill={palette.grey[500]} opacity="0.5" />
      <rect x="132" y="24" width="22" height="46" rx="4" fill={palette.grey[500]} opacity="0.5" />
      <rect x="36" y="16" width="88" height="62" rx="6" fill={palette.primary.main} />
      <circle cx="58" cy="36" r="7" fill={palette.primary.contrastText} opacity="0.85" />
      <path d="m44 70 22-20 14 12 12-10 24 18Z" fill={palette.primary.contrastText} opacity="0.85" />
      <path
        d="m20 40-6 7 6 7M140 40l6 7-6 7"
        fill="none"
        stroke={palette.background.paper}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[68, 80, 92].map((cx, index) => (
        <circle
          key={cx}
          cx={cx}
          cy="88"
          r="3.5"
          fill={index === 0 ? palette.primary.main : palette.grey[500]}
        />
      ))}
    </IllustrationSvg>
  );
}
