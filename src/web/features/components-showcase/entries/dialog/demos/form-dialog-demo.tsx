import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog with a form: Enter or the button submits it, and the page shows what was sent. */
export function FormDialogDemo() {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubscribed(email.trim());
    setOpen(false);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography data-testid="subscribed-email">
        {subscribed
          ? t('components-showcase.dialog.form.subscribed', { email: subscribed })
          : t('components-showcase.dialog.form.notYet')}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('components-showcase.dialog.form.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
        slotProps={{ paper: { component: 'form', onSubmit: submit } }}
      >
        <DialogTitle id={titleId}>{t('components-showcase.dialog.form.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('components-showcase.dialog.form.text')}</DialogContentText>
          <TextField
            required
            fullWidth
            type="email"
            name="email"
            label={t('components-showcase.dialog.form.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={() => setOpen(false)}>
            {t('components-showcase.dialog.form.cancel')}
          </Button>
          <Button variant="contained" type="submit">
            {t('components-showcase.dialog.form.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
