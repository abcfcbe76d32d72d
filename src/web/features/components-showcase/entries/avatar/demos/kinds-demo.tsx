import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderIcon, PersonIcon, StarIcon } from './avatar-icons';

const variants = ['circular', 'rounded', 'square'] as const;

/** An image, initials and icons, in the shape picked above them. */
export function KindsDemo() {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<(typeof variants)[number]>('circular');
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_, next: typeof variant | null) => next && setVariant(next)}
        aria-label={t('components-showcase.avatar.kinds.shape')}
        sx={{ alignSelf: 'flex-start' }}
      >
        {variants.map((name) => (
          <ToggleButton key={name} value={name} sx={{ px: 2 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {[
        {
          label: t('components-showcase.avatar.kinds.images'),
          avatars: [3, 8, 12].map((n) => (
            <Avatar key={n} variant={variant} src={`/images/avatar/${n}.svg`} alt={`Avatar ${n}`} />
          )),
        },
        {
          label: t('components-showcase.avatar.kinds.letters'),
          avatars: [
            ['SA', 'primary'],
            ['JM', 'info'],
            ['LB', 'warning'],
            ['OK', 'error'],
          ].map(([letters, color]) => (
            <Avatar
              key={letters}
              variant={variant}
              sx={(theme) => ({
                fontWeight: 600,
                bgcolor: theme.palette[color as 'primary'].lighter,
                color: theme.palette[color as 'primary'].darker,
              })}
            >
              {letters}
            </Avatar>
          )),
        },
        {
          label: t('components-showcase.avatar.kinds.icons'),
          avatars: [PersonIcon, FolderIcon, StarIcon].map((Icon, index) => (
            <Avatar
              key={index}
              variant={variant}
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <Icon />
            </Avatar>
          )),
        },
      ].map(({ label, avatars }) => (
        <Stack key={label} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ width: 80, color: 'text.secondary' }}>
            {label}
          </Typography>
          {avatars}
        </Stack>
      ))}
      <Typography
        variant="body2"
        data-testid="avatar-variant"
        sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
      >
        {`variant="${variant}"`}
      </Typography>
    </Stack>
  );
}
