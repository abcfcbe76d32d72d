import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/icons';

/** A title above the message, a close button that really closes it, and an action button at the end. */
export function TitleActionDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [undone, setUndone] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        <AlertTitle>{t('components-showcase.alert.titleAction.infoTitle')}</AlertTitle>
        {t('components-showcase.alert.titleAction.infoText')}
      </Alert>
      <Collapse in={open}>
        <Alert
          severity="warning"
          action={
            <IconButton
              aria-label={t('components-showcase.alert.titleAction.close')}
              color="inherit"
              size="small"
              onClick={() => setOpen(false)}
            >
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
        >
          <AlertTitle>{t('components-showcase.alert.titleAction.warningTitle')}</AlertTitle>
          {t('components-showcase.alert.titleAction.warningText')}
        </Alert>
      </Collapse>
      <Button
        variant="outlined"
        disabled={open}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('components-showcase.alert.titleAction.reopen')}
      </Button>
      <Alert
        severity={undone ? 'info' : 'success'}
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => setUndone((value) => !value)}>
            {undone
              ? t('components-showcase.alert.titleAction.redo')
              : t('components-showcase.alert.titleAction.undo')}
          </Button>
        }
      >
        {undone
          ? t('components-showcase.alert.titleAction.restored')
          : t('components-showcase.alert.titleAction.deleted')}
      </Alert>
    </Stack>
  );
}
