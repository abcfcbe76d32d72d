import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, intlLocale } from '@/web/lib/format';
import { PickerLocalization } from '@/web/components/picker-localization';

// A fixed start, so the page reads the same for everyone (and when it is rendered ahead of time).
const start = new Date(2026, 10, 20, 14, 30);

/** A date, a time and both: each picked value is shown below it, written the reader's way. */
export function BasicPickersDemo() {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState<Date | null>(start);
  const [time, setTime] = useState<Date | null>(start);
  const [dateTime, setDateTime] = useState<Date | null>(start);
  const none = t('components-showcase.pickers.none');
  const timeText = time
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' }).format(time)
    : none;
  return (
    <PickerLocalization>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={1.5}>
            <DatePicker label={t('components-showcase.pickers.basic.date')} value={date} onChange={setDate} />
            <Typography variant="body2" data-testid="chosen-date">
              {t('components-showcase.pickers.chosen', {
                value: date ? formatDate(date, i18n.language) : none,
              })}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={1.5}>
            <TimePicker label={t('components-showcase.pickers.basic.time')} value={time} onChange={setTime} />
            <Typography variant="body2" data-testid="chosen-time">
              {t('components-showcase.pickers.chosen', { value: timeText })}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={1.5}>
            <DateTimePicker
              label={t('components-showcase.pickers.basic.dateTime')}
              value={dateTime}
              onChange={setDateTime}
            />
            <Typography variant="body2" data-testid="chosen-date-time">
              {t('components-showcase.pickers.chosen', {
                value: dateTime ? formatDateTime(dateTime, i18n.language) : none,
              })}
            </Typography>
          </Stack>
        </Grid>
      </Grid>
    </PickerLocalization>
  );
}
