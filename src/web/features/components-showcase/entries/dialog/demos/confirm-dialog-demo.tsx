import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';

type Outcome = 'none' | 'deleted' | 'kept';

/** The product's own ConfirmDialog: it asks before something that cannot be undone. */
export function ConfirmDialogDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('none');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography data-testid="confirm-outcome">
        {t(`components-showcase.dialog.confirm.outcome.${outcome}`)}
      </Typography>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        {t('components-showcase.dialog.confirm.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('components-showcase.dialog.confirm.dialogTitle')}
        text={t('components-showcase.dialog.confirm.text')}
        cancelLabel={t('components-showcase.dialog.confirm.cancel')}
        confirmLabel={t('components-showcase.dialog.confirm.confirm')}
        pending={false}
        onConfirm={() => {
          setOutcome('deleted');
          setOpen(false);
        }}
        onClose={() => {
          setOutcome('kept');
          setOpen(false);
        }}
      />
    </Stack>
  );
}
