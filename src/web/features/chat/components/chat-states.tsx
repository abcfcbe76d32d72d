import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { ComposeIcon } from './chat-icons';

/** The pane beside the list when no conversation is open. */
export function PickConversation() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', pb: 4 }}>
      <EmptyContent title={t('chat.empty.title')} description={t('chat.empty.hint')} sx={{ height: 'auto' }} />
      <Button component={RouterLink} to={paths.dashboard.chat.newConversation} variant="contained" startIcon={<ComposeIcon />}>
        {t('chat.list.newConversation')}
      </Button>
    </Stack>
  );
}

/** A conversation key that names nothing the viewer may see: what the server said, and the way back. */
export function ConversationNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', pb: 4 }} data-testid="chat-not-found">
      <EmptyContent title={t('chat.notFound.title')} description={errorText(error)} sx={{ height: 'auto' }} />
      <Button component={RouterLink} to={paths.dashboard.chat.root} variant="outlined" color="inherit">
        {t('chat.notFound.back')}
      </Button>
    </Stack>
  );
}

/** Shown while a conversation loads. */
export function ConversationLoading() {
  return (
    <Stack sx={{ flexGrow: 1, p: 3, gap: 2 }} aria-busy="true">
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton width={160} />
      </Stack>
      {[220, 160, 260].map((width, index) => (
        <Skeleton key={width} variant="rounded" width={width} height={40} sx={{ alignSelf: index === 1 ? 'flex-end' : 'flex-start' }} />
      ))}
    </Stack>
  );
}
