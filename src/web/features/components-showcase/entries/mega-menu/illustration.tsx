import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A menu bar with one item open on a wide panel: two columns of links and a picture card. */
export function MegaMenuIllustration() {
  const { palette } = useTheme();
  const line = (x: number, y: number, width: number) => (
    <rect key={`${x}-${y}`} x={x} y={y} width={width} height="4" rx="2" fill={palette.grey[500]} />
  );
  return (
    <IllustrationSvg>
      <rect x="10" y="10" width="140" height="16" rx="4" fill={palette.grey[500]} opacity="0.35" />
      <rect x="40" y="14" width="24" height="8" rx="4" fill={palette.primary.main} />
      {line(72, 16, 20)}
      {line(100, 16, 20)}
      <rect
        x="10"
        y="32"
        width="140"
        height="60"
        rx="6"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="2"
      />
      {[42, 52, 62, 72].map((y) => line(20, y, 30))}
      {[42, 52, 62, 72].map((y) => line(60, y, 26))}
      <rect x="100" y="40" width="42" height="44" rx="4" fill={palette.primary.main} />
      <circle cx="112" cy="52" r="5" fill={palette.primary.contrastText} opacity="0.85" />
    </IllustrationSvg>
  );
}
