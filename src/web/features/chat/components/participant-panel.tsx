import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Contact } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { Scrollbar } from '@/web/components/scrollbar';
import { formatTimeAgo } from '@/web/lib/format';
import { loadChatLightbox } from './chat-lightbox';
import { StatusAvatar } from '@/web/components/status-avatar';

/** "Online", "Busy" or when an offline contact was last active. */
export function useStatusText() {
  const { t, i18n } = useTranslation();
  return (contact: Contact) =>
    contact.status === 'offline'
      ? t('chat.status.lastSeen', { time: formatTimeAgo(contact.lastActivity, i18n.language) })
      : t(`chat.status.${contact.status}`);
}

interface ParticipantPanelProps {
  /** The others in the conversation. */
  participants: Contact[];
  images: { src: string; message: ChatMessage }[];
  onOpenPhoto(index: number): void;
  nameOf(message: ChatMessage): string;
}

function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h3" sx={{ display: 'block', color: 'text.secondary', mb: 1 }}>
      {children}
    </Typography>
  );
}

function ContactDetails({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const details = (['address', 'phone', 'email'] as const).filter((field) => contact[field]);
  return (
    <>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 0.5, px: 2.5, pt: 3, pb: 2 }}>
        <AvatarWithInitial
          name={contact.name}
          src={contact.avatar}
          alt=""
          sx={{ width: 96, height: 96, mb: 1.5, fontSize: 36 }}
        />
        <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {contact.name}
        </Typography>
        {contact.position && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {contact.position}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {statusText(contact)}
        </Typography>
      </Stack>
      {details.length > 0 && (
        <Box sx={{ px: 2.5, pb: 2 }}>
          <SectionHeading>{t('chat.panel.information')}</SectionHeading>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {details.map((field) => (
              <Box key={field}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {t(`chat.panel.${field}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {field === 'email' ? (
                    <a href={`mailto:${contact.email}`} style={{ color: 'inherit' }}>
                      {contact.email}
                    </a>
                  ) : (
                    contact[field]
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

/** Who the viewer talks to (details, or everyone in a group) and the pictures shared in the conversation. */
export function ParticipantPanel({ participants, images, onOpenPhoto, nameOf }: ParticipantPanelProps) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const [single] = participants;
  return (
    <Scrollbar sx={{ height: 1 }}>
      {participants.length === 1 && single ? (
        <ContactDetails contact={single} />
      ) : (
        <Box sx={{ px: 2.5, pt: 2.5, pb: 1 }}>
          <SectionHeading>{t('chat.panel.participants', { count: participants.length })}</SectionHeading>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
            {participants.map((person) => (
              <Stack
                component="li"
                key={person.id}
                direction="row"
                sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}
              >
                <StatusAvatar contact={person} size={40} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" component="p" noWrap>
                    {person.name}
                  </Typography>
                  <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
                    {[person.position, statusText(person)].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      <Divider sx={{ borderStyle: 'dashed', my: 1 }} />
      <Box sx={{ px: 2.5, pt: 1, pb: 2.5 }}>
        <SectionHeading>{t('chat.panel.attachments', { count: images.length })}</SectionHeading>
        {images.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('chat.panel.noAttachments')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
              gap: 1,
            }}
          >
            {images.map((image, index) => (
              <li key={`${image.message.id}-${image.src}`}>
                <ButtonBase
                  focusRipple
                  aria-haspopup="dialog"
                  aria-label={t('chat.photo.open', { name: nameOf(image.message) })}
                  onClick={() => onOpenPhoto(index)}
                  onPointerEnter={loadChatLightbox}
                  onFocus={loadChatLightbox}
                  sx={{ display: 'block', width: 1, borderRadius: 1, overflow: 'hidden' }}
                >
                  <Box
                    component="img"
                    src={image.src}
                    alt=""
                    loading="lazy"
                    sx={{ display: 'block', width: 1, aspectRatio: '1', objectFit: 'cover' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Scrollbar>
  );
}
