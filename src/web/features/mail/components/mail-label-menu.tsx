import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customLabelColors, customLabelNames, type Mail } from '@/contract/mail';
import type { MailChange } from '@/web/features/mail/api/update-mails';
import { labelState, labelToggle } from './mail-actions';
import { CheckedIcon, LabelIcon, MixedIcon, UncheckedIcon } from './mail-icons';
import { useMailBoxName } from './mail-label-text';

/** The "Labels" button: a menu of the custom labels, ticked where the mails have them; choosing one puts it on or takes it off. */
export function MailLabelMenu({ mails, onChange }: { mails: Mail[]; onChange(change: MailChange): void }) {
  const { t } = useTranslation();
  const nameOf = useMailBoxName();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('mail.actions.labels')}>
        <IconButton
          aria-label={t('mail.actions.labels')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LabelIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {customLabelNames.map((label) => {
          const state = labelState(mails, label);
          return (
            <MenuItem
              key={label}
              role="menuitemcheckbox"
              aria-checked={state === 'all' ? 'true' : state === 'some' ? 'mixed' : 'false'}
              onClick={() => {
                setAnchor(null);
                onChange(labelToggle(mails, label));
              }}
            >
              <ListItemIcon sx={{ color: state === 'none' ? 'text.secondary' : 'primary.main' }}>
                {state === 'all' ? <CheckedIcon fontSize="small" /> : state === 'some' ? <MixedIcon fontSize="small" /> : <UncheckedIcon fontSize="small" />}
              </ListItemIcon>
              <Box component="span" sx={{ width: 10, height: 10, mr: 1.5, borderRadius: '50%', bgcolor: customLabelColors[label] }} />
              <ListItemText primary={nameOf({ name: label })} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
