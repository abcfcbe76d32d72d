import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A group of overlapping round avatars ending in a "+" counter. */
export function AvatarIllustration() {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.info.main, palette.warning.main];
  return (
    <IllustrationSvg>
      {colors.map((color, index) => (
        <g key={color}>
          <circle
            cx={36 + index * 28}
            cy="50"
            r="19"
            fill={color}
            stroke={palette.background.paper}
            strokeWidth="3"
          />
          <circle cx={36 + index * 28} cy="45" r="6" fill={palette.common.white} opacity="0.85" />
          <path d={`M${25 + index * 28} 62a11 9 0 0 1 22 0`} fill={palette.common.white} opacity="0.85" />
        </g>
      ))}
      <circle
        cx="120"
        cy="50"
        r="19"
        fill={palette.grey[500]}
        stroke={palette.background.paper}
        strokeWidth="3"
      />
      <path d="M114 50h12M120 44v12" stroke={palette.common.white} strokeWidth="3" strokeLinecap="round" />
    </IllustrationSvg>
  );
}
