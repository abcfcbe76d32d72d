import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MailLabel, SystemLabelName } from '@/contract/mail';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { formatNumber } from '@/web/lib/format';
import { useMailLabels } from '@/web/features/mail/api/get-mail-labels';
import { mailBoxPath, type MailBox } from './mail-box';
import {
  AllMailIcon,
  ComposeIcon,
  DraftsIcon,
  ImportantIcon,
  InboxIcon,
  SentIcon,
  SpamIcon,
  StarIcon,
  TrashIcon,
} from './mail-icons';
import { useMailBoxName } from './mail-label-text';

const systemIcons: Record<SystemLabelName, ReactNode> = {
  all: <AllMailIcon />,
  inbox: <InboxIcon />,
  sent: <SentIcon />,
  drafts: <DraftsIcon />,
  trash: <TrashIcon />,
  spam: <SpamIcon />,
  important: <ImportantIcon />,
  starred: <StarIcon />,
};

export const MAIL_LABEL_NAV_WIDTH = 220;

interface MailLabelNavProps {
  /** A column beside the list (wide screens), else a drawer. */
  permanent: boolean;
  open: boolean;
  onClose(): void;
  /** The label shown, to mark its entry. */
  current: MailBox | null;
  onCompose(): void;
}

/** The Compose button and the labels: system labels with their icons, custom ones with their colour, unread counts. */
export function MailLabelNav({ permanent, open, onClose, current, onCompose }: MailLabelNavProps) {
  const { t } = useTranslation();
  const content = <MailLabelNavContent current={current} onCompose={onCompose} />;
  if (permanent) {
    return (
      <Box
        component="nav"
        aria-label={t('mail.labels.navigation')}
        sx={{ width: MAIL_LABEL_NAV_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}
      >
        {content}
      </Box>
    );
  }
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('mail.labels.navigation'), sx: { width: 260 } } as object }}>
      <nav aria-label={t('mail.labels.navigation')}>{content}</nav>
    </Drawer>
  );
}

function MailLabelNavContent({ current, onCompose }: Pick<MailLabelNavProps, 'current' | 'onCompose'>) {
  const { t } = useTranslation();
  const { data: labels, error, isPending } = useMailLabels();
  const system = labels?.filter((label) => label.type === 'system') ?? [];
  const custom = labels?.filter((label) => label.type === 'custom') ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          color="inherit"
          startIcon={<ComposeIcon />}
          onClick={onCompose}
          sx={{ bgcolor: 'text.primary', color: 'background.paper', '&:hover': { bgcolor: 'text.secondary' } }}
        >
          {t('mail.compose.button')}
        </Button>
      </Box>
      <LoadFailedAlert title={t('mail.labels.loadFailed')} error={error} />
      {isPending && (
        <Box sx={{ px: 2 }} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Box>
      )}
      {labels && (
        <>
          <List disablePadding>
            {system.map((label) => (
              <MailLabelEntry key={label.id} label={label} current={current} />
            ))}
          </List>
          {custom.length > 0 && (
            <List disablePadding subheader={<ListSubheader disableSticky sx={{ bgcolor: 'transparent', mt: 1 }}>{t('mail.labels.custom')}</ListSubheader>}>
              {custom.map((label) => (
                <MailLabelEntry key={label.id} label={label} current={current} />
              ))}
            </List>
          )}
        </>
      )}
    </Box>
  );
}

function MailLabelEntry({ label, current }: { label: MailLabel; current: MailBox | null }) {
  const { t, i18n } = useTranslation();
  const nameOf = useMailBoxName();
  const box = { type: label.type, name: label.name } as MailBox;
  const active = current?.type === box.type && current.name === box.name;
  const unread = label.unreadCount > 0;
  return (
    <ListItem disablePadding>
    <ListItemButton
      component={RouterLink}
      to={mailBoxPath(box)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      data-testid={`mail-label-${label.name}`}
      sx={{ px: 2.5, py: 0.75, minHeight: 44, color: active ? 'text.primary' : 'text.secondary', '&.Mui-selected': { fontWeight: 600 } }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
        {label.type === 'system' ? (
          systemIcons[label.name as SystemLabelName]
        ) : (
          <Box component="span" sx={{ width: 12, height: 12, mx: 0.75, borderRadius: '50%', bgcolor: label.color ?? 'grey.500' }} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={nameOf(box)}
        slotProps={{ primary: { noWrap: true, sx: { typography: 'body2', fontWeight: active || unread ? 600 : 400 } } }}
      />
      {unread && (
        <Box component="span" sx={{ typography: 'subtitle2', ml: 1 }}>
          {formatNumber(label.unreadCount, i18n.language)}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('mail.labels.unread')}`}
          </Box>
        </Box>
      )}
    </ListItemButton>
    </ListItem>
  );
}
