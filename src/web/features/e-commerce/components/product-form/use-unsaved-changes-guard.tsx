import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the form asks first: a move to another screen of the app shows a dialog (stay or leave),
 * a reload or closing the tab the browser's own question. `release()` lets the next move through without asking
 * (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const id = useId();
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const dialog = (
    <Dialog open={open} onClose={stay} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('product-form.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('product-form.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={stay}>
          {t('product-form.leave.stay')}
        </Button>
        <Button variant="contained" color="error" onClick={() => blocker.proceed?.()}>
          {t('product-form.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}
