import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@/web/locales/i18n';

/**
 * The app's own language switch (the header's language menu calls the same `i18n.changeLanguage`): every
 * text on the page, this page's title and the header included, changes at once, and the choice is remembered.
 */
export function LanguageSwitchDemo() {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language.value === i18n.resolvedLanguage) ?? languages[0];
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        value={current.value}
        aria-label={t('components-showcase.multi-language.switch.label')}
        onChange={(_event, language: Language | null) => {
          if (language) void i18n.changeLanguage(language);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {languages.map((language) => (
          <ToggleButton key={language.value} value={language.value} lang={language.value} sx={{ px: 2.5 }}>
            {language.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ p: 2.5, borderRadius: 1.5, bgcolor: 'action.hover' }} data-testid="sample-texts">
        <Typography variant="h5" component="p">
          {t('components-showcase.multi-language.switch.greeting')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('components-showcase.multi-language.switch.sentence')}</Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('components-showcase.multi-language.switch.current', { language: current.label })}
        </Typography>
      </Box>
    </Stack>
  );
}
