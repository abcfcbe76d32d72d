import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A folder tree: an open folder with files indented under it, the second file selected. */
export function TreeViewIllustration() {
  const { palette } = useTheme();
  const folder = (x: number, y: number) => (
    <path d={`M${x} ${y}h8l3 3h11v12h-22Z`} fill={palette.warning.main} />
  );
  return (
    <IllustrationSvg>
      {folder(24, 12)}
      <rect x="52" y="18" width="44" height="5" rx="2.5" fill={palette.grey[500]} />
      <path
        d="M35 30v44M35 44h12M35 60h12M35 74h12"
        fill="none"
        stroke={palette.grey[500]}
        strokeWidth="1.5"
        opacity="0.6"
      />
      <rect x="44" y="53" width="100" height="14" rx="4" fill={palette.primary.main} opacity="0.16" />
      {[38, 54, 70].map((y) => (
        <g key={y}>
          <rect
            x="50"
            y={y}
            width="10"
            height="12"
            rx="1.5"
            fill={y === 54 ? palette.primary.main : palette.grey[500]}
          />
          <rect
            x="66"
            y={y + 4}
            width="48"
            height="4"
            rx="2"
            fill={y === 54 ? palette.primary.main : palette.grey[500]}
          />
        </g>
      ))}
      {folder(24, 84)}
    </IllustrationSvg>
  );
}
