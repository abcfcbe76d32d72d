import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A vertical line of dots in the theme's colours, with text on alternating sides. */
export function TimelineIllustration() {
  const { palette } = useTheme();
  const dots = [palette.primary.main, palette.success.main, palette.warning.main, palette.error.main];
  return (
    <IllustrationSvg>
      <rect x="79" y="14" width="2" height="72" fill={palette.grey[500]} opacity="0.5" />
      {dots.map((color, index) => {
        const y = 18 + index * 21;
        const left = index % 2 === 0;
        return (
          <g key={color}>
            <circle cx="80" cy={y} r="6" fill={color} />
            <rect x={left ? 92 : 28} y={y - 5} width="40" height="4" rx="2" fill={palette.grey[500]} />
            <rect
              x={left ? 92 : 40}
              y={y + 2}
              width="28"
              height="3"
              rx="1.5"
              fill={palette.grey[500]}
              opacity="0.6"
            />
          </g>
        );
      })}
    </IllustrationSvg>
  );
}
