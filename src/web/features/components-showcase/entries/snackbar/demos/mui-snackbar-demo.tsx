import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = { severity: AlertColor; key: 'saved' | 'failed' };

/**
 * MUI's own Snackbar, without the toaster: one message at a time, bottom centre, an Alert inside it with a
 * close button; it hides after 5 s, on Escape, or on the close button (a click elsewhere leaves it).
 */
export function MuiSnackbarDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ severity: 'success', key: 'saved' });
  const show = (next: Outcome) => {
    setOutcome(next);
    setOpen(true);
  };
  const close = (_?: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={() => show({ severity: 'success', key: 'saved' })}>
          {t('components-showcase.snackbar.mui.save')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => show({ severity: 'error', key: 'failed' })}>
          {t('components-showcase.snackbar.mui.send')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="snackbar-state">
        {t(`components-showcase.snackbar.mui.${open ? 'shown' : 'hidden'}`)}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={outcome.severity}
          onClose={close}
          sx={{ width: 1, boxShadow: 8 }}
          closeText={t('components-showcase.snackbar.mui.close')}
        >
          {t(`components-showcase.snackbar.mui.${outcome.key}`)}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
