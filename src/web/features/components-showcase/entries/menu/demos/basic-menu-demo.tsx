import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './menu-icons';

const actions = ['profile', 'account', 'logout'] as const;
type Action = (typeof actions)[number];

/** A button opens the menu under it; an item picked closes it, and the page says which one. */
export function BasicMenuDemo() {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<Action | null>(null);
  const choose = (action: Action) => {
    setChosen(action);
    setAnchor(null);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ChevronDownIcon />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('components-showcase.menu.basic.open')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {t(`components-showcase.menu.basic.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
      <Typography data-testid="chosen-action">
        {chosen
          ? t('components-showcase.menu.basic.chosen', {
              action: t(`components-showcase.menu.basic.actions.${chosen}`),
            })
          : t('components-showcase.menu.basic.none')}
      </Typography>
    </Stack>
  );
}
