import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { GridCell } from './grid-cell';

/** The widest breakpoint the window reaches. */
function useCurrentBreakpoint(): Breakpoint {
  const { breakpoints } = useTheme();
  const sm = useMediaQuery(breakpoints.up('sm'));
  const md = useMediaQuery(breakpoints.up('md'));
  const lg = useMediaQuery(breakpoints.up('lg'));
  const xl = useMediaQuery(breakpoints.up('xl'));
  return xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : 'xs';
}

/** Items one to four in a row as the window widens: `size={{ xs: 12, sm: 6, md: 4, lg: 3 }}`. */
export function ResponsiveDemo() {
  const { t } = useTranslation();
  const { breakpoints } = useTheme();
  const current = useCurrentBreakpoint();
  return (
    <>
      <Typography
        variant="body2"
        sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {t('components-showcase.grid.responsive.current')}
        <Chip
          size="small"
          data-testid="current-breakpoint"
          label={`${current} (≥ ${breakpoints.values[current]} px)`}
          sx={{ fontFamily: 'monospace' }}
        />
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
