import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Contact, Conversation } from '@/contract/chat';
import { Scrollbar } from '@/web/components/scrollbar';
import { TextInput } from '@/web/components/text-input';
import { useContactSearch } from '@/web/features/chat/api/search-contacts';
import { formatDateTime, formatTimeAgo } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { SearchIcon } from '@/web/components/search-icon';
import { ComposeIcon } from './chat-icons';
import {
  conversationName,
  filterConversations,
  lastMessageOf,
  otherParticipants,
  previewOf,
} from './conversation-display';
import { StatusAvatar } from '@/web/components/status-avatar';
import { ConversationAvatar } from './conversation-avatar';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  viewerId: string;
  /** The conversation open beside the list. */
  activeId?: string;
  isLoading: boolean;
}

function ConversationItem({
  conversation,
  viewerId,
  active,
}: {
  conversation: Conversation;
  viewerId: string;
  active: boolean;
}) {
  const { t, i18n } = useTranslation();
  const others = otherParticipants(conversation, viewerId);
  const preview = previewOf(conversation, viewerId);
  const last = lastMessageOf(conversation);
  const unread = conversation.unreadCount > 0;
  const text =
    preview.kind === 'none'
      ? t('chat.list.noMessages')
      : preview.kind === 'image'
        ? t('chat.list.sentPhoto')
        : preview.text;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={paths.dashboard.chat.conversation(conversation.id)}
        selected={active}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-conversation-item"
        data-conversation-type={conversation.type}
        sx={{ gap: 2, px: 2.5, py: 1.5 }}
      >
        <ConversationAvatar participants={others} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="subtitle2"
            component="p"
            noWrap
            data-testid="chat-conversation-name"
            sx={{ fontWeight: unread ? 700 : 600 }}
          >
            {conversationName(others, conversation.messages, t('chat.message.formerMember'))}
          </Typography>
          <Typography
            variant="body2"
            noWrap
            sx={{
              color: unread || active ? 'text.primary' : 'text.secondary',
              fontWeight: unread ? 600 : 400,
            }}
          >
            {preview.kind !== 'none' && preview.own && t('chat.list.you')}
            {text}
          </Typography>
        </Box>
        <Stack
          sx={{
            alignItems: 'flex-end',
            alignSelf: 'stretch',
            justifyContent: 'space-between',
            flexShrink: 0,
            gap: 0.5,
          }}
        >
          {last && (
            <Typography
              component="time"
              dateTime={last.createdAt}
              title={formatDateTime(last.createdAt, i18n.language)}
              variant="caption"
              sx={{ color: active ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {formatTimeAgo(last.createdAt, i18n.language)}
            </Typography>
          )}
          {unread && (
            <Box
              data-testid="chat-unread-badge"
              sx={{
                minWidth: 20,
                height: 20,
                px: 0.75,
                borderRadius: 10,
                bgcolor: 'error.dark',
                color: 'common.white',
                typography: 'caption',
                fontWeight: 700,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              <span aria-hidden>{conversation.unreadCount}</span>
              <span style={visuallyHidden}>{t('chat.list.unread', { count: conversation.unreadCount })}</span>
            </Box>
          )}
        </Stack>
      </ListItemButton>
    </li>
  );
}

function ContactItem({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={paths.dashboard.chat.conversation(contact.username)}
        sx={{ gap: 2, px: 2.5, py: 1.25 }}
      >
        <StatusAvatar contact={contact} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            {contact.name}
          </Typography>
          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
            {contact.position || t(`chat.status.${contact.status}`)}
          </Typography>
        </Box>
      </ListItemButton>
    </li>
  );
}

/** The conversations, newest activity first, with a box that filters them and finds contacts to talk to. */
export function ConversationList({ conversations, viewerId, activeId, isLoading }: ConversationListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query.trim(), 300);
  const { data: found = [] } = useContactSearch(searched);
  const shown = filterConversations(conversations ?? [], viewerId, query);
  // Contacts the viewer already talks to one-to-one are in the list above them.
  const direct = new Set(
    (conversations ?? [])
      .filter((item) => item.type === 'ONE_TO_ONE')
      .flatMap((item) => otherParticipants(item, viewerId).map((person) => person.id)),
  );
  const contacts = query.trim() && searched ? found.filter((contact) => !direct.has(contact.id)) : [];

  return (
    <Stack component="nav" aria-labelledby={headingId} sx={{ height: 1, minHeight: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, pt: 2.5, pb: 2 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('chat.list.heading')}
        </Typography>
        <Tooltip title={t('chat.list.newConversation')}>
          <IconButton
            component={RouterLink}
            to={paths.dashboard.chat.newConversation}
            aria-label={t('chat.list.newConversation')}
          >
            <ComposeIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ px: 2.5, pb: 1.5 }}>
        <TextInput
          type="search"
          size="small"
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('chat.list.searchPlaceholder')}
          inputProps={{ 'aria-label': t('chat.list.search'), maxLength: 100 }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          }
        />
      </Box>
      <Scrollbar sx={{ flexGrow: 1, minHeight: 0 }}>
        {isLoading && (
          <Stack spacing={2} sx={{ px: 2.5, py: 1.5 }} aria-busy="true">
            {[0, 1, 2, 3].map((key) => (
              <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={48} height={48} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
        {!isLoading && conversations?.length === 0 && !query.trim() && (
          <Typography variant="body2" sx={{ px: 2.5, py: 2, color: 'text.secondary' }}>
            {t('chat.list.empty')}
          </Typography>
        )}
        {shown.length > 0 && (
          <List disablePadding aria-label={t('chat.list.heading')}>
            {shown.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                viewerId={viewerId}
                active={conversation.id === activeId}
              />
            ))}
          </List>
        )}
        {contacts.length > 0 && (
          <>
            <Typography
              id={`${headingId}-contacts`}
              variant="overline"
              component="h3"
              sx={{ display: 'block', px: 2.5, pt: 1.5, pb: 0.5, color: 'text.secondary' }}
            >
              {t('chat.list.contacts')}
            </Typography>
            <List disablePadding aria-labelledby={`${headingId}-contacts`}>
              {contacts.map((contact) => (
                <ContactItem key={contact.id} contact={contact} />
              ))}
            </List>
          </>
        )}
        {query.trim() && searched === query.trim() && shown.length === 0 && contacts.length === 0 && (
          <Typography variant="body2" sx={{ px: 2.5, py: 2, color: 'text.secondary' }} role="status">
            {t('chat.list.noResults', { query: query.trim() })}
          </Typography>
        )}
      </Scrollbar>
    </Stack>
  );
}
