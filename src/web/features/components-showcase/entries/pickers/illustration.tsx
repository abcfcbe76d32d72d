import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A month's calendar with one day picked, beside a clock. */
export function PickersIllustration() {
  const { palette } = useTheme();
  const days = Array.from({ length: 20 }, (_, index) => index);
  return (
    <IllustrationSvg>
      <rect
        x="14"
        y="14"
        width="84"
        height="74"
        rx="8"
        fill={palette.background.paper}
        stroke={palette.divider}
      />
      <rect x="14" y="14" width="84" height="16" rx="8" fill={palette.primary.main} />
      {days.map((day) => (
        <circle
          key={day}
          cx={26 + (day % 5) * 15}
          cy={42 + Math.floor(day / 5) * 12}
          r={day === 8 ? 5.5 : 2.5}
          fill={day === 8 ? palette.primary.main : palette.grey[500]}
        />
      ))}
      <circle
        cx="126"
        cy="52"
        r="22"
        fill={alpha(palette.grey[500], 0.16)}
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      <path
        d="M126 38v14l10 6"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </IllustrationSvg>
  );
}
