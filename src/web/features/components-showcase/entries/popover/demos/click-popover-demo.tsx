import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '@/web/components/use-popover';

/** A click opens it under its button; a click outside, Escape or a change of page closes it. */
export function ClickPopoverDemo() {
  const { t } = useTranslation();
  const popover = usePopover();
  const contentId = useId();
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        aria-expanded={popover.open}
        aria-controls={popover.open ? contentId : undefined}
        onClick={popover.onOpen}
      >
        {t('components-showcase.popover.click.open')}
      </Button>
      <Popover
        id={contentId}
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, mt: 1, maxWidth: 320 } } }}
      >
        <Typography>{t('components-showcase.popover.click.content')}</Typography>
      </Popover>
    </Stack>
  );
}
