import { useTheme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { pathIcon } from '@/web/components/path-icon';

const ChevronRight = pathIcon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
const DoubleChevronRight = pathIcon(
  'M6.41 6 5 7.41 9.58 12 5 16.59 6.41 18l6-6zm6.59 0-1.41 1.41L16.17 12l-4.58 4.59L13 18l6-6z',
);

interface ArrowProps extends SvgIconProps {
  /** Which list it points to: the one at the reading end (`end`) or the start. */
  towards: 'start' | 'end';
  double?: boolean;
}

/** An arrow towards a list: the lists swap sides in right-to-left, so the arrow follows the direction. */
export function TransferArrow({ towards, double = false, sx, ...props }: ArrowProps) {
  const theme = useTheme();
  const pointsLeft = (towards === 'start') !== (theme.direction === 'rtl');
  const Icon = double ? DoubleChevronRight : ChevronRight;
  return (
    <Icon
      {...props}
      sx={[{ transform: pointsLeft ? 'scaleX(-1)' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
