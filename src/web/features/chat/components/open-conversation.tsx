import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact, Conversation } from '@/contract/chat';
import { useConversationByKey } from '@/web/features/chat/api/get-conversation-by-key';
import { useMarkAsSeen } from '@/web/features/chat/api/mark-as-seen';
import { useSendMessage } from '@/web/features/chat/api/send-message';
import { paths } from '@/web/lib/paths';
import { ConversationLoading, ConversationNotFound } from './chat-states';
import { findDirectConversation, otherParticipants } from './conversation-display';
import { ConversationPane } from './conversation-pane';

interface OpenConversationProps {
  conversationKey: string;
  conversations: Conversation[] | undefined;
  viewerId: string;
  compact: boolean;
}

function FirstMessageHint({ contact }: { contact?: Contact }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>
      {contact ? t('chat.new.firstMessageTo', { name: contact.name }) : t('chat.new.firstMessage')}
    </Typography>
  );
}

/** An existing conversation: marked seen while it is open and has unread messages. */
function ExistingConversation({ conversation, viewerId, compact }: { conversation: Conversation; viewerId: string; compact: boolean }) {
  const send = useSendMessage();
  const { mutate: markAsSeen } = useMarkAsSeen();
  const unread = conversation.unreadCount > 0;
  useEffect(() => {
    if (unread) markAsSeen(conversation.id);
  }, [conversation.id, unread, markAsSeen]);
  return (
    <ConversationPane
      conversationKey={conversation.id}
      messages={conversation.messages}
      others={otherParticipants(conversation, viewerId)}
      participants={conversation.participants}
      viewerId={viewerId}
      isGroup={conversation.type === 'GROUP'}
      send={(content) => send.mutateAsync({ conversationId: conversation.id, ...content })}
      empty={<FirstMessageHint />}
      compact={compact}
    />
  );
}

/** A contact the viewer has not talked to yet: the first message starts the conversation, which then opens. */
function DraftConversation({ contact, viewerId, compact }: { contact: Contact; viewerId: string; compact: boolean }) {
  const send = useSendMessage();
  const navigate = useNavigate();
  return (
    <ConversationPane
      conversationKey={contact.username}
      messages={[]}
      others={[contact]}
      participants={[contact]}
      viewerId={viewerId}
      isGroup={false}
      send={async (content) => {
        const { conversationId } = await send.mutateAsync({ recipientIds: [contact.id], ...content });
        void navigate(paths.dashboard.chat.conversation(conversationId), { replace: true });
      }}
      empty={<FirstMessageHint contact={contact} />}
      compact={compact}
    />
  );
}

/**
 * /dashboard/chat/{conversationKey}: a conversation of the list by id, the one-to-one conversation with a
 * contact by username, else what the server says the key is (a conversation not yet in the list, a contact
 * to start one with, or nothing: the not-found state).
 */
export function OpenConversation({ conversationKey, conversations, viewerId, compact }: OpenConversationProps) {
  const known =
    conversations &&
    (conversations.find((conversation) => conversation.id === conversationKey) ??
      findDirectConversation(conversations, viewerId, conversationKey));
  const lookup = useConversationByKey(conversationKey, Boolean(conversations) && !known);

  if (known) return <ExistingConversation conversation={known} viewerId={viewerId} compact={compact} />;
  if (!conversations || lookup.isPending) return <ConversationLoading />;
  if (lookup.error) return <ConversationNotFound error={lookup.error} />;
  const { conversation, participants } = lookup.data;
  if (conversation) return <ExistingConversation conversation={conversation} viewerId={viewerId} compact={compact} />;
  const [contact] = participants;
  if (!contact) return <ConversationNotFound error="chat.contact_unavailable" />;
  return <DraftConversation key={contact.id} contact={contact} viewerId={viewerId} compact={compact} />;
}
