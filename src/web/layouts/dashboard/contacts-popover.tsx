import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '@/web/components/lazy-panel';
import { usePopover } from '@/web/components/use-popover';
import { PeopleIcon } from './shell-icons';
import { useChatContacts } from './use-chat-contacts';

const ContactsPanel = lazyPanel(() => import('./contacts-panel'));

/** The header's contacts button and its panel. */
export function ContactsPopover() {
  const { t } = useTranslation();
  const popover = usePopover();
  const panelId = useId();
  // Fetched with the shell, so that the panel opens with the people (and their presence) already there.
  const { data: contacts = [] } = useChatContacts();

  return (
    <>
      <IconButton
        aria-label={t('dashboard.contacts.button')}
        aria-haspopup="dialog"
        aria-expanded={popover.open}
        aria-controls={popover.open ? panelId : undefined}
        color={popover.open ? 'primary' : 'default'}
        onClick={popover.onOpen}
        onPointerEnter={ContactsPanel.preload}
        onFocus={ContactsPanel.preload}
      >
        <PeopleIcon />
      </IconButton>
      <ContactsPanel
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        panelId={panelId}
        contacts={contacts}
      />
    </>
  );
}
