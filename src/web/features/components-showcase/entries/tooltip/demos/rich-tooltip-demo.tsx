import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const shortcuts = [
  { keys: 'Ctrl + S', action: 'save' },
  { keys: 'Ctrl + Z', action: 'undo' },
  { keys: 'Ctrl + K', action: 'search' },
] as const;

/**
 * Rich content: a tooltip holds any nodes (here a heading and a list of shortcuts). Its text can change
 * while it shows: the like button's tooltip counts the likes, and a click updates it.
 */
export function RichTooltipDemo() {
  const { t } = useTranslation();
  const [liked, setLiked] = useState(false);
  const others = 12;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Tooltip
        describeChild
        title={
          <Box sx={{ p: 0.5 }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t('components-showcase.tooltip.rich.heading')}
            </Typography>
            {shortcuts.map(({ keys, action }) => (
              <Stack key={action} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <span>{t(`components-showcase.tooltip.rich.actions.${action}`)}</span>
                <Box component="kbd" sx={{ fontFamily: 'monospace' }}>
                  {keys}
                </Box>
              </Stack>
            ))}
          </Box>
        }
      >
        <Button variant="outlined" color="inherit">
          {t('components-showcase.tooltip.rich.shortcuts')}
        </Button>
      </Tooltip>
      <Tooltip
        describeChild
        title={
          liked
            ? t('components-showcase.tooltip.rich.likedBy', { count: others })
            : t('components-showcase.tooltip.rich.likes', { count: others })
        }
      >
        <Button
          variant={liked ? 'contained' : 'outlined'}
          aria-pressed={liked}
          onClick={() => setLiked(!liked)}
        >
          {t('components-showcase.tooltip.rich.like')}
        </Button>
      </Tooltip>
    </Stack>
  );
}
