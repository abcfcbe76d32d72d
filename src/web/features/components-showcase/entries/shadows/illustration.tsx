import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function ShadowsIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${20 + index * 42} ${22 - index * 4})`}>
          <rect
            x={2 + index * 2}
            y={6 + index * 3}
            width="34"
            height="50"
            rx="7"
            fill={palette.grey[500]}
            opacity={0.16 + index * 0.1}
          />
          <rect width="34" height="50" rx="7" fill={palette.background.paper} stroke={palette.divider} />
          <rect
            x="7"
            y="9"
            width="20"
            height="5"
            rx="2.5"
            fill={index === 2 ? palette.primary.main : palette.grey[400]}
          />
        </g>
      ))}
    </IllustrationSvg>
  );
}
