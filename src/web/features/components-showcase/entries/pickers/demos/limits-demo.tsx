import Grid from '@mui/material/Grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerLocalization } from '@/web/components/picker-localization';

const firstDay = new Date(2026, 10, 1);
const lastDay = new Date(2026, 11, 31);
const opens = new Date(2026, 0, 1, 9, 0);
const closes = new Date(2026, 0, 1, 18, 0);

/**
 * `minDate`/`maxDate` and `minTime`/`maxTime` grey out what lies outside; a typed value outside them is an
 * error that `onError` reports and the field explains. Below, a disabled and a read-only picker.
 */
export function LimitsDemo() {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(new Date(2026, 10, 20));
  const [dayError, setDayError] = useState<DateValidationError | null>(null);
  const [time, setTime] = useState<Date | null>(new Date(2026, 0, 1, 10, 0));
  const [timeError, setTimeError] = useState<TimeValidationError | null>(null);
  return (
    <PickerLocalization>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DatePicker
            label={t('components-showcase.pickers.limits.day')}
            value={day}
            onChange={setDay}
            minDate={firstDay}
            maxDate={lastDay}
            onError={setDayError}
            slotProps={{
              textField: {
                fullWidth: true,
                helperText: t(`components-showcase.pickers.limits.${dayError ? 'dayError' : 'dayHelp'}`),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TimePicker
            label={t('components-showcase.pickers.limits.time')}
            value={time}
            onChange={setTime}
            minTime={opens}
            maxTime={closes}
            onError={setTimeError}
            slotProps={{
              textField: {
                fullWidth: true,
                helperText: t(`components-showcase.pickers.limits.${timeError ? 'timeError' : 'timeHelp'}`),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DatePicker
            label={t('components-showcase.pickers.limits.disabled')}
            defaultValue={new Date(2026, 10, 20)}
            disabled
            slotProps={{ textField: { fullWidth: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TimePicker
            label={t('components-showcase.pickers.limits.readOnly')}
            defaultValue={closes}
            readOnly
            slotProps={{ textField: { fullWidth: true } }}
          />
        </Grid>
      </Grid>
    </PickerLocalization>
  );
}
