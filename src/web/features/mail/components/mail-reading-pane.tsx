import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { customLabelColors, type Mail, type MailAddress } from '@/contract/mail';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { EmptyContent } from '@/web/components/empty-content';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { useErrorText } from '@/web/lib/error-text';
import { formatDateTime, formatTimeAgo } from '@/web/lib/format';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';
import { isMailNotFound, useMail } from '@/web/features/mail/api/get-mail';
import type { MailChange } from '@/web/features/mail/api/update-mails';
import { MailAttachments } from './mail-attachments';
import { mailBoxPath, type MailBox } from './mail-box';
import { MailBulkActions } from './mail-bulk-actions';
import { ImportantButton, StarButton } from './mail-flag-buttons';
import { BackIcon, ComposeIcon, ForwardIcon, ReplyIcon } from './mail-icons';
import { useMailBoxName } from './mail-label-text';
import { useMailChange } from './use-mail-change';

interface MailReadingPaneProps {
  box: MailBox;
  mailId: string;
  /** One column: a way back to the list. */
  withBack: boolean;
  onReply(mail: Mail): void;
  onForward(mail: Mail): void;
  /** Opens a draft in the compose form. */
  onEditDraft(mail: Mail): void;
}

/** Arrows that point along the reading direction turn round in a right-to-left layout. */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/**
 * One mail: its actions, subject, sender and recipients, date, body (sanitized) and attachments. Opening an
 * unread mail marks it read (once: "mark unread" leaves it unread and goes back to the list).
 */
export function MailReadingPane({ box, mailId, withBack, onReply, onForward, onEditDraft }: MailReadingPaneProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const nameOf = useMailBoxName();
  const { data: mail, error, isPending } = useMail(mailId);
  const change = useMailChange();
  const listPath = mailBoxPath(box);

  const markedRead = useRef(false);
  // Decided once, when the mail first shows: marking it unread later must not read it again.
  useEffect(() => {
    if (!mail || markedRead.current) return;
    markedRead.current = true;
    if (mail.isUnread) change([mail], { isUnread: false });
  }, [mail, change]);

  const back = withBack && (
    <Tooltip title={t('mail.details.back', { label: nameOf(box) })}>
      <IconButton component={RouterLink} to={listPath} aria-label={t('mail.details.back', { label: nameOf(box) })} edge="start">
        <BackIcon sx={mirrored} />
      </IconButton>
    </Tooltip>
  );

  if (error) {
    return (
      <Box sx={{ flexGrow: 1, minWidth: 0, p: 2 }}>
        {back}
        {isMailNotFound(error) ? (
          <EmptyContent
            role="status"
            title={message(error)}
            description={
              <Stack sx={{ alignItems: 'center', gap: 2 }}>
                {t('mail.details.notFoundHint')}
                <Button component={RouterLink} to={listPath} variant="outlined" color="inherit">
                  {t('mail.details.backTo', { label: nameOf(box) })}
                </Button>
              </Stack>
            }
          />
        ) : (
          <LoadFailedAlert title={t('mail.details.loadFailed')} error={error} />
        )}
      </Box>
    );
  }

  if (isPending || !mail) {
    return (
      <Box sx={{ flexGrow: 1, minWidth: 0, p: 3 }} aria-busy="true">
        {back}
        <Skeleton variant="text" sx={{ typography: 'h5' }} width="70%" />
        <Stack direction="row" sx={{ gap: 2, my: 3 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="30%" />
          </Box>
        </Stack>
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  }

  const onChange = (next: MailChange) =>
    change([mail], next, () => {
      // Marked unread or moved away: the mail is done with, as in any mail client.
      if (next.isUnread || next.folder) void navigate(listPath);
    });

  return (
    <Box component="article" aria-labelledby="mail-subject" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 2, minHeight: 56, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        {back}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('mail.actions.reply')}>
          <IconButton aria-label={t('mail.actions.reply')} onClick={() => onReply(mail)}>
            <ReplyIcon fontSize="small" sx={mirrored} />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('mail.actions.forward')}>
          <IconButton aria-label={t('mail.actions.forward')} onClick={() => onForward(mail)}>
            <ForwardIcon fontSize="small" sx={mirrored} />
          </IconButton>
        </Tooltip>
        <StarButton size="medium" on={mail.isStarred} onToggle={() => onChange({ isStarred: !mail.isStarred })} />
        <ImportantButton size="medium" on={mail.isImportant} onToggle={() => onChange({ isImportant: !mail.isImportant })} />
        <MailBulkActions mails={[mail]} onChange={onChange} onDeleted={() => void navigate(listPath)} withFlags={false} />
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', minHeight: 0, p: { xs: 2, sm: 3 } }}>
        <MailReading mail={mail} />
        <Stack direction="row" sx={{ gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
          {mail.folder === 'drafts' && (
            <Button variant="contained" startIcon={<ComposeIcon />} onClick={() => onEditDraft(mail)}>
              {t('mail.actions.editDraft')}
            </Button>
          )}
          <Button variant="outlined" color="inherit" startIcon={<ReplyIcon sx={mirrored} />} onClick={() => onReply(mail)}>
            {t('mail.actions.reply')}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<ForwardIcon sx={mirrored} />} onClick={() => onForward(mail)}>
            {t('mail.actions.forward')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

function MailReading({ mail }: { mail: Mail }) {
  const { t, i18n } = useTranslation();
  const nameOf = useMailBoxName();
  const body = useMemo(() => sanitizeRichText(mail.message), [mail.message]);
  return (
    <>
      <Typography id="mail-subject" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {mail.subject.trim() || t('mail.list.noSubject')}
      </Typography>
      {mail.labelIds.length > 0 && (
        <Stack direction="row" component="ul" aria-label={t('mail.details.labels')} sx={{ gap: 1, mt: 1, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {mail.labelIds.map((label) => (
            <Box component="li" key={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1, py: 0.25, borderRadius: 1, border: 1, borderColor: 'divider', typography: 'caption', fontWeight: 600 }}>
              <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: customLabelColors[label] }} />
              {nameOf({ name: label })}
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 3, alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" sx={{ gap: 1.5, flexGrow: 1, minWidth: 0 }}>
          <AvatarWithInitial name={mail.from.name || mail.from.email} src={mail.from.avatar} alt="" sx={{ width: 40, height: 40 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{`${t('mail.details.from')}: `}</Box>
              {mail.from.name || mail.from.email}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{`<${mail.from.email}>`}</Box>
            </Typography>
            <Recipients to={mail.to} />
          </Box>
        </Stack>
        <Box sx={{ flexShrink: 0, textAlign: { sm: 'right' } }}>
          <Typography component="time" dateTime={mail.createdAt} variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {formatDateTime(mail.createdAt, i18n.language)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {formatTimeAgo(mail.createdAt, i18n.language)}
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
      <Box
        data-testid="mail-body"
        // Sanitized above: only the tags and attributes rich text may use survive.
        dangerouslySetInnerHTML={{ __html: body }}
        sx={(theme) => ({
          ...theme.typography.body1,
          overflowWrap: 'anywhere',
          '& p': { m: 0, mb: 1.5 },
          '& img': { maxWidth: 1, height: 'auto', borderRadius: 1 },
          '& a': { color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.light' },
          '& blockquote': { borderInlineStart: `3px solid ${theme.palette.divider}`, m: 0, pl: 2, color: 'text.secondary' },
          '& pre': { p: 2, borderRadius: 1, bgcolor: 'grey.900', color: 'grey.100', overflowX: 'auto', direction: 'ltr' },
        })}
      />
      <MailAttachments files={mail.files} />
    </>
  );
}

function Recipients({ to }: { to: MailAddress[] }) {
  const { t } = useTranslation();
  if (to.length === 0) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>{`${t('mail.details.to')}:`}</Typography>
      {to.map((address) => (
        <Stack key={address.email || address.name} direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }} title={address.email}>
          <AvatarWithInitial name={address.name || address.email} src={address.avatar} alt="" sx={{ width: 20, height: 20, fontSize: 11 }} />
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {address.name || address.email}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
