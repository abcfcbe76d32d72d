import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact, Conversation } from '@/contract/chat';
import { useSendMessage } from '@/web/features/chat/api/send-message';
import { paths } from '@/web/lib/paths';
import { findConversationWith, otherParticipants } from './conversation-display';
import { ConversationPane } from './conversation-pane';
import { RecipientPicker } from './recipient-picker';

interface NewConversationProps {
  conversations: Conversation[] | undefined;
  viewerId: string;
  compact: boolean;
}

/**
 * /dashboard/chat/new: recipients are picked first; the first message reuses the conversation of exactly them
 * (its messages show as soon as they are picked) or starts one, and then opens it.
 */
export function NewConversation({ conversations, viewerId, compact }: NewConversationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendMessage();
  const [recipients, setRecipients] = useState<Contact[]>([]);
  const existing = findConversationWith(conversations ?? [], viewerId, recipients.map((contact) => contact.id));
  return (
    <ConversationPane
      conversationKey={existing?.id ?? 'new'}
      messages={existing?.messages ?? []}
      others={existing ? otherParticipants(existing, viewerId) : recipients}
      participants={existing?.participants ?? recipients}
      viewerId={viewerId}
      isGroup={existing ? existing.type === 'GROUP' : recipients.length > 1}
      top={<RecipientPicker value={recipients} onChange={setRecipients} />}
      composerDisabled={recipients.length === 0}
      send={async (content) => {
        const target = existing ? { conversationId: existing.id } : { recipientIds: recipients.map((contact) => contact.id) };
        const { conversationId } = await send.mutateAsync({ ...target, ...content });
        void navigate(paths.dashboard.chat.conversation(conversationId));
      }}
      empty={
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>
          {recipients.length === 0 ? t('chat.new.pickFirst') : t('chat.new.firstMessage')}
        </Typography>
      }
      compact={compact}
    />
  );
}
