import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Bars with a line over them, and a small ring. */
export function ChartIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <path d="M24 80h88" stroke={palette.grey[500]} strokeWidth="2" />
      {[30, 48, 66, 84].map((x, index) => (
        <rect
          key={x}
          x={x}
          y={62 - index * 10}
          width="12"
          height={18 + index * 10}
          rx="2"
          fill={palette.grey[400]}
        />
      ))}
      <path
        d="M28 58 46 44l18 6 18-18 18-8"
        fill="none"
        stroke={palette.primary.main}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="130" cy="40" r="14" fill="none" stroke={palette.grey[400]} strokeWidth="8" />
      <path d="M130 26a14 14 0 0 1 13 19" fill="none" stroke={palette.warning.main} strokeWidth="8" />
    </IllustrationSvg>
  );
}
