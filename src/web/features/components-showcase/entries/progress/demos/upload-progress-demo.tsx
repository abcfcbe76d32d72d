import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type UploadState = 'idle' | 'uploading' | 'done' | 'cancelled';

const step = 10;
const tickMs = 250;

/** A simulated upload: the bar and the ring fill in steps to 100 %, then it says it is done. */
export function UploadProgressDemo() {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>('idle');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (state !== 'uploading') return;
    const timer = setInterval(() => {
      setProgress((value) => {
        const next = Math.min(100, value + step);
        if (next === 100) setState('done');
        return next;
      });
    }, tickMs);
    return () => clearInterval(timer);
  }, [state]);

  const start = () => {
    setProgress(0);
    setState('uploading');
  };
  const label = t('components-showcase.progress.upload.label', { value: progress });
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={progress}
            size={56}
            color={state === 'done' ? 'success' : 'primary'}
            aria-label={label}
          />
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
              {`${progress}%`}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-word' }}>
            annual-report-2026.pdf
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            color={state === 'done' ? 'success' : 'primary'}
            aria-label={label}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </Box>
      </Stack>
      <Typography role="status" data-testid="upload-status" sx={{ color: 'text.secondary' }}>
        {t(`components-showcase.progress.upload.status.${state}`, { value: progress })}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={start} disabled={state === 'uploading'}>
          {t(`components-showcase.progress.upload.${state === 'idle' ? 'start' : 'again'}`)}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setState('cancelled')}
          disabled={state !== 'uploading'}
        >
          {t('components-showcase.progress.upload.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
