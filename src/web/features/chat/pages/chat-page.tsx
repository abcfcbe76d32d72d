import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { Page } from '@/web/components/page';
import { useConversations } from '@/web/features/chat/api/get-conversations';
import { PickConversation } from '@/web/features/chat/components/chat-states';
import { findDirectConversation } from '@/web/features/chat/components/conversation-display';
import { ConversationList } from '@/web/features/chat/components/conversation-list';
import { NewConversation } from '@/web/features/chat/components/new-conversation';
import { OpenConversation } from '@/web/features/chat/components/open-conversation';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';

/** Width of the conversation list beside a conversation (px). */
const LIST_WIDTH = 320;

/**
 * /dashboard/chat, /dashboard/chat/new and /dashboard/chat/{conversationKey}: the conversation list beside the
 * open conversation (or a prompt to pick one); on phones one of them at a time.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { conversationKey } = useParams();
  const isNew = useMatch(paths.dashboard.chat.newConversation) !== null;
  const viewerId = useAuth((state) => state.user?.id ?? '');
  const compact = !useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { data: conversations, error, isLoading } = useConversations();
  const paneOpen = isNew || conversationKey !== undefined;
  // A username opens the one-to-one conversation with that contact: that one is marked in the list.
  const activeId =
    conversationKey && conversations
      ? (conversations.find((conversation) => conversation.id === conversationKey) ??
          findDirectConversation(conversations, viewerId, conversationKey))?.id
      : undefined;

  let pane = <PickConversation />;
  if (isNew) pane = <NewConversation conversations={conversations} viewerId={viewerId} compact={compact} />;
  else if (conversationKey !== undefined)
    pane = <OpenConversation key={conversationKey} conversationKey={conversationKey} conversations={conversations} viewerId={viewerId} compact={compact} />;

  return (
    <Page title={t('chat.title')}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {t('chat.heading')}
      </Typography>
      {error && !conversations && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(error)}
        </Alert>
      )}
      <Card
        sx={{
          display: 'flex',
          height: { xs: 'calc(100dvh - 180px)', md: 'calc(100vh - 220px)' },
          minHeight: 480,
          overflow: 'hidden',
        }}
      >
        {(!compact || !paneOpen) && (
          <Box
            sx={{
              width: compact ? 1 : LIST_WIDTH,
              flexShrink: 0,
              borderInlineEnd: compact ? 0 : 1,
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            <ConversationList conversations={conversations} viewerId={viewerId} activeId={activeId} isLoading={isLoading} />
          </Box>
        )}
        {(!compact || paneOpen) && <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>{pane}</Box>}
      </Card>
    </Page>
  );
}
