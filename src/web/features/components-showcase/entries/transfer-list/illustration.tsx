import { useTheme } from '@mui/material/styles';
import { IllustrationSvg } from '@/web/features/components-showcase/components/illustration-svg';

/** Two lists with checkboxes and the arrows between them. */
export function TransferListIllustration() {
  const { palette } = useTheme();
  const list = (x: number, ticked: number[]) => (
    <g>
      <rect x={x} y="14" width="52" height="72" rx="6" fill={palette.grey[500]} opacity="0.16" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect
            x={x + 7}
            y={24 + row * 15}
            width="8"
            height="8"
            rx="2"
            fill={ticked.includes(row) ? palette.primary.main : 'none'}
            stroke={ticked.includes(row) ? palette.primary.main : palette.grey[500]}
            strokeWidth="1.5"
          />
          <rect x={x + 20} y={26 + row * 15} width="24" height="4" rx="2" fill={palette.grey[500]} />
        </g>
      ))}
    </g>
  );
  return (
    <IllustrationSvg>
      {list(14, [1])}
      {list(94, [])}
      <path d="m74 40 6 6-6 6M86 52l-6 6 6 6" fill="none" stroke={palette.primary.main} strokeWidth="2.5" />
    </IllustrationSvg>
  );
}
