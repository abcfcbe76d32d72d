import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from './popover-icons';

/**
 * Pointing at the name shows the card and leaving hides it (`pointerEvents: 'none'`, so the card never
 * catches the mouse). A hover is out of reach of a keyboard or a touch screen: the button beside the name
 * opens the same card as an ordinary popover, which Escape closes.
 */
export function HoverPopoverDemo() {
  const { t } = useTranslation();
  const cardId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [byHover, setByHover] = useState(false);
  const openByHover = (event: MouseEvent<HTMLElement>) => {
    setByHover(true);
    setAnchorEl(event.currentTarget);
  };
  const openByClick = (event: MouseEvent<HTMLElement>) => {
    setByHover(false);
    setAnchorEl(event.currentTarget);
  };
  const close = () => setAnchorEl(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography
        data-testid="hover-target"
        onMouseEnter={openByHover}
        onMouseLeave={() => byHover && close()}
        sx={{ fontWeight: 'fontWeightSemiBold', textDecoration: 'underline dotted', cursor: 'default' }}
      >
        Ada Lovelace
      </Typography>
      <IconButton
        size="small"
        aria-label={t('components-showcase.popover.hover.more')}
        aria-expanded={Boolean(anchorEl) && !byHover}
        aria-controls={anchorEl && !byHover ? cardId : undefined}
        onClick={openByClick}
      >
        <InfoIcon fontSize="small" />
      </IconButton>
      <Popover
        id={cardId}
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // Opened by the mouse it takes neither the pointer nor the focus, and gives nothing back on close.
        disableAutoFocus={byHover}
        disableRestoreFocus={byHover}
        sx={byHover ? { pointerEvents: 'none' } : undefined}
        slotProps={{ paper: { sx: { p: 2, mt: 1, maxWidth: 300 } } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="profile-card">
          <Avatar src="/images/avatar/1.svg" alt="" />
          <div>
            <Typography variant="subtitle2">Ada Lovelace</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('components-showcase.popover.hover.role')}
            </Typography>
          </div>
        </Stack>
      </Popover>
    </Stack>
  );
}
