import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** A table: a header row, then rows, the second one selected with a ticked box. */
export function TableIllustration() {
  const { palette } = useTheme();
  return (
    <IllustrationSvg>
      <rect x="16" y="12" width="128" height="76" rx="6" fill={palette.grey[500]} opacity="0.16" />
      <rect x="16" y="12" width="128" height="16" rx="6" fill={palette.grey[500]} opacity="0.4" />
      <rect x="16" y="46" width="128" height="14" fill={palette.primary.main} opacity="0.16" />
      {[32, 46, 60, 74].map((y) => (
        <g key={y}>
          <rect
            x="24"
            y={y + 3}
            width="8"
            height="8"
            rx="2"
            fill={y === 46 ? palette.primary.main : 'none'}
            stroke={y === 46 ? palette.primary.main : palette.grey[500]}
            strokeWidth="1.5"
          />
          <rect x="40" y={y + 5} width="44" height="4" rx="2" fill={palette.grey[500]} />
          <rect x="104" y={y + 5} width="30" height="4" rx="2" fill={palette.grey[500]} opacity="0.6" />
        </g>
      ))}
    </IllustrationSvg>
  );
}
