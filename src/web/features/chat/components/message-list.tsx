import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Contact } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { Scrollbar } from '@/web/components/scrollbar';
import { formatDate, formatDateTime, formatTimeAgo } from '@/web/lib/format';
import { loadChatLightbox } from './chat-lightbox';
import { conversationImages, imagesOf, isImageMessage, senderOf } from './conversation-display';
import { groupMessages, type MessageRun } from './message-groups';

interface MessageListProps {
  /** Which conversation: another one scrolls to its newest message. */
  conversationKey: string;
  messages: ChatMessage[];
  /** Everyone in the conversation, the viewer too. */
  participants: Contact[];
  viewerId: string;
  /** Names and faces beside the others' messages (a group). */
  showSenders: boolean;
  /** What shows when there are no messages yet. */
  empty: ReactNode;
  /** Opens picture `index` of the conversation (in the order of conversationImages) full size. */
  onOpenPhoto(index: number): void;
}

/** Within this distance of the bottom the list keeps following new messages. */
const FOLLOW_PX = 120;

function bubbleSx(own: boolean): SxProps<Theme> {
  return [
    {
      px: 1.5,
      py: 1,
      borderRadius: 1.5,
      typography: 'body2',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    own
      ? { bgcolor: 'primary.lighter', color: 'grey.800' }
      : (theme) => ({
          bgcolor: theme.palette.mode === 'light' ? theme.palette.grey[200] : theme.palette.grey[700],
          color: theme.palette.text.primary,
        }),
  ];
}

/**
 * The messages by day (a date between days) and by sender (one block per run, the viewer's at the end side),
 * pictures opening full size. Opening a conversation shows its newest message, and so does a new one while the
 * reader is near the bottom.
 */
export function MessageList({
  conversationKey,
  messages,
  participants,
  viewerId,
  showSenders,
  empty,
  onOpenPhoto,
}: MessageListProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const shownKey = useRef<string | null>(null);
  const people = new Map(participants.map((person) => [person.id, person]));
  const nameOf = (message: ChatMessage) => senderOf(message, people).name || t('chat.message.formerMember');
  const images = conversationImages(messages);
  const days = groupMessages(messages, viewerId);
  const last = messages.at(-1);

  const toBottom = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  useLayoutEffect(() => {
    const opened = shownKey.current !== conversationKey;
    shownKey.current = conversationKey;
    if (opened || following.current || last?.senderId === viewerId) {
      following.current = true;
      toBottom();
    }
  }, [conversationKey, last?.id, last?.senderId, viewerId]);

  const renderMessage = (message: ChatMessage, run: MessageRun) => {
    if (!isImageMessage(message)) {
      return (
        <Box key={message.id} sx={bubbleSx(run.own)} data-testid="chat-message">
          {message.body}
        </Box>
      );
    }
    return imagesOf(message).map((src) => {
      const index = images.findIndex((image) => image.message === message && image.src === src);
      return (
        <ButtonBase
          key={`${message.id}-${src}`}
          focusRipple
          aria-haspopup="dialog"
          aria-label={t('chat.photo.open', { name: nameOf(message) })}
          onClick={() => onOpenPhoto(index)}
          onPointerEnter={loadChatLightbox}
          onFocus={loadChatLightbox}
          data-testid="chat-message"
          sx={{ borderRadius: 1.5, overflow: 'hidden', display: 'block' }}
        >
          <Box
            component="img"
            src={src}
            alt=""
            onLoad={() => following.current && toBottom()}
            sx={{
              display: 'block',
              width: { xs: 200, sm: 240 },
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              bgcolor: 'action.hover',
            }}
          />
        </ButtonBase>
      );
    });
  };

  return (
    <>
      <Scrollbar
        ref={scroller}
        role="log"
        aria-label={t('chat.message.log')}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
        }}
        sx={{
          flexGrow: 1,
          minHeight: 0,
          px: { xs: 2, md: 3 },
          py: 2,
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        {messages.length === 0
          ? empty
          : days.map((day) => (
              <Box key={day.day}>
                <Typography
                  component="p"
                  variant="caption"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    my: 2,
                    color: 'text.secondary',
                    '&::before, &::after': {
                      content: '""',
                      flexGrow: 1,
                      borderTop: 1,
                      borderColor: 'divider',
                    },
                  }}
                >
                  <time dateTime={day.day}>{formatDate(day.date, i18n.language)}</time>
                </Typography>
                {day.runs.map((run) => {
                  const lastOfRun = run.messages.at(-1)!;
                  const first = run.messages[0]!;
                  const sender = senderOf(first, people);
                  // A deleted account's messages always show whose they were, in a one-to-one conversation too.
                  const named = !run.own && (showSenders || !people.has(first.senderId ?? ''));
                  return (
                    <Stack
                      key={run.messages[0]!.id}
                      direction="row"
                      data-testid={run.own ? 'chat-run-own' : 'chat-run-other'}
                      sx={{ justifyContent: run.own ? 'flex-end' : 'flex-start', gap: 1.5, mb: 2.5 }}
                    >
                      {named && (
                        <AvatarWithInitial
                          name={sender.name || '?'}
                          src={sender.avatar || undefined}
                          alt=""
                          sx={{ width: 32, height: 32, mt: 2.75 }}
                        />
                      )}
                      <Stack
                        sx={{
                          alignItems: run.own ? 'flex-end' : 'flex-start',
                          gap: 0.75,
                          maxWidth: { xs: '85%', sm: '75%' },
                          minWidth: 0,
                        }}
                      >
                        {named && (
                          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                            {nameOf(first)}
                          </Typography>
                        )}
                        {run.own && <span style={visuallyHidden}>{t('chat.message.you')}</span>}
                        {run.messages.map((message) => renderMessage(message, run))}
                        <Typography
                          component="time"
                          variant="caption"
                          dateTime={lastOfRun.createdAt}
                          title={formatDateTime(lastOfRun.createdAt, i18n.language)}
                          sx={{ color: 'text.secondary' }}
                        >
                          {formatTimeAgo(lastOfRun.createdAt, i18n.language)}
                        </Typography>
                      </Stack>
                    </Stack>
                  );
                })}
              </Box>
            ))}
      </Scrollbar>
    </>
  );
}
