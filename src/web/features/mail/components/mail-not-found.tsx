import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { mailBoxPath, allMailBox } from './mail-box';

/** An address under /dashboard/mail that names no label: said inside the mail screen, with the way to all mail. */
export function MailLabelNotFound({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <EmptyContent
      role="status"
      title={t('mail.labelNotFound.title')}
      description={
        <Stack sx={{ alignItems: 'center', gap: 2 }}>
          {t('mail.labelNotFound.hint', { label })}
          <Button component={RouterLink} to={mailBoxPath(allMailBox)} variant="outlined" color="inherit">
            {t('mail.labelNotFound.back')}
          </Button>
        </Stack>
      }
      sx={{ flexGrow: 1 }}
    />
  );
}
