import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon } from '@/web/components/icons';
import { useSettings } from '@/web/theme/settings-store';

/**
 * The setting the settings panel changes: the whole page mirrors (margins, paddings and positions written as
 * left and right are flipped by the style cache), and icons that point a way are turned by hand.
 */
export function DirectionDemo() {
  const { t } = useTranslation();
  const { themeDirection, setThemeDirection } = useSettings();
  const rtl = themeDirection === 'rtl';
  return (
    <Stack spacing={2.5}>
      <FormControlLabel
        control={
          <Switch
            checked={rtl}
            onChange={(event) => setThemeDirection(event.target.checked ? 'rtl' : 'ltr')}
          />
        }
        label={t('components-showcase.multi-language.direction.toggle')}
      />
      <Typography data-testid="current-direction">
        {t('components-showcase.multi-language.direction.current', { direction: themeDirection })}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          borderRadius: 1.5,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
        }}
      >
        <Typography sx={{ flexGrow: 1 }}>
          {t('components-showcase.multi-language.direction.sample')}
        </Typography>
        <ChevronEndIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined, color: 'primary.main' }} />
      </Box>
    </Stack>
  );
}
