import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

export function MenuIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="22" y="10" width="52" height="16" rx="5" fill={palette.primary.main} />
      <rect x="30" y="16" width="28" height="4" rx="2" fill={palette.primary.contrastText} />
      <rect
        x="22"
        y="32"
        width="96"
        height="60"
        rx="8"
        fill={palette.background.paper}
        stroke={palette.divider}
      />
      <rect x="26" y="52" width="88" height="14" rx="4" fill={palette.primary.main} opacity={0.16} />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x="34"
          y={41 + index * 18}
          width={60 - index * 10}
          height="4"
          rx="2"
          fill={index === 1 ? palette.primary.dark : palette.grey[400]}
        />
      ))}
    </IllustrationSvg>
  );
}
