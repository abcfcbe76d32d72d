import Box from '@mui/material/Box';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { progressColors } from './progress-colors';

/** A bar with its percentage at its end. */
function LinearProgressWithLabel({ value, ...props }: LinearProgressProps & { value: number }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress variant="determinate" value={value} {...props} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 40 }}>
        {`${Math.round(value)}%`}
      </Typography>
    </Stack>
  );
}

/**
 * Indeterminate in every colour; determinate; buffer (a second, lighter bar for what is loaded ahead, as a
 * video does); a taller bar with its percentage.
 */
export function LinearProgressDemo() {
  const { t } = useTranslation();
  const loading = t('components-showcase.progress.loading');
  return (
    <Stack spacing={3}>
      {progressColors.map((color) => (
        <LinearProgress key={color} color={color} aria-label={`${loading} (${color})`} />
      ))}
      <LinearProgress
        variant="determinate"
        value={60}
        aria-label={t('components-showcase.progress.percentDone', { value: 60 })}
      />
      <LinearProgress
        variant="buffer"
        value={40}
        valueBuffer={70}
        color="info"
        aria-label={t('components-showcase.progress.buffer', { value: 40, buffer: 70 })}
      />
      <LinearProgressWithLabel
        value={72}
        color="success"
        sx={{ height: 10, borderRadius: 5 }}
        aria-label={t('components-showcase.progress.percentDone', { value: 72 })}
      />
    </Stack>
  );
}
