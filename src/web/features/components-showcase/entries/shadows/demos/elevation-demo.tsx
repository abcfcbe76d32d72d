import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A sample card whose elevation follows the slider: theme.shadows[elevation]. */
export function ElevationDemo() {
  const { t } = useTranslation();
  const { shadows } = useTheme();
  const labelId = useId();
  const [elevation, setElevation] = useState(8);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography id={labelId} variant="subtitle2" component="p">
          {t('components-showcase.shadows.elevation.label')}
        </Typography>
        <Slider
          value={elevation}
          min={0}
          max={shadows.length - 1}
          step={1}
          marks
          valueLabelDisplay="auto"
          onChange={(_event, value) => setElevation(value)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </Box>
      <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
        <Paper
          elevation={elevation}
          data-testid="elevation-sample"
          sx={{ width: 1, maxWidth: 280, p: 3, borderRadius: 2, textAlign: 'center' }}
        >
          <Typography variant="h3" component="p" sx={{ fontFamily: 'monospace' }}>
            {elevation}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {`elevation={${elevation}}`}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
