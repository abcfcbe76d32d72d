import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryPresets, themeColors, type ThemeColor } from '@/web/theme/palette';
import { useSettings } from '@/web/theme/settings-store';

/** The six primary presets; choosing one changes the whole app's theme, as the settings drawer does. */
export function PresetDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const themeColor = useSettings((state) => state.themeColor);
  const setThemeColor = useSettings((state) => state.setThemeColor);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          {t('components-showcase.color.presets.choose')}
        </Typography>
        <RadioGroup
          aria-labelledby={labelId}
          value={themeColor}
          onChange={(_event, value) => setThemeColor(value as ThemeColor)}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
        >
          {themeColors.map((color) => (
            <FormControlLabel
              key={color}
              value={color}
              control={<Radio />}
              sx={{
                m: 0,
                pr: 1.5,
                borderRadius: 1.5,
                border: 1,
                borderColor: color === themeColor ? 'text.primary' : 'divider',
              }}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    sx={{
                      width: 20,
                      height: 20,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: primaryPresets[color].main,
                    }}
                  />
                  <Box>
                    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {t(`components-showcase.color.presets.names.${color}`)}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace' }}
                    >
                      {primaryPresets[color].main}
                    </Typography>
                  </Box>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained">{t('components-showcase.color.presets.sampleButton')}</Button>
        <Button variant="outlined">{t('components-showcase.color.presets.sampleButton')}</Button>
        <FormControlLabel
          control={<Checkbox defaultChecked />}
          label={t('components-showcase.color.presets.sampleCheckbox')}
        />
        <FormControlLabel
          control={<Switch defaultChecked />}
          label={t('components-showcase.color.presets.sampleSwitch')}
        />
        <LinearProgress
          variant="determinate"
          value={64}
          aria-label={t('components-showcase.color.presets.sampleProgress')}
          sx={{ flexBasis: 160, flexGrow: 1 }}
        />
      </Stack>
    </Stack>
  );
}
