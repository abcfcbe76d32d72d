import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/web/lib/format';
import { PickerLocalization } from '@/web/components/picker-localization';

/**
 * `DatePicker` chooses by itself (a pop-up under a mouse, a dialog on a touch screen); these pin one: the
 * desktop pop-up, the mobile dialog with its OK button, and the calendar inline in the page. All share one value.
 */
export function VariantsDemo() {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState<Date | null>(new Date(2026, 10, 20, 9, 0));
  return (
    <PickerLocalization>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5}>
            <DesktopDatePicker
              label={t('components-showcase.pickers.variants.desktop')}
              value={day}
              onChange={setDay}
            />
            <MobileDatePicker
              label={t('components-showcase.pickers.variants.mobile')}
              value={day}
              onChange={setDay}
            />
            <MobileTimePicker
              label={t('components-showcase.pickers.variants.mobileTime')}
              value={day}
              onChange={setDay}
            />
            <Typography data-testid="shared-day">
              {t('components-showcase.pickers.chosen', {
                value: day ? formatDate(day, i18n.language) : t('components-showcase.pickers.none'),
              })}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DateCalendar
            value={day}
            onChange={setDay}
            aria-label={t('components-showcase.pickers.variants.inline')}
            sx={{ maxWidth: 1, m: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
        </Grid>
      </Grid>
    </PickerLocalization>
  );
}
