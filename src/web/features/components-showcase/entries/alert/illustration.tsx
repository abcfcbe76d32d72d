import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Three alert bars in the severity colours, each with its round icon. */
export function AlertIllustration() {
  const { palette } = useTheme();
  const colors = [palette.success.main, palette.warning.main, palette.error.main];
  return (
    <IllustrationSvg>
      {colors.map((color, index) => (
        <g key={color} transform={`translate(16 ${12 + index * 27})`}>
          <rect width="128" height="22" rx="5" fill={color} opacity="0.18" />
          <circle cx="12" cy="11" r="5" fill={color} />
          <rect x="24" y="8.5" width={index === 1 ? 70 : 88} height="5" rx="2.5" fill={color} opacity="0.8" />
        </g>
      ))}
    </IllustrationSvg>
  );
}
