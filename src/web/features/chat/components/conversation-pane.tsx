import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ChatMessage, Contact, NewMessageRequest } from '@/contract/chat';
import { paths } from '@/web/lib/paths';
import { ChatLightbox } from './chat-lightbox';
import { BackIcon, CloseIcon, InfoIcon } from './chat-icons';
import { conversationImages, conversationName, senderOf } from './conversation-display';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ParticipantPanel, useStatusText } from './participant-panel';
import { ConversationAvatar } from './conversation-avatar';

/** What a message is, without where it goes. */
export type MessageContent = Pick<NewMessageRequest, 'body' | 'contentType' | 'attachments'>;

/** Width of the participant panel (px); beside the messages from PANEL_INLINE_FROM px up, a drawer below. */
const PANEL_WIDTH = 280;
const PANEL_INLINE_FROM = 1400;

interface ConversationPaneProps {
  /** Which conversation (its id, or the key it was opened by): another one scrolls to its newest message. */
  conversationKey: string;
  messages: ChatMessage[];
  /** The others in the conversation (or the recipients chosen so far). */
  others: Contact[];
  /** Everyone, the viewer too: names and faces of senders. */
  participants: Contact[];
  viewerId: string;
  isGroup: boolean;
  /** Sends into this conversation (or to its recipients). */
  send(content: MessageContent): Promise<unknown>;
  /** In place of the header (the recipient picker of a new conversation). */
  top?: ReactNode;
  /** Shown when there are no messages. */
  empty: ReactNode;
  composerDisabled?: boolean;
  /** One column (phones): a back button to the list. */
  compact: boolean;
}

function ConversationHeader({
  others,
  messages,
  isGroup,
  panelToggle,
}: {
  others: Contact[];
  messages: ChatMessage[];
  isGroup: boolean;
  panelToggle: ReactNode;
}) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const [single] = others;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0, flexGrow: 1 }}>
      <ConversationAvatar participants={others} size={40} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h2" noWrap>
          {conversationName(others, messages, t('chat.message.formerMember'))}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {isGroup || !single ? t('chat.header.members', { count: others.length + 1 }) : statusText(single)}
        </Typography>
      </Box>
      {panelToggle}
    </Stack>
  );
}

/** A conversation: header, messages, composer, and the participant panel beside them or in a drawer. */
export function ConversationPane(props: ConversationPaneProps) {
  const {
    conversationKey,
    messages,
    others,
    participants,
    viewerId,
    isGroup,
    send,
    top,
    empty,
    composerDisabled,
    compact,
  } = props;
  const { t } = useTranslation();
  const inlinePanel = useMediaQuery((theme) => theme.breakpoints.up(PANEL_INLINE_FROM), { noSsr: true });
  const [panelShown, setPanelShown] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [photo, setPhoto] = useState<number | null>(null);
  const panelId = useId();
  const images = conversationImages(messages);
  const people = new Map(participants.map((person) => [person.id, person]));
  const nameOf = (message: ChatMessage) => senderOf(message, people).name || t('chat.message.formerMember');
  const open = inlinePanel ? panelShown : drawerOpen;
  const hasPanel = others.length > 0;

  const panelToggle = hasPanel && (
    <Tooltip title={open ? t('chat.panel.hide') : t('chat.panel.show')}>
      <IconButton
        aria-label={t('chat.panel.toggle')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        color={open ? 'primary' : 'default'}
        onClick={() => (inlinePanel ? setPanelShown(!panelShown) : setDrawerOpen(!drawerOpen))}
      >
        <InfoIcon />
      </IconButton>
    </Tooltip>
  );

  const panel = (
    <ParticipantPanel participants={others} images={images} onOpenPhoto={setPhoto} nameOf={nameOf} />
  );

  return (
    <Stack sx={{ flexGrow: 1, minWidth: 0, height: 1 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1.5,
          minHeight: 72,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {compact && (
          <IconButton
            component={RouterLink}
            to={paths.dashboard.chat.root}
            aria-label={t('chat.header.back')}
          >
            <BackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
        )}
        {top ?? <ConversationHeader others={others} messages={messages} isGroup={isGroup} panelToggle={panelToggle} />}
        {top && panelToggle}
      </Stack>
      <Stack direction="row" sx={{ flexGrow: 1, minHeight: 0 }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <MessageList
            conversationKey={conversationKey}
            messages={messages}
            participants={participants}
            viewerId={viewerId}
            showSenders={isGroup}
            empty={empty}
            onOpenPhoto={setPhoto}
          />
          <MessageComposer
            key={conversationKey}
            disabled={composerDisabled}
            onSend={(body) => send({ body })}
            onSendImage={(url) => send({ body: url, contentType: 'image', attachments: [url] })}
          />
        </Stack>
        {inlinePanel && hasPanel && panelShown && (
          <Box
            component="aside"
            id={panelId}
            aria-label={t('chat.panel.label')}
            sx={{ width: PANEL_WIDTH, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider' }}
          >
            {panel}
          </Box>
        )}
      </Stack>
      {!inlinePanel && hasPanel && (
        <Drawer
          anchor="right"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              component: 'aside',
              id: panelId,
              'aria-label': t('chat.panel.label'),
              sx: { width: PANEL_WIDTH, maxWidth: '85vw' },
            } as object,
          }}
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 1 }}>
            <IconButton aria-label={t('chat.panel.close')} onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ flexGrow: 1, minHeight: 0 }}>{panel}</Box>
        </Drawer>
      )}
      {photo !== null && (
        <ChatLightbox
          images={images}
          index={photo}
          onIndexChange={setPhoto}
          onClose={() => setPhoto(null)}
          nameOf={nameOf}
        />
      )}
    </Stack>
  );
}
