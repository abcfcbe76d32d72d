import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaceIcon } from './chip-icons';

const sizes = ['small', 'medium'] as const;
const people = [
  { name: 'Ada Lovelace', avatar: 2 },
  { name: 'Alan Turing', avatar: 3 },
] as const;

/** `size` small and medium, each with an avatar, a letter or an icon before the label; a click picks one. */
export function ContentDemo() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {people.map(({ name, avatar }) => (
            <Chip
              key={name}
              size={size}
              label={name}
              avatar={<Avatar alt="" src={`/images/avatar/${avatar}.svg`} />}
              onClick={() => setPicked(name)}
            />
          ))}
          <Chip
            size={size}
            variant="outlined"
            label="Grace Hopper"
            avatar={<Avatar>G</Avatar>}
            onClick={() => setPicked('Grace Hopper')}
          />
          <Chip
            size={size}
            icon={<FaceIcon />}
            label={t('components-showcase.chip.content.guest')}
            onClick={() => setPicked(t('components-showcase.chip.content.guest'))}
          />
        </Stack>
      ))}
      <Typography data-testid="picked-person" aria-live="polite">
        {picked
          ? t('components-showcase.chip.clicked', { name: picked })
          : t('components-showcase.chip.nothingClicked')}
      </Typography>
    </Stack>
  );
}
