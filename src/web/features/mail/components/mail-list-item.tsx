import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Mail } from '@/contract/mail';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { formatDateTime, formatTimeAgo } from '@/web/lib/format';
import type { MailChange } from '@/web/features/mail/api/update-mails';
import { ImportantButton, StarButton } from './mail-flag-buttons';
import { AttachmentIcon } from './mail-icons';

interface MailListItemProps {
  mail: Mail;
  excerpt: string;
  href: string;
  /** Shown in the reading pane now. */
  open: boolean;
  selected: boolean;
  onSelect(): void;
  onChange(change: MailChange): void;
}

/** Own mail (sent, drafts) shows whom it went to, other mail who sent it. */
const isOwnMail = (mail: Mail) => mail.folder === 'sent' || mail.folder === 'drafts';

/** One row of the list: tick box, sender avatar and name, subject, excerpt, time ago, attachment, star and important. */
export function MailListItem({ mail, excerpt, href, open, selected, onSelect, onChange }: MailListItemProps) {
  const { t, i18n } = useTranslation();
  const own = isOwnMail(mail);
  const person = own ? (mail.to[0] ?? mail.from) : mail.from;
  const who = own ? t('mail.list.to', { names: mail.to.map((address) => address.name || address.email).join(', ') || '…' }) : mail.from.name || mail.from.email;
  const subject = mail.subject.trim() || t('mail.list.noSubject');
  const strong = mail.isUnread ? 700 : 400;
  return (
    <Box
      component="li"
      data-testid="mail-item"
      data-unread={mail.isUnread}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        position: 'relative',
        // The open mail is marked by a bar at its start edge: a tint would take secondary text below AA contrast.
        ...(open && { '&::before': { content: '""', position: 'absolute', left: 0, top: 0, bottom: 0, width: 3, bgcolor: 'primary.main' } }),
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={onSelect}
        slotProps={{ input: { 'aria-label': t('mail.list.select', { subject }) } }}
        sx={{ mt: 0.5 }}
      />
      <Box
        component={RouterLink}
        to={href}
        aria-current={open ? 'true' : undefined}
        sx={{ display: 'flex', gap: 1.5, flexGrow: 1, minWidth: 0, py: 0.5, color: 'text.primary', textDecoration: 'none', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
      >
        <AvatarWithInitial name={person.name || person.email} src={person.avatar} alt="" sx={{ width: 36, height: 36, mt: 0.25 }} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            {mail.folder === 'drafts' && (
              <Typography component="span" variant="body2" sx={(theme) => ({ color: theme.palette.mode === 'light' ? 'error.dark' : 'error.light', fontWeight: 600, flexShrink: 0 })}>
                {t('mail.list.draft')}
              </Typography>
            )}
            <Typography component="span" variant="body2" noWrap sx={{ fontWeight: mail.isUnread ? 700 : 600, flexGrow: 1, minWidth: 0 }}>
              {mail.isUnread && <Box component="span" sx={visuallyHidden}>{`${t('mail.list.unread')}: `}</Box>}
              {who}
            </Typography>
            <Typography
              component="time"
              dateTime={mail.createdAt}
              title={formatDateTime(mail.createdAt, i18n.language)}
              variant="caption"
              sx={{ color: mail.isUnread ? 'text.primary' : 'text.secondary', fontWeight: mail.isUnread ? 600 : 400, flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {formatTimeAgo(mail.createdAt, i18n.language)}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography component="span" variant="body2" noWrap sx={{ fontWeight: strong, flexGrow: 1, minWidth: 0 }}>
              {subject}
            </Typography>
            {mail.files.length > 0 && (
              <AttachmentIcon
                titleAccess={t('mail.list.attachments', { count: mail.files.length })}
                sx={{ fontSize: 16, color: 'text.secondary', flexShrink: 0, transform: 'rotate(45deg)' }}
              />
            )}
          </Stack>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {excerpt}
          </Typography>
        </Box>
      </Box>
      <Stack sx={{ flexShrink: 0 }}>
        <StarButton on={mail.isStarred} onToggle={() => onChange({ isStarred: !mail.isStarred })} />
        <ImportantButton on={mail.isImportant} onToggle={() => onChange({ isImportant: !mail.isImportant })} />
      </Stack>
    </Box>
  );
}
