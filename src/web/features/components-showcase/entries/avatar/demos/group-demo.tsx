import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const team = Array.from({ length: 12 }, (_, index) => index + 1);

/** The "+N" avatar in the primary tints, readable in both modes (the default grey is too faint for its text). */
const surplus = {
  sx: { bgcolor: 'primary.lighter', color: 'primary.darker', fontWeight: 600, fontSize: 14 },
} as const;

/** A team as one overlapping row: up to `max` faces, then "+N" for the rest. */
export function GroupDemo() {
  const { t } = useTranslation();
  const [max, setMax] = useState(4);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup max={max} slotProps={{ surplus }} data-testid="avatar-group">
        {team.map((n) => (
          <Avatar key={n} src={`/images/avatar/${n}.svg`} alt={`Avatar ${n}`} />
        ))}
      </AvatarGroup>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={max <= 2}
          onClick={() => setMax((value) => value - 1)}
        >
          {t('components-showcase.avatar.group.fewer')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={max >= team.length}
          onClick={() => setMax((value) => value + 1)}
        >
          {t('components-showcase.avatar.group.more')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {`max={${max}}`}
        </Typography>
      </Stack>
      <AvatarGroup total={24} slotProps={{ surplus }}>
        {[14, 15, 16].map((n) => (
          <Avatar key={n} src={`/images/avatar/${n}.svg`} alt={`Avatar ${n}`} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
