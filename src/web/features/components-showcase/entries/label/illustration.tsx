import { alpha, useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function LabelIllustration() {
  const { palette } = useTheme();
  const colors = [palette.success.main, palette.warning.main, palette.error.main] as const;
  return (
    <IllustrationSvg>
      {colors.map((color, index) => (
        <g key={index} transform={`translate(${24 + (index % 2) * 18} ${16 + index * 26})`}>
          <rect width="76" height="18" rx="5" fill={alpha(color, 0.2)} />
          <circle cx="12" cy="9" r="4" fill={color} />
          <rect x="22" y="7" width={40 - index * 6} height="4" rx="2" fill={color} />
        </g>
      ))}
    </IllustrationSvg>
  );
}
