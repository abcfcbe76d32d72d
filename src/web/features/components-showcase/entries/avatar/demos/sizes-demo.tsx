import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const fixedSizes = [24, 32, 40, 56, 64] as const;

/** The usual sizes side by side, and one whose size the slider sets. */
export function SizesDemo() {
  const { t } = useTranslation();
  const [size, setSize] = useState(80);
  const labelId = useId();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {fixedSizes.map((px) => (
          <Stack key={px} spacing={1} sx={{ alignItems: 'center' }}>
            <Avatar src="/images/avatar/5.svg" alt={`${px} px`} sx={{ width: px, height: px }} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {px}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ maxWidth: 360 }}>
        <Typography id={labelId} variant="body2" gutterBottom>
          {t('components-showcase.avatar.sizes.label', { size })}
        </Typography>
        <Slider
          aria-labelledby={labelId}
          min={24}
          max={128}
          step={8}
          value={size}
          onChange={(_, next) => setSize(next)}
        />
      </Box>
      <Avatar
        data-testid="sized-avatar"
        src="/images/avatar/9.svg"
        alt={t('components-showcase.avatar.sizes.alt', { size })}
        sx={{ width: size, height: size }}
      />
    </Stack>
  );
}
