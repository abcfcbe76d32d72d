import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/web/lib/format';
import { PickerLocalization } from '@/web/components/picker-localization';

/** A stay from two pickers: the check-out cannot come before the day after check-in. */
export function DateRangeDemo() {
  const { t, i18n } = useTranslation();
  const [checkIn, setCheckIn] = useState<Date | null>(new Date(2026, 10, 20));
  const [checkOut, setCheckOut] = useState<Date | null>(new Date(2026, 10, 23));
  const changeCheckIn = (day: Date | null) => {
    setCheckIn(day);
    // Moving the start past the end takes the end along: one night at least.
    if (day && checkOut && differenceInCalendarDays(checkOut, day) < 1) setCheckOut(addDays(day, 1));
  };
  const nights = checkIn && checkOut ? differenceInCalendarDays(checkOut, checkIn) : 0;
  return (
    <PickerLocalization>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label={t('components-showcase.pickers.range.checkIn')}
            value={checkIn}
            onChange={changeCheckIn}
          />
          <DatePicker
            label={t('components-showcase.pickers.range.checkOut')}
            value={checkOut}
            onChange={setCheckOut}
            minDate={checkIn ? addDays(checkIn, 1) : undefined}
          />
        </Stack>
        <Typography data-testid="chosen-range">
          {checkIn && checkOut && nights > 0
            ? t('components-showcase.pickers.range.stay', {
                count: nights,
                from: formatDate(checkIn, i18n.language),
                to: formatDate(checkOut, i18n.language),
              })
            : t('components-showcase.pickers.range.incomplete')}
        </Typography>
      </Stack>
    </PickerLocalization>
  );
}
