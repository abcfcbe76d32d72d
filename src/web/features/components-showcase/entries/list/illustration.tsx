import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function ListIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect
        x="20"
        y="10"
        width="120"
        height="80"
        rx="8"
        fill={palette.background.paper}
        stroke={palette.divider}
      />
      {[0, 1, 2, 3].map((index) => (
        <g key={index} transform={`translate(0 ${index * 18})`}>
          {index === 1 && (
            <rect x="24" y="17" width="112" height="16" rx="4" fill={palette.primary.main} opacity={0.16} />
          )}
          <circle cx="36" cy="25" r="4" fill={index === 1 ? palette.primary.main : palette.grey[500]} />
          <rect
            x="48"
            y="23"
            width={64 - index * 8}
            height="4"
            rx="2"
            fill={index === 1 ? palette.primary.dark : palette.grey[400]}
          />
        </g>
      ))}
    </IllustrationSvg>
  );
}
