import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridCell } from './grid-cell';

const spacings = [0, 1, 2, 3, 4, 5] as const;

/** `<Grid container spacing={n}>`: the gap between items is theme.spacing(n). */
export function SpacingDemo() {
  const { t } = useTranslation();
  const theme = useTheme();
  const labelId = useId();
  const [spacing, setSpacing] = useState(2);
  return (
    <>
      <Grid container spacing={spacing} data-testid="spacing-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={{ xs: 6, md: 4 }}>
            <GridCell>{`size={{ xs: 6, md: 4 }}`}</GridCell>
          </Grid>
        ))}
      </Grid>
      <Box
        sx={{
          mt: 3,
          p: 2,
          borderRadius: 1.5,
          bgcolor: alpha(theme.palette.grey[500], 0.08),
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={labelId} variant="subtitle2" component="p">
          {t('components-showcase.grid.spacing.label', { spacing, gap: theme.spacing(spacing) })}
        </Typography>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={String(spacing)}
          onChange={(_event, value) => setSpacing(Number(value))}
        >
          {spacings.map((value) => (
            <FormControlLabel key={value} value={String(value)} control={<Radio />} label={String(value)} />
          ))}
        </RadioGroup>
      </Box>
    </>
  );
}
