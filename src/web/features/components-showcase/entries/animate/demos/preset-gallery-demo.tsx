import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  motionPresets,
  motionSx,
  type MotionFamily,
  type MotionPreset,
} from '@/web/components/animate/motion-presets';
import { ReplayIcon } from './replay-icon';

const families = Object.keys(motionPresets) as MotionFamily[];

/** One card per preset; its button plays it again (a new `key` mounts the box afresh). */
function PresetCard({ preset }: { preset: MotionPreset }) {
  const { t } = useTranslation();
  const [plays, setPlays] = useState(0);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 1.5 }}>
      <Box sx={{ height: 96, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        <Box
          key={plays}
          data-testid={`preset-${preset}`}
          sx={{ width: 48, height: 48, borderRadius: 1.5, bgcolor: 'primary.main', ...motionSx(preset) }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {preset}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('components-showcase.animate.gallery.replay', { preset })}
          onClick={() => setPlays((count) => count + 1)}
        >
          <ReplayIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}

/** Every entrance of `motionPresets`, by family: fade, zoom, slide and bounce, from each side they come. */
export function PresetGalleryDemo() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {families.map((family) => (
        <Box key={family}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            {t(`components-showcase.animate.gallery.families.${family}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {(Object.keys(motionPresets[family]) as MotionPreset[]).map((preset) => (
              <PresetCard key={preset} preset={preset} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
