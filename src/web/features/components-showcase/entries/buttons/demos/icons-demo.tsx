import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, EditIcon } from '@/web/components/action-icons';
import { buttonLook } from './button-look';
import { DownloadIcon, FavoriteIcon, SendIcon } from './button-icons';

// The paper plane flies towards the reading end: mirrored from right to left.
const mirrorInRtl = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

/** `startIcon` and `endIcon` beside the text; an IconButton is the icon alone, named by its `aria-label`. */
export function IconsDemo() {
  const { t } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const [liked, setLiked] = useState(false);
  const say = (key: string) => setAction(t(`components-showcase.buttons.icons.actions.${key}`));
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          {...buttonLook('contained', 'primary')}
          endIcon={<SendIcon sx={mirrorInRtl} />}
          onClick={() => say('send')}
        >
          {t('components-showcase.buttons.icons.send')}
        </Button>
        <Button {...buttonLook('outlined', 'error')} startIcon={<DeleteIcon />} onClick={() => say('delete')}>
          {t('components-showcase.buttons.icons.delete')}
        </Button>
        <Button {...buttonLook('soft', 'info')} startIcon={<DownloadIcon />} onClick={() => say('download')}>
          {t('components-showcase.buttons.icons.download')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <IconButton
            key={size}
            size={size}
            aria-label={t('components-showcase.buttons.icons.edit', { size })}
            onClick={() => say('edit')}
          >
            <EditIcon fontSize="inherit" />
          </IconButton>
        ))}
        <IconButton
          color={liked ? 'error' : 'default'}
          aria-label={t('components-showcase.buttons.icons.like')}
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton disabled aria-label={t('components-showcase.buttons.icons.delete')}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Typography data-testid="icon-action" aria-live="polite">
        {[
          action ?? t('components-showcase.buttons.nothingClicked'),
          liked ? t('components-showcase.buttons.icons.liked') : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </Typography>
    </Stack>
  );
}
