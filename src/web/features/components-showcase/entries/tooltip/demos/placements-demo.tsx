import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

type Placement = NonNullable<TooltipProps['placement']>;

// prettier-ignore
// The five-by-five grid of the buttons on a wide screen: each sits on the side its tooltip opens towards.
const grid: (Placement | null)[] = [
  null, 'top-start', 'top', 'top-end', null,
  'left-start', null, null, null, 'right-start',
  'left', null, null, null, 'right',
  'left-end', null, null, null, 'right-end',
  null, 'bottom-start', 'bottom', 'bottom-end', null,
];

/** The twelve placements; each tooltip opens on hover and on keyboard focus. */
export function PlacementsDemo() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        maxWidth: 640,
        mx: 'auto',
      }}
    >
      {grid.map((placement, index) =>
        placement ? (
          <Tooltip
            describeChild
            key={placement}
            title={t('components-showcase.tooltip.placements.tooltip', { placement })}
            placement={placement}
          >
            <Button variant="outlined" color="inherit" sx={{ textTransform: 'none' }}>
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <Box key={index} sx={{ display: { xs: 'none', sm: 'block' } }} />
        ),
      )}
    </Box>
  );
}
