import Box from '@mui/material/Box';
import CircularProgress, { type CircularProgressProps } from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { progressColors } from './progress-colors';

/** A determinate ring with its percentage in the middle. */
function CircularProgressWithLabel({ value, ...props }: CircularProgressProps & { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={value} size={56} {...props} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Indeterminate (it spins: the time left is unknown) in every colour and three sizes; determinate at fixed
 * values, bare and with its percentage. Each is named for assistive technology by `aria-label`.
 */
export function CircularProgressDemo() {
  const { t } = useTranslation();
  const loading = t('components-showcase.progress.loading');
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        {progressColors.map((color) => (
          <CircularProgress key={color} color={color} aria-label={`${loading} (${color})`} />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        {[24, 40, 56].map((size) => (
          <CircularProgress key={size} size={size} color="secondary" aria-label={`${loading} (${size} px)`} />
        ))}
        <CircularProgress size={40} thickness={6} color="info" aria-label={`${loading} (thickness 6)`} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        {[25, 50, 75, 100].map((value) => (
          <CircularProgress
            key={value}
            variant="determinate"
            value={value}
            color="success"
            aria-label={t('components-showcase.progress.percentDone', { value })}
          />
        ))}
        {[30, 80].map((value) => (
          <CircularProgressWithLabel
            key={value}
            value={value}
            aria-label={t('components-showcase.progress.percentDone', { value })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
