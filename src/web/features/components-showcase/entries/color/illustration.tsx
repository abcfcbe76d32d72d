import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function ColorIllustration() {
  const { palette } = useTheme();
  const colors = [
    palette.primary,
    palette.secondary,
    palette.info,
    palette.success,
    palette.warning,
    palette.error,
  ];
  return (
    <IllustrationSvg>
      {colors.map((color, index) => (
        <g key={index} transform={`translate(${14 + index * 23} 18)`}>
          <rect width="18" height="40" rx="5" fill={color.main} />
          <rect y="44" width="18" height="9" rx="3" fill={color.light} />
          <rect y="56" width="18" height="9" rx="3" fill={color.dark} />
        </g>
      ))}
    </IllustrationSvg>
  );
}
