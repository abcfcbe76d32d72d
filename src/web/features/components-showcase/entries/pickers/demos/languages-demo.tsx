import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/web/lib/format';
import { PickerLocalization } from '@/web/components/picker-localization';

const languages = ['en', 'de', 'fr'] as const;

/**
 * One calendar in the three languages of the app: the month's name, the weekdays and the first day of the
 * week follow the `PickerLocalization` around it (the page's language unless one is given, as here).
 */
export function LanguagesDemo() {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const [language, setLanguage] = useState(i18n.language.slice(0, 2));
  const [day, setDay] = useState<Date | null>(new Date(2026, 10, 20));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id={labelId}>{t('components-showcase.pickers.languages.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio />}
                label={t(`components-showcase.pickers.languages.names.${code}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography data-testid="localized-day" lang={language}>
          {day ? formatDate(day, language) : t('components-showcase.pickers.none')}
        </Typography>
      </Stack>
      <PickerLocalization language={language}>
        <Stack lang={language}>
          <DateCalendar
            value={day}
            onChange={setDay}
            sx={{ maxWidth: 1, m: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
        </Stack>
      </PickerLocalization>
    </Stack>
  );
}
