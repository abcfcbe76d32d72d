import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

const cells = [
  [14, 14, 132],
  [14, 40, 64],
  [82, 40, 64],
  [14, 66, 41],
  [59, 66, 42],
  [105, 66, 41],
] as const;

export function GridIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      {cells.map(([x, y, width], index) => (
        <rect
          key={index}
          x={x}
          y={y}
          width={width}
          height="20"
          rx="4"
          fill={index === 0 ? palette.primary.main : palette.primary.light}
          opacity={index === 0 ? 1 : 0.6}
        />
      ))}
    </IllustrationSvg>
  );
}
