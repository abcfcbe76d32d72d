import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Three options, the middle one chosen. */
export function RadioButtonIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      {[0, 1, 2].map((index) => {
        const chosen = index === 1;
        const y = 26 + index * 24;
        return (
          <g key={index}>
            <circle
              cx="40"
              cy={y}
              r="8"
              fill="none"
              stroke={chosen ? palette.primary.main : palette.grey[500]}
              strokeWidth="2"
            />
            {chosen && <circle cx="40" cy={y} r="4" fill={palette.primary.main} />}
            <rect x="56" y={y - 3} width={index === 1 ? 70 : 56} height="6" rx="3" fill={palette.grey[400]} />
          </g>
        );
      })}
    </IllustrationSvg>
  );
}
