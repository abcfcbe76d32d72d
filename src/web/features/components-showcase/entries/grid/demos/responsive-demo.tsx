import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GridCell } from './grid-cell';

const breakpointKeys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Items one to four in a row as the window widens: `size={{ xs: 12, sm: 6, md: 4, lg: 3 }}`. */
export function ResponsiveDemo() {
  const { t } = useTranslation();
  const { breakpoints } = useTheme();
  return (
    <>
      <Typography
        variant="body2"
        component="div"
        sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {t('components-showcase.grid.responsive.current')}
        {/* One label per breakpoint, the window's own shown by CSS: right from the first paint, no script needed. */}
        {breakpointKeys.map((key, index) => (
          <Box
            key={key}
            component="span"
            sx={{
              display: 'none',
              [breakpoints.only(key)]: { display: 'inline-flex' },
              ...(index === breakpointKeys.length - 1
                ? { [breakpoints.up(key)]: { display: 'inline-flex' } }
                : {}),
            }}
          >
            <Chip
              size="small"
              data-testid="current-breakpoint"
              label={`${key} (≥ ${breakpoints.values[key]} px)`}
              sx={{ fontFamily: 'monospace' }}
            />
          </Box>
        ))}
      </Typography>
      <Grid container spacing={2}>
        {Array.from({ length: 8 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <GridCell>{index + 1}</GridCell>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
