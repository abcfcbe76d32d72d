import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon, CutIcon, PasteIcon, TrashIcon } from './menu-icons';

type Command = 'cut' | 'copy' | 'paste' | 'delete';

const groups: { command: Command; Icon: ComponentType<{ fontSize?: 'small' }>; shortcut: string }[][] = [
  [
    { command: 'cut', Icon: CutIcon, shortcut: '⌘X' },
    { command: 'copy', Icon: CopyIcon, shortcut: '⌘C' },
    { command: 'paste', Icon: PasteIcon, shortcut: '⌘V' },
  ],
  [{ command: 'delete', Icon: TrashIcon, shortcut: '⌫' }],
];

/** Items with an icon, a shortcut at the end, and a divider between the groups; the last command run shows. */
export function IconMenuDemo() {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [last, setLast] = useState<Command | null>(null);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        id={buttonId}
        variant="contained"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('components-showcase.menu.icons.open')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { width: 240 } } }}
      >
        {groups.flatMap((group, index) => [
          ...(index > 0 ? [<Divider key={`divider-${index}`} />] : []),
          ...group.map(({ command, Icon, shortcut }) => (
            <MenuItem
              key={command}
              onClick={() => {
                setLast(command);
                setAnchor(null);
              }}
            >
              <ListItemIcon sx={command === 'delete' ? { color: 'error.main' } : {}}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`components-showcase.menu.icons.commands.${command}`)}</ListItemText>
              <Typography variant="body2" sx={{ color: 'text.secondary', ml: 2 }}>
                {shortcut}
              </Typography>
            </MenuItem>
          )),
        ])}
      </Menu>
      <Typography data-testid="last-command">
        {last
          ? t('components-showcase.menu.icons.last', {
              command: t(`components-showcase.menu.icons.commands.${last}`),
            })
          : t('components-showcase.menu.icons.none')}
      </Typography>
    </Stack>
  );
}
